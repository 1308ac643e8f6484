import { FirebaseError } from 'firebase/app';
import { getDoc } from 'firebase/firestore/lite';
import { db } from '../../../lib/firebase';
import { responseRef, tripRef } from '../../../lib/firestore-refs';
import type { Trip, TripResponse } from '../../../lib/models';
import { commitResponseBatch } from './response-batch';

export async function loadTrip(tripId: string): Promise<Trip | null> {
  const snapshot = await getDoc(tripRef(db, tripId));
  return snapshot.exists() ? snapshot.data() : null;
}

/**
 * The user's own response to the trip, or null when there is none. The rules only let a
 * traveler read responses once their own exists, so a refusal means "not answered yet".
 */
export async function loadMyResponse(tripId: string, uid: string): Promise<TripResponse | null> {
  try {
    const snapshot = await getDoc(responseRef(db, tripId, uid));
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'permission-denied') return null;
    throw error;
  }
}

/** Writes the response, joined and joinedTrips in one batch (see response-batch.ts). */
export function saveResponse(tripId: string, response: TripResponse): Promise<void> {
  return commitResponseBatch(db, tripId, response);
}
