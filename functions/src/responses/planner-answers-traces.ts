// Answers to planners-only join questions (trips/{tripId}/plannerAnswers/{uid},
// docs/join-questions.md) in account deletion and "Download my data": both read the same traces,
// so the export lists what the deletion removes. Found by a collection-group query on the uid, so
// a run that stops half-way is finished by the next. (Answers to the group's questions ride in
// the response, which the account-deletion plan already removes and exports.)
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ExportedDocument } from '../domain/account-export.js';
import { COLLECTIONS } from '../domain/collections.js';
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
