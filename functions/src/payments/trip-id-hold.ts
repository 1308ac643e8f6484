// The Firestore side of holding a trip id while its organizer pays (domain/trip-id-hold.ts
// decides; this reads and writes tripIdHolds/{tripId}, a server-only collection).
import { randomBytes } from 'node:crypto';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { CHECKOUT_LIFETIME_SECONDS, isHeldByOther, parseTripIdHold, type TripIdHold } from '../domain/trip-id-hold.js';
import { tripIdHoldRef, tripRef } from '../firestore-refs.js';
import { HttpError } from '../http/http-error.js';

export async function readTripIdHold(tx: Transaction, db: Firestore, tripId: string): Promise<TripIdHold | null> {
  const snap = await tx.get(tripIdHoldRef(db, tripId));
  return parseTripIdHold(snap.data());
}

export interface HeldTripId {
  tripId: string;
  holdId: string;
  /** Seconds since the epoch, as Stripe's `expires_at` takes it. */
  expiresAt: number;
}

/**
 * Reserves `tripId` for `uid` until the Checkout Session about to be created expires, in one
 * transaction: of two organizers starting at once, exactly one gets the hold and the other a
 * 409. The same organizer may start again (a new hold replaces their old one).
 */
export async function holdTripId(db: Firestore, tripId: string, uid: string): Promise<HeldTripId> {
  const holdId = randomBytes(12).toString('base64url');
  return db.runTransaction(async (tx) => {
    const tripSnap = await tx.get(tripRef(db, tripId));
    const hold = await readTripIdHold(tx, db, tripId);
    if (tripSnap.exists) throw HttpError.of('tripNameTaken');
    const now = Date.now();
    if (isHeldByOther(hold, uid, now)) throw HttpError.of('tripNameBeingPaid');
    const expiresAt = Math.floor(now / 1000) + CHECKOUT_LIFETIME_SECONDS;
    const record: TripIdHold = { status: 'held', uid, holdId, sessionId: null, expiresAtMillis: expiresAt * 1000 };
    tx.set(tripIdHoldRef(db, tripId), { ...record, heldAt: FieldValue.serverTimestamp() });
    return { tripId, holdId, expiresAt };
  });
}

/** Notes the Checkout Session on the hold (if it is still this hold), so its expiry can free it. */
export function attachSessionToHold(
  tx: Transaction,
  db: Firestore,
  held: HeldTripId,
  hold: TripIdHold | null,
  sessionId: string,
) {
  if (hold?.status === 'held' && hold.holdId === held.holdId) tx.update(tripIdHoldRef(db, held.tripId), { sessionId });
}

/** Frees the id when this hold never got a session (Stripe refused to create it). */
export async function releaseUnusedHold(db: Firestore, held: HeldTripId): Promise<void> {
  await db.runTransaction(async (tx) => {
    const hold = await readTripIdHold(tx, db, held.tripId);
    if (hold?.status === 'held' && hold.holdId === held.holdId) tx.delete(tripIdHoldRef(db, held.tripId));
  });
}

/** Frees the id held for `sessionId` (expired or failed); a newer hold or a created trip stays. */
export async function releaseHoldOfSession(tx: Transaction, db: Firestore, tripId: string, sessionId: string) {
  const hold = await readTripIdHold(tx, db, tripId);
  if (hold?.status === 'held' && hold.sessionId === sessionId) tx.delete(tripIdHoldRef(db, tripId));
}

/** Written with the trip: the id now belongs to this payment's trip; who paid is not kept here. */
export function markHoldFulfilled(tx: Transaction, db: Firestore, tripId: string, sessionId: string): void {
  const record: TripIdHold = { status: 'fulfilled', sessionId };
  tx.set(tripIdHoldRef(db, tripId), { ...record, fulfilledAt: FieldValue.serverTimestamp() });
}
