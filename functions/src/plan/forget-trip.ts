// The plan's part of deleting a trip (docs/trip-plan.md, "Trip deletion"), run by onTripDeleted:
// the draft items, every published version with its private parts, the members' calendar feeds
// and the tokens that open them, the questions with their markers and the "Looks good" marks,
// the choices and their votes, the conversation's threads and counters, trip money's settings,
// shares and statuses. Nothing else can: the rules let no client delete a version or a
// token. A trip re-created under the same id since keeps what was written for it (documents
// created after the new trip), as its responses do. Found afresh on every run, so a retried
// event finishes what an interrupted one started.
import type { DocumentSnapshot, Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, forgottenWithTrip } from '../domain/collections.js';
import { planVersionsOf, tripRef } from '../firestore-refs.js';

/** Returns how many documents it deleted. */
export async function forgetPlanOfTrip(db: Firestore, tripId: string): Promise<number> {
  const trip = tripRef(db, tripId);
  const [recreated, tokens, versionRefs, ...flatDocs] = await Promise.all([
    trip.get(),
    db.collection(COLLECTIONS.calendarTokens).where('tripId', '==', tripId).get(),
    // listDocuments, not get: it also finds a version whose own document is gone but whose
    // private parts are still there (an interrupted earlier run deleted the version first).
    planVersionsOf(db, tripId).listDocuments(),
    // Every collection directly under the trip declared `tripForgotten: 'derived'`
    // (domain/collections.ts): the draft, calendar feeds, questions with their markers, marks,
    // counters and digests, the group thread and its counters, trip money's settings, shares and
    // statuses (a trip re-created under the same id must not show them; the ledger, tripPayments,
    // stays).
    ...forgottenWithTrip().map((name) => trip.collection(name).get()),
  ]);
  const privates = await Promise.all(versionRefs.map((ref) => ref.collection(COLLECTIONS.planPrivate).get()));
  // Choices and every vote on them (docs/decide-together.md); listDocuments finds votes whose
  // choice is already gone, as for versions.
  const choiceRefs = await trip.collection(COLLECTIONS.planChoices).listDocuments();
  const [choices, votes] = await Promise.all([
    choiceRefs.length > 0 ? db.getAll(...choiceRefs) : [],
    Promise.all(choiceRefs.map((ref) => ref.collection(COLLECTIONS.choiceVotes).get())),
  ]);
  // Each traveler's private thread with the planners (listDocuments: the thread has no document).
  const threadRefs = await trip.collection(COLLECTIONS.privateThreads).listDocuments();
  const threads = await Promise.all(threadRefs.map((ref) => ref.collection(COLLECTIONS.messages).get()));
  const versions = versionRefs.length > 0 ? await db.getAll(...versionRefs) : [];

  const since: Timestamp | null = recreated.exists ? (recreated.createTime ?? null) : null;
  const older = (doc: DocumentSnapshot) =>
    doc.exists && (since === null || (doc.createTime?.toMillis() ?? 0) < since.toMillis());

  const doomed = [
    ...privates.flatMap((snap) => snap.docs),
    ...versions,
    ...tokens.docs,
    ...flatDocs.flatMap((snap) => snap.docs),
    ...votes.flatMap((snap) => snap.docs),
    ...threads.flatMap((snap) => snap.docs),
    ...choices,
  ].filter(older);
  const writer = db.bulkWriter();
  for (const doc of doomed) void writer.delete(doc.ref);
  await writer.close();
  return doomed.length;
}
