// The migration to split responses (domain/private-answers.ts): those written before the split
// hold both parts in one document; this moves the private fields across.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections.js';
import { splitAnswers } from '../domain/private-answers.js';
import { allResponses, privateAnswersRef } from '../firestore-refs.js';

/**
 * Moves the private fields of every response that still has them into its private part, one
 * transaction per response (both documents change together, so a reader never sees the answer
 * in neither or both). Responses already split are left alone, so it can run again at any time.
 * Returns the paths of the responses it split.
 */
export async function splitStoredResponses(db: Firestore): Promise<string[]> {
  const split: string[] = [];
  const responses = await allResponses(db).get();
  for (const candidate of responses.docs) {
    const trip = candidate.ref.parent.parent;
    if (!trip || trip.parent.id !== COLLECTIONS.trips) continue;
    if (Object.keys(splitAnswers(candidate.data()).privateAnswers).length === 0) continue;
    const moved = await db.runTransaction(async (tx) => {
      const snap = await tx.get(candidate.ref);
      const { shared, privateAnswers } = splitAnswers(snap.data() ?? {});
      if (!snap.exists || Object.keys(privateAnswers).length === 0) return false;
      tx.set(privateAnswersRef(db, trip.id, candidate.id), privateAnswers, { merge: true });
      tx.set(candidate.ref, shared);
      return true;
    });
    if (moved) split.push(candidate.ref.path);
  }
  return split;
}
