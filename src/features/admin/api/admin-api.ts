import { getDoc, getDocs, query, updateDoc, where } from 'firebase/firestore/lite';
import { db } from '../../../lib/firebase';
import { responsesOf, tripRef, tripsCollection, tripUpdateRef } from '../../../lib/firestore-refs';
import type { Trip, TripResponse } from '../../../lib/models';

/** Trips their organizers marked ready, oldest first: the planners' queue. */
export async function listReadyTrips(): Promise<Trip[]> {
  const snapshot = await getDocs(query(tripsCollection(db), where('status', '==', 'ready')));
  return snapshot.docs.map((d) => d.data()).sort((a, b) => (a.readyAt?.getTime() ?? 0) - (b.readyAt?.getTime() ?? 0));
}

export async function loadTripWithResponses(tripId: string): Promise<{ trip: Trip | null; responses: TripResponse[] }> {
  const [tripSnapshot, responseSnapshot] = await Promise.all([
    getDoc(tripRef(db, tripId)),
    getDocs(responsesOf(db, tripId)),
  ]);
  return {
    trip: tripSnapshot.exists() ? tripSnapshot.data() : null,
    responses: responseSnapshot.docs.map((d) => d.data()).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Planners move a trip through booking; the rules allow admins exactly these two fields. */
export async function setBooking(tripId: string, booking: { isBooked: boolean; isFinished: boolean }): Promise<void> {
  await updateDoc(tripUpdateRef(db, tripId), booking);
}
