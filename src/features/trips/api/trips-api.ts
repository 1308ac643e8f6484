import { FirebaseError } from 'firebase/app';
import {
  arrayRemove,
  deleteDoc,
  getDoc,
  getDocs,
  serverTimestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { tripEditToFirestore } from '@/lib/converters';
import {
  privateAnswersOf,
  privateAnswersRef,
  plannerAnswersRef,
  responseRef,
  responsesOf,
  tripRef,
  tripUpdateRef,
} from '@/lib/firestore-refs';
import { withPrivateAnswers } from '@/lib/converters';
import type { FullResponse, PrivateAnswers, Trip, TripEdit } from '@/lib/models';
import { compareText } from '@domain/text-order';

export async function loadTrip(tripId: string): Promise<Trip | null> {
  const snapshot = await getDoc(tripRef(db, tripId));
  return snapshot.exists() ? snapshot.data() : null;
}

/**
 * The trip's responses, or null when the rules refuse them (not the owner, not a respondent).
 * `withPrivate` (the organizer): with each one's private part too. Without it (a fellow member,
 * whom the rules refuse the private parts) the private questions read as unanswered; the page
 * shows them to the organizer only.
 */
export async function loadResponses(tripId: string, { withPrivate = false } = {}): Promise<FullResponse[] | null> {
  try {
    const [responses, privateAnswers] = await Promise.all([
      getDocs(responsesOf(db, tripId)),
      withPrivate ? loadPrivateAnswers(tripId) : new Map<string, PrivateAnswers>(),
    ]);
    return withPrivateAnswers(
      responses.docs.map((d) => d.data()),
      privateAnswers,
    ).sort((a, b) => compareText(a.name, b.name));
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'permission-denied') return null;
    throw error;
  }
}

/** Every traveler's private part of the trip's answers, by uid (the organizer's read). */
export async function loadPrivateAnswers(tripId: string): Promise<Map<string, PrivateAnswers>> {
  const snapshot = await getDocs(privateAnswersOf(db, tripId));
  return new Map(snapshot.docs.map((d) => [d.id, d.data()]));
}

/** draft -> ready stamps readyAt with the server's time; back to draft clears it (rules check both). */
export async function setTripReady(tripId: string, ready: boolean): Promise<void> {
  await updateDoc(
    tripUpdateRef(db, tripId),
    ready ? { status: 'ready', readyAt: serverTimestamp() } : { status: 'draft', readyAt: null },
  );
}

export async function deleteTrip(tripId: string): Promise<void> {
  await deleteDoc(tripUpdateRef(db, tripId));
}

/** The organizer's edit of a draft trip; the rules accept only these seven fields. */
export async function updateTrip(tripId: string, edit: TripEdit): Promise<void> {
  await updateDoc(tripUpdateRef(db, tripId), tripEditToFirestore(edit));
}

/**
 * The organizer removes a traveler from a draft trip: one batch deletes their response (both
 * parts) and takes their uid out of `joined` (the rules accept exactly that pair, owner only). The
 * traveler's own users/{uid}.joinedTrips keeps the id (other people's profiles are private);
 * the dashboard lists trips by `joined`, so the trip simply no longer shows for them.
 */
export async function removeTraveler(tripId: string, uid: string): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(responseRef(db, tripId, uid));
  batch.delete(privateAnswersRef(db, tripId, uid));
  // Answers to planners-only join questions go too (deleting needs no read; docs/join-questions.md).
  batch.delete(plannerAnswersRef(db, tripId, uid));
  batch.update(tripUpdateRef(db, tripId), { joined: arrayRemove(uid) });
  await batch.commit();
}
