// The trip page's membership actions: "Reset invite link" (the resetInviteLink function) and
// "Leave this trip" (one batch the rules accept only whole).
import { arrayRemove, writeBatch } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { callApi } from '@/lib/functions-client';
import { plannerAnswersRef, privateAnswersRef, responseRef, tripUpdateRef, userUpdateRef } from '@/lib/firestore-refs';

/** Replaces the trip's invite key (organizer only, see functions/src/invites/reset-invite-link.ts); returns the new key. */
export async function resetInviteKey(tripId: string): Promise<string> {
  const { inviteKey } = await callApi('resetInviteLink', { tripId });
  return inviteKey;
}

/**
 * The traveler leaves a draft trip: their response (both parts), their uid in `joined` and the trip in their
 * own joinedTrips go in one batch. The rules refuse the response leaving alone, or the uid.
 */
export async function leaveTrip(tripId: string, uid: string): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(responseRef(db, tripId, uid));
  batch.delete(privateAnswersRef(db, tripId, uid));
  // Answers to planners-only join questions go too (deleting needs no read; docs/join-questions.md).
  batch.delete(plannerAnswersRef(db, tripId, uid));
  batch.update(tripUpdateRef(db, tripId), { joined: arrayRemove(uid) });
  batch.set(userUpdateRef(db, uid), { joinedTrips: arrayRemove(tripId) }, { merge: true });
  await batch.commit();
}
