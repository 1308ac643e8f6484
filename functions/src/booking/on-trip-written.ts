// The booking feature's one trigger on the trip document (docs/booking-details.md): booking
// details go with a traveler who left or was removed, and with a deleted trip; the stored
// readiness count follows the trip becoming ready or its travelers changing.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { triggerPath } from '../domain/collections.js';
import { db } from '../http/firebase-admin.js';
import { leftJoined } from '../invitations/withdraw-invitations.js';
import { forgetTripBookingDetails } from './forget-booking-details.js';
import { movesReadiness, refreshReadinessSummary } from './readiness-summary.js';

export const onTripWrittenForBooking = onDocumentWritten({ document: triggerPath.trip, retry: true }, async (event) => {
  const { tripId } = event.params;
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const leavers = !before ? [] : after ? leftJoined(before.joined, after.joined) : null;
  if (leavers === null || leavers.length > 0) {
    const deleted = await forgetTripBookingDetails(db(), tripId, leavers);
    if (deleted > 0) logger.info('Booking details forgotten', { tripId, deleted });
  }
  if (movesReadiness(before, after)) await refreshReadinessSummary(db(), tripId);
});
