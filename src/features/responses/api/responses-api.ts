import { FirebaseError } from 'firebase/app';
import { arrayUnion, doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { db } from '../../../lib/firebase';
import { responseConverter, tripConverter } from '../../../lib/converters';
import type { Trip, TripResponse } from '../../../lib/models';

export async function loadTrip(tripId: string): Promise<Trip | null> {
  const snapshot = await getDoc(doc(db, 'trips', tripId).withConverter(tripConverter));
  return snapshot.exists() ? snapshot.data() : null;
}

/**
 * The user's own response to the trip, or null when there is none. The rules only let a
 * traveler read responses once their own exists, so a refusal means "not answered yet".
 */
export async function loadMyResponse(tripId: string, uid: string): Promise<TripResponse | null> {
  try {
    const snapshot = await getDoc(doc(db, 'trips', tripId, 'responses', uid).withConverter(responseConverter));
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'permission-denied') return null;
    throw error;
  }
}

/**
 * One batch, as the rules require: the response (submittedAt from the server), the user's id
 * added to the trip's joined list, and the trip id added to the user's joinedTrips.
 */
export async function saveResponse(tripId: string, response: TripResponse): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'trips', tripId, 'responses', response.uid), {
    ...responseConverter.toFirestore(response),
    submittedAt: serverTimestamp(),
  });
  batch.update(doc(db, 'trips', tripId), { joined: arrayUnion(response.uid) });
  batch.set(doc(db, 'users', response.uid), { joinedTrips: arrayUnion(tripId) }, { merge: true });
  await batch.commit();
}
