import { FirebaseError } from 'firebase/app';
import { getDoc } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { parseJoinAnswers } from '@domain/join-questions';
import { inviteRef, plannerAnswersRef, privateAnswersRef, responseRef, tripRef } from '@/lib/firestore-refs';
import { NO_PRIVATE_ANSWERS, type FullResponse, type Trip, type TripInvite } from '@/lib/models';
import { commitResponseBatch, type ResponseWrite } from './response-batch';

const isRefusal = (error: unknown) => error instanceof FirebaseError && error.code === 'permission-denied';

/**
 * The trip, or null when it is missing or the rules refuse it: only its organizer, members and
 * planners may read it, and a stranger must not learn which of the two it is.
 */
export async function loadTripIfMember(tripId: string): Promise<Trip | null> {
  try {
    const snapshot = await getDoc(tripRef(db, tripId));
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}

/** The invite record the link's key opens, or null when the key is unknown or retired. */
export async function loadInvite(inviteKey: string): Promise<TripInvite | null> {
  const snapshot = await getDoc(inviteRef(db, inviteKey));
  return snapshot.exists() ? snapshot.data() : null;
}

/**
 * The user's own response to the trip (both parts: one's own private answers are readable), or
 * null when there is none. The rules only let a traveler read responses once their own exists,
 * so a refusal means "not answered yet".
 */
export async function loadMyResponse(tripId: string, uid: string): Promise<FullResponse | null> {
  try {
    const [response, privateAnswers, plannerAnswers] = await Promise.all([
      getDoc(responseRef(db, tripId, uid)),
      getDoc(privateAnswersRef(db, tripId, uid)),
      getDoc(plannerAnswersRef(db, tripId, uid)),
    ]);
    if (!response.exists()) return null;
    return {
      ...response.data(),
      ...(privateAnswers.exists() ? privateAnswers.data() : NO_PRIVATE_ANSWERS),
      ...(plannerAnswers.exists() ? { plannerAnswers: parseJoinAnswers(plannerAnswers.get('answers')) } : {}),
    };
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}

/** Writes the response (and for a first answer joined and joinedTrips) in one batch (see response-batch.ts). */
export function saveResponse(tripId: string, response: FullResponse, write: ResponseWrite): Promise<void> {
  return commitResponseBatch(db, tripId, response, write);
}
