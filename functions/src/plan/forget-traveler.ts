// The plan's part of deleting an account (docs/trip-plan.md, "Account deletion"), run by
// deleteAccount beside the account-deletion plan: revoke the person's calendar tokens, take
// their uid out of draft items that name them (removing an item left naming nobody), and
// delete their private parts of published versions. Found by queries on the uid, so a run
// that stops half-way is finished by the next. The data export reads the same traces
// (readPlanTraces), so it lists what this removes (account/export-plan.ts).
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections.js';
import { forgetChoiceVotes } from './choices-forget.js';

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

/** Returns how many documents it changed or deleted. */
export async function forgetPlanTraveler(db: Firestore, uid: string): Promise<number> {
  const { tokens, drafts, parts } = await readPlanTraces(db, uid);
  const writer = db.bulkWriter();
  for (const token of tokens) {
    writer.delete(token.ref);
    const feed = feedPathOf(token, uid);
    if (feed) writer.delete(db.doc(feed));
  }
  for (const item of drafts) {
    const travelers: unknown = item.get('travelers');
    const rest = Array.isArray(travelers) ? travelers.filter((t) => t !== uid) : [];
    if (rest.length === 0) writer.delete(item.ref);
    // The next revision, and only if no planner saved the item since it was read: a planner's
    // save in between makes this write fail, and the next run (the query finds the uid again) redoes it.
    else {
      const rev = item.get('rev');
      writer.update(
        item.ref,
        { travelers: rest, rev: (typeof rev === 'number' ? rev : 0) + 1 },
        { lastUpdateTime: item.updateTime },
      );
    }
  }
  for (const part of parts) writer.delete(part.ref);
  await writer.close();
  const votes = await forgetChoiceVotes(db, uid);
  return tokens.length * 2 + drafts.length + parts.length + votes;
}
