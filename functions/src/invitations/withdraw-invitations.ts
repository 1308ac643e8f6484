// Withdrawn invitations (docs/email-invitations.md, "Withdrawing an invitation"): an invitation
// the organizer withdrew by hand, or whose person was removed from the trip (or left it), gets
// `withdrawnAt` and is never reminded again, so a removed traveler is not mailed a link made
// after their removal. The document stays: the address still counts against the trip's
// invitation cap, and re-inviting it is reported as already invited.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { invitationRef } from '../firestore-refs.js';
import { emailKey } from './invitation-store.js';
import type { WithdrawOutcome } from '../domain/api.js';

/** Marks the trip's invitation to `email` withdrawn at `now`, once; a missing one is left missing. */
export async function markWithdrawn(db: Firestore, tripId: string, email: string, now: Date): Promise<WithdrawOutcome> {
  const ref = invitationRef(db, tripId, emailKey(email));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return 'not-invited';
    if (snap.get('withdrawnAt')) return 'already-withdrawn';
    tx.update(ref, { withdrawnAt: Timestamp.fromDate(now) });
    return 'withdrawn';
  });
}

/** The uids a trip write took out of `joined` (removed by the organizer, or left). */
export function leftJoined(before: unknown, after: unknown): string[] {
  if (!Array.isArray(before) || !Array.isArray(after)) return [];
  const stays = new Set(after);
  return [...new Set(before.filter((uid): uid is string => typeof uid === 'string' && !stays.has(uid)))];
}

/**
 * Withdraws the invitations of people no longer on the trip, found by their account's address
 * (a response's email is its account's, so that is the address the invitation matched). An
 * account deleted meanwhile has nothing left to withdraw: its deletion removes what names it.
 */
export async function withdrawLeavers(
  db: Firestore,
  tripId: string,
  uids: string[],
  emailOf: (uid: string) => Promise<string | null>,
  now: Date,
): Promise<void> {
  for (const uid of uids) {
    const email = await emailOf(uid);
    if (!email) continue;
    const outcome = await markWithdrawn(db, tripId, email, now);
    if (outcome === 'withdrawn') logger.info('Invitation withdrawn: the traveler left the trip', { tripId });
  }
}
