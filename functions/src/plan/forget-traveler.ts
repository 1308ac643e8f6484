// The plan's part of deleting an account (docs/trip-plan.md, "Account deletion"), run by
// deleteAccount beside the account-deletion plan: revoke the person's calendar tokens, take
// their uid out of draft items that name them (removing an item left naming nobody), write
// them out of the published versions as "A former traveler" and delete their private parts. Found by queries on the uid, so a run
// that stops half-way is finished by the next. The data export reads the same traces
// (readPlanTraces), so it lists what this removes (account/export-plan.ts).
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections.js';
import { forgetChoiceVotes } from './choices-forget.js';
import { forgetInDraftItem, forgetInVersions } from './former-traveler.js';

/** Where the plan names account `uid`, as found. */
export interface PlanTraces {
  /** calendarTokens/{token} whose `uid` is the account's (the id is the secret token). */
  tokens: QueryDocumentSnapshot[];
  /** Draft items whose `travelers` lists the uid. */
  drafts: QueryDocumentSnapshot[];
  /** planVersions/{v}/private/{uid}: the account's own details of each published version. */
  parts: QueryDocumentSnapshot[];
}

export async function readPlanTraces(db: Firestore, uid: string): Promise<PlanTraces> {
  const [tokens, drafts, parts] = await Promise.all([
    db.collection(COLLECTIONS.calendarTokens).where('uid', '==', uid).get(),
    db.collectionGroup(COLLECTIONS.planDraft).where('travelers', 'array-contains', uid).get(),
    db.collectionGroup(COLLECTIONS.planPrivate).where('uid', '==', uid).get(),
  ]);
  return { tokens: tokens.docs, drafts: drafts.docs, parts: parts.docs };
}

/** The calendar feed a token belongs to: trips/{tripId}/calendarFeeds/{uid}, or null. */
export function feedPathOf(token: QueryDocumentSnapshot, uid: string): string | null {
  const tripId = token.get('tripId');
  return typeof tripId === 'string' && tripId
    ? `${COLLECTIONS.trips}/${tripId}/${COLLECTIONS.calendarFeeds}/${uid}`
    : null;
}

/** trips/{tripId}/...: the trip a document of the plan belongs to. */
const tripOf = (doc: QueryDocumentSnapshot) => doc.ref.path.split('/')[1] ?? '';

/** Returns how many documents it changed or deleted. */
export async function forgetPlanTraveler(db: Firestore, uid: string): Promise<number> {
  const { tokens, drafts, parts } = await readPlanTraces(db, uid);
  // The published versions first (docs/security.md, "Round 4"): the name and uid become "A former
  // traveler", and only then do the private parts go, which are how the next run finds these trips.
  let versionWrites = 0;
  for (const tripId of new Set([...parts, ...drafts].map(tripOf)))
    versionWrites += await forgetInVersions(db, tripId, uid);
  const writer = db.bulkWriter();
  for (const token of tokens) {
    void writer.delete(token.ref);
    const feed = feedPathOf(token, uid);
    if (feed) void writer.delete(db.doc(feed));
  }
  for (const item of drafts) forgetInDraftItem(writer, item, uid);
  // A private part whose version is gone (or was never stored) is found by the query alone;
  // the versions' own parts went above, so these deletes are no-ops for them.
  for (const part of parts) void writer.delete(part.ref);
  await writer.close();
  const votes = await forgetChoiceVotes(db, uid);
  return tokens.length * 2 + drafts.length + versionWrites + votes;
}
