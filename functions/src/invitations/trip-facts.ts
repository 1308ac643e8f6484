// What the invitation and reminder functions need to know about a trip: what the emails may
// say (email/trip-facts.ts, with inviteKey for the full link) plus whether it is still a draft
// and whether its organizer left automatic reminders on.
import type { Firestore } from 'firebase-admin/firestore';
import { tripFacts, type TripFacts as EmailTripFacts } from '../email/trip-facts.js';
import { tripRef } from '../firestore-refs.js';

export interface TripFacts extends EmailTripFacts {
  isDraft: boolean;
  /** The organizer's switch for the daily job; on unless switched off. */
  autoReminders: boolean;
}

export async function readTripFacts(db: Firestore, tripId: string): Promise<TripFacts | null> {
  const snap = await tripRef(db, tripId).get();
  if (!snap.exists) return null;
  const data = snap.data() ?? {};
  return { ...tripFacts(tripId, data), isDraft: data.status === 'draft', autoReminders: data.autoReminders !== false };
}
