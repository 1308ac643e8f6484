import { getDocs, query, where } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { tripsCollection } from '@/lib/firestore-refs';
import type { Trip, UserProfile } from '@/lib/models';
import { loadProfile } from '@/features/profile/api/profile-api';

/**
 * Trips the user organizes and trips of others the user joined: two queries whatever the
 * number of trips (docs/performance.md: reads per dashboard load ≤ 3 + trips shown; no query per trip).
 * Organizers usually answer their own trip's form, so the second query leaves out their own
 * trips: otherwise each would be read twice. (`joined` array-contains + `userId` != needs the
 * composite index in firestore.indexes.json.)
 * Membership is the trip's `joined` list, not the user's joinedTrips: a traveler the
 * organizer removed still has the id in their own joinedTrips, but the trip no longer
 * lists them, so it no longer shows here.
 */
export async function loadMyTrips(uid: string): Promise<Trip[]> {
  const trips = tripsCollection(db);
  const [organized, joined] = await Promise.all([
    getDocs(query(trips, where('userId', '==', uid))),
    getDocs(query(trips, where('joined', 'array-contains', uid), where('userId', '!=', uid))),
  ]);
  const byId = new Map<string, Trip>();
  for (const snapshot of [...organized.docs, ...joined.docs]) byId.set(snapshot.id, snapshot.data());
  return [...byId.values()].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}

/** Everything the dashboard shows: the profile (one read) and the trips. */
export async function loadDashboard(uid: string): Promise<{ profile: UserProfile | null; trips: Trip[] }> {
  const [profile, trips] = await Promise.all([loadProfile(uid), loadMyTrips(uid)]);
  return { profile, trips };
}
