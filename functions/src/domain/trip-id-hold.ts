// Holding a trip id while its organizer pays (docs/security.md, "The id is held while paying").
// Pure decisions over the server-only tripIdHolds/{tripId} record, so every branch is
// unit-tested; payments/trip-id-hold.ts applies them inside transactions.

/**
 * How long a Checkout Session (and so the hold on its trip id) lives. Stripe accepts an
 * `expires_at` from 30 minutes to 24 hours after creation; one minute more than the minimum
 * leaves room for the difference between our clock and Stripe's.
 */
export const CHECKOUT_LIFETIME_SECONDS = 31 * 60;

/**
 * tripIdHolds/{tripId}. 'held': `uid` is paying (sessionId once Stripe answered) until
 * `expiresAtMillis`. 'fulfilled': the trip was created from `sessionId`; the uid is not kept.
 */
export type TripIdHold =
  | { status: 'held'; uid: string; holdId: string; sessionId: string | null; expiresAtMillis: number }
  | { status: 'fulfilled'; sessionId: string };

/** True while someone other than `uid` holds the id: that organizer must wait or rename. */
export function isHeldByOther(hold: TripIdHold | null, uid: string, nowMillis: number): boolean {
  return hold !== null && hold.status === 'held' && hold.uid !== uid && hold.expiresAtMillis > nowMillis;
}

export type TripSlot = 'create' | 'already-created' | 'taken';

/**
 * May paid session `sessionId` of organizer `uid` become trip `tripId`? The id is free (no
 * trip, and no live hold by somebody else), already holds this very payment's trip (a repeat
 * that raced the status update), or is taken: by someone else's trip, or by another
 * organizer's live hold after this session's own hold ran out.
 */
export function slotForPaidSession(
  tripExists: boolean,
  hold: TripIdHold | null,
  uid: string,
  sessionId: string,
  nowMillis: number,
): TripSlot {
  if (tripExists) return hold?.status === 'fulfilled' && hold.sessionId === sessionId ? 'already-created' : 'taken';
  return isHeldByOther(hold, uid, nowMillis) ? 'taken' : 'create';
}

/** A hold read back from Firestore, or null when the document is absent or not one of ours. */
export function parseTripIdHold(data: Record<string, unknown> | undefined): TripIdHold | null {
  if (!data) return null;
  const { status, uid, holdId, sessionId, expiresAtMillis } = data;
  if (status === 'fulfilled' && typeof sessionId === 'string') return { status, sessionId };
  if (status === 'held' && typeof uid === 'string' && typeof holdId === 'string' && typeof expiresAtMillis === 'number')
    return { status, uid, holdId, sessionId: typeof sessionId === 'string' ? sessionId : null, expiresAtMillis };
  return null;
}
