// Writing a person out of a trip's plan (docs/security.md, "Round 4"). Two callers:
// - removal (or leaving): onTripWrittenSyncInvite sees the uid leave `joined`, and everything the
//   person left on that trip goes: their questions (with the group's markers), "Looks good"
//   marks, votes, question counter, calendar feed and token (a rejoin gets a new one), their
//   private parts of the published versions, and their uid in draft items;
// - account deletion: forgetPlanTraveler (forget-traveler.ts) does the same across every trip.
// In both, the published versions every member reads are rewritten: the uid and the name become
// "A former traveler" (domain/former-traveler.ts), the rest of the plan stays as it was.
import type { BulkWriter, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections.js';
import { versionNames, withoutTraveler, type VersionNames } from '../domain/former-traveler.js';
import {
  calendarFeedRef,
  calendarTokenRef,
  planChoicesOf,
  planDraftOf,
  planLooksGoodOf,
  planQuestionMarkRef,
  planQuestionsOf,
  planVersionsOf,
  tripRef,
} from '../firestore-refs.js';

/** A draft item without `uid`: deleted when it named nobody else, else its next revision. */
export function forgetInDraftItem(writer: BulkWriter, item: QueryDocumentSnapshot, uid: string): void {
  const travelers: unknown = item.get('travelers');
  const rest = Array.isArray(travelers) ? travelers.filter((t) => t !== uid) : [];
  if (rest.length === 0) {
    void writer.delete(item.ref);
    return;
  }
  // Only if no planner saved the item since it was read: a planner's save in between makes this
  // write fail, and the next run (the query finds the uid again) redoes it.
  const rev = item.get('rev');
  void writer.update(
    item.ref,
    { travelers: rest, rev: (typeof rev === 'number' ? rev : 0) + 1 },
    { lastUpdateTime: item.updateTime },
  );
}

/**
 * Rewrites the published versions of `tripId` that name `uid` (deleting the person's private
 * part of each) and answers how many documents it changed. Committed on its own, before any
 * other trace goes: the private parts are how account deletion finds these trips again.
 */
export async function forgetInVersions(db: Firestore, tripId: string, uid: string): Promise<number> {
  const versions = await planVersionsOf(db, tripId).get();
  const writer = db.bulkWriter();
  let writes = 0;
  for (const version of versions.docs) {
    const data = version.data() as VersionNames;
    if (versionNames(data, uid)) {
      void writer.update(version.ref, withoutTraveler(data, uid));
      writes += 1;
    }
  }
  await writer.close();
  const parts = await Promise.all(
    versions.docs.map((version) => version.ref.collection(COLLECTIONS.planPrivate).doc(uid).get()),
  );
  const last = db.bulkWriter();
  for (const part of parts)
    if (part.exists) {
      void last.delete(part.ref);
      writes += 1;
    }
  await last.close();
  return writes;
}

/** Everything `uid` left on trip `tripId`'s plan, gone; answers how many documents changed. */
export async function forgetTravelerOnTrip(db: Firestore, tripId: string, uid: string): Promise<number> {
  const trip = await tripRef(db, tripId).get();
  // Back on the trip (a rejoin raced the event): what they have now is theirs.
  const joined: unknown = trip.get('joined');
  if (trip.get('userId') === uid || (Array.isArray(joined) && joined.includes(uid))) return 0;
  let writes = await forgetInVersions(db, tripId, uid);
  const [drafts, questions, marks, choices, feed, tokens] = await Promise.all([
    planDraftOf(db, tripId).where('travelers', 'array-contains', uid).get(),
    planQuestionsOf(db, tripId).where('askerUid', '==', uid).get(),
    planLooksGoodOf(db, tripId).where('uid', '==', uid).get(),
    planChoicesOf(db, tripId).listDocuments(),
    calendarFeedRef(db, tripId, uid).get(),
    db.collection(COLLECTIONS.calendarTokens).where('uid', '==', uid).where('tripId', '==', tripId).get(),
  ]);
  const writer = db.bulkWriter();
  for (const item of drafts.docs) forgetInDraftItem(writer, item, uid);
  for (const question of questions.docs) {
    void writer.delete(question.ref);
    void writer.delete(planQuestionMarkRef(db, tripId, question.id));
  }
  for (const mark of marks.docs) void writer.delete(mark.ref);
  // A vote's id is its member's uid.
  for (const choice of choices) void writer.delete(choice.collection(COLLECTIONS.choiceVotes).doc(uid));
  void writer.delete(tripRef(db, tripId).collection(COLLECTIONS.planQuestionQuota).doc(uid));
  // Retire the calendar token: a feed URL shared before the removal must not open the plan again
  // if the person rejoins.
  const token: unknown = feed.get('token');
  const tokenIds = new Set(tokens.docs.map((doc) => doc.id));
  if (typeof token === 'string' && token) tokenIds.add(token);
  for (const id of tokenIds) void writer.delete(calendarTokenRef(db, id));
  void writer.delete(feed.ref);
  await writer.close();
  writes += drafts.size + questions.size * 2 + marks.size + choices.length + tokenIds.size + 2;
  return writes;
}
