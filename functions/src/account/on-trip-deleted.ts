// When a trip document is deleted (by its organizer from the app, or by deleteAccount), its
// responses, its invitations, its plan (plan/forget-trip.ts) and its id in users' joinedTrips go too. The client cannot do this itself: the
// rules let nobody delete another person's response or edit another person's user doc.
// Idempotent, so a retried or duplicated event is harmless.
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { triggerPath } from '../domain/collections.js';
import { db } from '../http/firebase-admin.js';
import { cleanUpDeletedTrip } from './cleanup-store.js';
import { deleteInvitationsOf } from '../invitations/invitation-store.js';
import { forgetPlanOfTrip } from '../plan/forget-trip.js';
import { forgetPlannerAnswersOfTrip } from '../responses/planner-answers-traces.js';

export const onTripDeleted = onDocumentDeleted({ document: triggerPath.trip, retry: true }, async (event) => {
  const { tripId } = event.params;
  const writes =
    (await cleanUpDeletedTrip(db(), tripId)) +
    (await deleteInvitationsOf(db(), tripId)) +
    (await forgetPlanOfTrip(db(), tripId)) +
    (await forgetPlannerAnswersOfTrip(db(), tripId));
  if (writes > 0) logger.info('Cleaned up after deleted trip', { tripId, writes });
});
