// Plan questions and "Looks good" in account deletion and "Download my data"
// (docs/plan-questions.md): both read the same traces (readQuestionTraces), so the export lists
// every document the deletion removes or changes. A member's questions (with the group's
// markers of them) and marks go; a planner's answers and resolutions stay for the asker, without
// the planner's uid and name. Found by queries on the uid, so a run that stops half-way is
// finished by the next.
import { FieldValue, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ExportedDocument, QuestionsExport } from '../domain/account-export.js';
import { COLLECTIONS } from '../domain/collections.js';
import { FORMER_PLANNER } from '../account/cleanup-store.js';
import { exported } from '../account/exported-document.js';
import { allPlanLooksGood, allPlanQuestions } from '../firestore-refs.js';

export interface QuestionTraces {
  /** Questions the account asked (their text, and the planners' answers to them). */
  asked: QueryDocumentSnapshot[];
  /** The account's "Looks good" marks. */
  looksGood: QueryDocumentSnapshot[];
  /** Questions a planner account answered (answer.uid). */
  answered: QueryDocumentSnapshot[];
  /** Questions a planner account resolved (resolvedBy.uid). */
  resolved: QueryDocumentSnapshot[];
  /** The account's question counters (planQuestionQuota/{uid}, one per trip it asked on). */
  counters: QueryDocumentSnapshot[];
}

export async function readQuestionTraces(db: Firestore, uid: string): Promise<QuestionTraces> {
  const [asked, looksGood, answered, resolved, counters] = await Promise.all([
    allPlanQuestions(db).where('askerUid', '==', uid).get(),
    allPlanLooksGood(db).where('uid', '==', uid).get(),
    allPlanQuestions(db).where('answer.uid', '==', uid).get(),
    allPlanQuestions(db).where('resolvedBy.uid', '==', uid).get(),
    db.collectionGroup(COLLECTIONS.planQuestionQuota).where('uid', '==', uid).get(),
  ]);
  return {
    asked: asked.docs,
    looksGood: looksGood.docs,
    answered: answered.docs,
    resolved: resolved.docs,
    counters: counters.docs,
  };
}

/** trips/{tripId}/planQuestionMarks/{id}: the group's marker of a question. */
function markerPathOf(question: QueryDocumentSnapshot): string {
  return `${question.ref.parent.path.replace(/[^/]+$/, COLLECTIONS.planQuestionMarks)}/${question.id}`;
}

/** Returns how many documents it changed or deleted. */
export async function forgetQuestionTraces(db: Firestore, uid: string): Promise<number> {
  const { asked, looksGood, answered, resolved, counters } = await readQuestionTraces(db, uid);
  const gone = new Set(asked.map((q) => q.ref.path));
  const writer = db.bulkWriter();
  for (const question of asked) {
    writer.delete(question.ref);
    writer.delete(db.doc(markerPathOf(question)));
  }
  for (const mark of looksGood) writer.delete(mark.ref);
  for (const counter of counters) writer.delete(counter.ref);
  const kept = (snaps: QueryDocumentSnapshot[]) => snaps.filter((q) => !gone.has(q.ref.path));
  for (const question of kept(answered))
    writer.update(question.ref, { 'answer.uid': FieldValue.delete(), 'answer.name': FORMER_PLANNER });
  for (const question of kept(resolved)) writer.update(question.ref, { resolvedBy: null });
  await writer.close();
  return asked.length * 2 + looksGood.length + counters.length + kept(answered).length + kept(resolved).length;
}

/** The export's part; `add` records each document's path in the export's `documents`. */
export async function exportQuestionData(
  db: Firestore,
  uid: string,
  add: (doc: ExportedDocument) => ExportedDocument,
): Promise<QuestionsExport> {
  const { asked, looksGood, answered, resolved, counters } = await readQuestionTraces(db, uid);
  return {
    questionsAsked: asked.map((question) => {
      add({ path: markerPathOf(question), data: {} });
      return add(exported(question));
    }),
    looksGood: looksGood.map((mark) => add(exported(mark))),
    questionCounters: counters.map((counter) => add(exported(counter))),
    // A planner's answers belong to the askers' conversations: the question's path and the
    // planner's own answer, never the asker's text.
    answersWritten: answered.map((question) =>
      add(exported(question, { answer: question.get('answer'), itemTitle: question.get('itemTitle') })),
    ),
    questionsResolved: resolved.map((question) => add({ path: question.ref.path, data: {} })).map((doc) => doc.path),
  };
}
