// Keeps every stored trip findable by any word of its name (functions/src/domain/trip-search.ts).
// Trips made before `searchWords`, or written by any path that does not build them with
// tripDocument, are brought in step here: by the one-off backfill (npm run migrate:search-words)
// and by the trip-written trigger for every later write. Each write re-reads the trip in a
// transaction, so a name changed meanwhile is never overwritten with older words.
import type { Firestore } from 'firebase-admin/firestore';
import { staleSearchWords } from '../domain/trip-search.js';
import { tripRef, tripsCollection } from '../firestore-refs.js';

/** Gives trips/{tripId} the search words of its current name and email; true when it wrote. */
export async function syncSearchWords(db: Firestore, tripId: string): Promise<boolean> {
  const ref = tripRef(db, tripId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const words = snap.exists ? staleSearchWords(snap.data() ?? {}) : null;
    if (!words) return false;
    tx.update(ref, { searchWords: words });
    return true;
  });
}

/** Every trip whose search words are missing or stale gets them. Safe to run again. Returns their ids. */
export async function backfillSearchWords(db: Firestore): Promise<string[]> {
  const updated: string[] = [];
  const trips = await tripsCollection(db).select('tripName', 'organizerEmail', 'searchWords').get();
  for (const candidate of trips.docs) {
    if (!staleSearchWords(candidate.data())) continue;
    if (await syncSearchWords(db, candidate.id)) updated.push(candidate.id);
  }
  return updated;
}
