// The choices' part of deleting an account and of "Download my data" (docs/decide-together.md):
// a member's votes, found by one collection-group query on the uid, so the export lists exactly
// what the deletion removes. Choices themselves are the planners' and stay.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections.js';

export async function readVoteTraces(db: Firestore, uid: string): Promise<QueryDocumentSnapshot[]> {
  return (await db.collectionGroup(COLLECTIONS.choiceVotes).where('uid', '==', uid).get()).docs;
}

/** Deletes the account's votes; returns how many. */
export async function forgetChoiceVotes(db: Firestore, uid: string): Promise<number> {
  const votes = await readVoteTraces(db, uid);
  const writer = db.bulkWriter();
  for (const vote of votes) writer.delete(vote.ref);
  await writer.close();
  return votes.length;
}
