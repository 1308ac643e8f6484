// The plan's part of deleting an account (docs/trip-plan.md, "Account deletion"), run by
// deleteAccount beside the account-deletion plan: revoke the person's calendar tokens, take
// their uid out of draft items that name them (removing an item left naming nobody), and
// delete their private parts of published versions. Found by queries on the uid, so a run
// that stops half-way is finished by the next.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections.js';

/** Returns how many documents it changed or deleted. */
export async function forgetPlanTraveler(db: Firestore, uid: string): Promise<number> {
  const [tokens, drafts, parts] = await Promise.all([
    db.collection(COLLECTIONS.calendarTokens).where('uid', '==', uid).get(),
    db.collectionGroup(COLLECTIONS.planDraft).where('travelers', 'array-contains', uid).get(),
    db.collectionGroup(COLLECTIONS.planPrivate).where('uid', '==', uid).get(),
  ]);
  const writer = db.bulkWriter();
  for (const token of tokens.docs) {
    writer.delete(token.ref);
    const tripId = token.get('tripId');
    if (typeof tripId === 'string' && tripId)
      writer.delete(db.doc(`${COLLECTIONS.trips}/${tripId}/${COLLECTIONS.calendarFeeds}/${uid}`));
  }
  for (const item of drafts.docs) {
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
  for (const part of parts.docs) writer.delete(part.ref);
  await writer.close();
  return tokens.size * 2 + drafts.size + parts.size;
}
