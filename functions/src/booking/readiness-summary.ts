// The readiness count planners see in the workspace lists ("4/6 ready", docs/booking-details.md):
// the lists read trips only (no query per trip), so the count is stored on the trip as
// `readinessSummary: { ready, total }`, recomputed with the same check as "Booked" whenever what
// it depends on changes: a traveler's booking details, the trip becoming ready, someone leaving.
// Written only when it changed, so the trip triggers it fires are few.
import type { Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { triggerPath } from '../domain/collections.js';
import { readinessCount } from '../domain/readiness.js';
import { tripRef } from '../firestore-refs.js';
import { db } from '../http/firebase-admin.js';
import { readTripReadiness } from './readiness-store.js';

/** Recomputes and stores the trip's readiness count; returns it (null for a missing or draft trip). */
export async function refreshReadinessSummary(
  firestore: Firestore,
  tripId: string,
): Promise<{ ready: number; total: number } | null> {
  return firestore.runTransaction(async (tx) => {
    const { trip, readiness } = await readTripReadiness(firestore, tripId, tx);
    if (!trip.exists || !readiness || trip.get('status') !== 'ready') return null;
    const summary = readinessCount(readiness);
    const stored: unknown = trip.get('readinessSummary');
    const same =
      typeof stored === 'object' &&
      stored !== null &&
      (stored as Record<string, unknown>).ready === summary.ready &&
      (stored as Record<string, unknown>).total === summary.total;
    if (!same) tx.update(tripRef(firestore, tripId), { readinessSummary: summary });
    return summary;
  });
}

export const onBookingDetailsWritten = onDocumentWritten(
  { document: triggerPath.bookingDetails, retry: true },
  async (event) => {
    await refreshReadinessSummary(db(), event.params.tripId);
  },
);

/** Room wishes feed the "not mutual" room flag (docs/booking-details.md, "Rooming"). */
export const onRoomWishesWritten = onDocumentWritten(
  { document: triggerPath.roomWishes, retry: true },
  async (event) => {
    await refreshReadinessSummary(db(), event.params.tripId);
  },
);

/** The trip changes that move the count: becoming ready, or a change of who is on it while ready. */
export function movesReadiness(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
) {
  if (!after || after.status !== 'ready') return false;
  if (!before || before.status !== 'ready') return true;
  return JSON.stringify(before.joined) !== JSON.stringify(after.joined);
}
