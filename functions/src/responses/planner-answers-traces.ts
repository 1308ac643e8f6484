// Answers to planners-only join questions (trips/{tripId}/plannerAnswers/{uid},
// docs/join-questions.md) in account deletion and "Download my data": both read the same traces,
// so the export lists what the deletion removes. Found by a collection-group query on the uid, so
// a run that stops half-way is finished by the next. (Answers to the group's questions ride in
// the response, which the account-deletion plan already removes and exports.)
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ExportedDocument } from '../domain/account-export.js';
import { COLLECTIONS, collectionPath, docPath } from '../domain/collections.js';
import { exported } from '../account/exported-document.js';

export async function readPlannerAnswerTraces(db: Firestore, uid: string): Promise<QueryDocumentSnapshot[]> {
  return (await db.collectionGroup(COLLECTIONS.plannerAnswers).where('uid', '==', uid).get()).docs;
}

/** Deletes the account's planners-only answers; returns how many documents it deleted. */
export async function forgetPlannerAnswers(db: Firestore, uid: string): Promise<number> {
  const traces = await readPlannerAnswerTraces(db, uid);
  const writer = db.bulkWriter();
  for (const snap of traces) writer.delete(snap.ref);
  await writer.close();
  return traces.length;
}

/** The export's part; `add` records each document's path in the export's `documents`. */
export async function exportPlannerAnswers(
  db: Firestore,
  uid: string,
  add: (doc: ExportedDocument) => ExportedDocument,
): Promise<ExportedDocument[]> {
  return (await readPlannerAnswerTraces(db, uid)).map((snap) => add(exported(snap)));
}

/**
 * A deleted trip's planners-only answers (run by onTripDeleted beside the responses' clean-up),
 * keeping those a trip re-created under the same id wrote since. Returns how many it deleted.
 */
export async function forgetPlannerAnswersOfTrip(db: Firestore, tripId: string): Promise<number> {
  const [answers, trip] = await Promise.all([
    db.collection(collectionPath.plannerAnswers(tripId)).get(),
    db.doc(docPath.trip(tripId)).get(),
  ]);
  const recreatedAt = trip.exists && trip.createTime ? trip.createTime.toMillis() : null;
  const stale = answers.docs.filter((d) => recreatedAt === null || d.createTime.toMillis() < recreatedAt);
  const writer = db.bulkWriter();
  for (const snap of stale) writer.delete(snap.ref);
  await writer.close();
  return stale.length;
}
