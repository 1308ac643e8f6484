import { arrayUnion, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { privateAnswersConverter, responseConverter } from '@/lib/converters';
import { plannerAnswersRef, privateAnswersRef, responseRef, tripUpdateRef, userUpdateRef } from '@/lib/firestore-refs';
import type { FullResponse } from '@/lib/models';

export interface ResponseWrite {
  /** The invite key from the link (or, for the organizer, the trip's own): the rules compare it with the trip's live key. */
  inviteKey: string;
  /** A first answer joins the trip; an edit of one's own answer only rewrites the response. */
  joining: boolean;
}

/**
 * One batch, as the rules require: the response the group sees (submittedAt from the server)
 * and its private part (with the invite key), and for a first answer the user's id added to the
 * trip's joined list and the trip id added to the user's joinedTrips. Takes the Firestore
 * instance so the concurrency test (tests/rules/concurrent-joins.test.ts) runs this very write
 * as fifty different signed-in users.
 */
export async function commitResponseBatch(
  db: Firestore,
  tripId: string,
  response: FullResponse,
  { inviteKey, joining }: ResponseWrite,
): Promise<void> {
  // Many travelers joining at once all write the trip's document; Firestore may then abort a
  // commit on lock contention ('aborted', a code its docs call retryable). The batch is
  // idempotent (a set and two arrayUnions), so it is built again and retried after a short,
  // randomised wait; any other error, or the last attempt's, reaches the form.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await buildBatch(db, tripId, response, { inviteKey, joining }).commit();
      return;
    } catch (err) {
      if (attempt >= COMMIT_ATTEMPTS || (err as { code?: unknown }).code !== 'aborted') throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt * (0.5 + Math.random())));
    }
  }
}

const COMMIT_ATTEMPTS = 5;

function buildBatch(db: Firestore, tripId: string, response: FullResponse, { inviteKey, joining }: ResponseWrite) {
  const batch = writeBatch(db);
  batch.set(responseRef(db, tripId, response.uid).withConverter(null), {
    ...responseConverter.toFirestore(response),
    submittedAt: serverTimestamp(),
  });
  batch.set(privateAnswersRef(db, tripId, response.uid).withConverter(null), {
    ...privateAnswersConverter.toFirestore(response),
    inviteKey,
  });
  // Answers to planners-only join questions: their own document, which the organizer cannot read.
  if (response.plannerAnswers)
    batch.set(plannerAnswersRef(db, tripId, response.uid), {
      uid: response.uid,
      answers: response.plannerAnswers,
    });
  if (joining) {
    batch.update(tripUpdateRef(db, tripId), { joined: arrayUnion(response.uid) });
    batch.set(userUpdateRef(db, response.uid), { joinedTrips: arrayUnion(tripId) }, { merge: true });
  }
  return batch;
}
