// Questions and "Looks good" on the plan (docs/plan-questions.md): the member's reads and
// writes beside "Your plan" (the planners' side: src/features/admin/api/questions-api.ts). The rules
// decide who reads a question's text; these reads ask only for what the viewer may read, so a
// member's queries name their own questions, the whole group's, and the text-free markers.
import {
  deleteDoc,
  doc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  where,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore/lite';
import {
  looksGoodId,
  nextQuestionQuota,
  QUESTION_RATE,
  type PlanQuestion,
  type QuestionMarker,
  type QuestionQuota,
} from '@domain/plan-questions';
import { db } from '@/lib/firebase';
import { Refusal } from '@/ui/use-action';
import {
  planLooksGoodOf,
  planLooksGoodRef,
  planQuestionMarksOf,
  planQuestionQuotaRef,
  planQuestionsOf,
} from '@/lib/plan-refs';

export type StoredQuestion = PlanQuestion<Timestamp | null>;
export interface QuestionEntry {
  id: string;
  question: StoredQuestion;
  /** When it was asked (ms), for ordering; a just-written one counts as now. */
  at: number;
}
export interface MarkerEntry {
  id: string;
  marker: QuestionMarker<Timestamp | null>;
  at: number;
}

/** What "Your plan" shows of questions and marks, for every item at once. */
export interface PlanFeedback {
  questions: QuestionEntry[];
  markers: MarkerEntry[];
  /** Item ids the viewer marked "Looks good". */
  looksGood: string[];
}

const millis = (at: Timestamp | null | undefined) =>
  at && typeof at.toMillis === 'function' ? at.toMillis() : Date.now();

function questionEntry(snap: QueryDocumentSnapshot): QuestionEntry {
  const question = snap.data() as StoredQuestion;
  return { id: snap.id, question, at: millis(question.createdAt) };
}

/**
 * The viewer's questions and marks on one trip's plan. The organizer reads every question; a
 * member reads their own, those asked to the whole group, and the markers of the rest.
 */
export async function loadPlanFeedback(tripId: string, uid: string, organizer: boolean): Promise<PlanFeedback> {
  const questions = planQuestionsOf(db, tripId);
  const [readable, markers, marks] = await Promise.all([
    organizer
      ? getDocs(questions).then((snap) => snap.docs.map(questionEntry))
      : Promise.all([
          getDocs(query(questions, where('askerUid', '==', uid))),
          getDocs(query(questions, where('toGroup', '==', true))),
        ]).then(([own, group]) => {
          const byId = new Map([...own.docs, ...group.docs].map((snap) => [snap.id, questionEntry(snap)]));
          return [...byId.values()];
        }),
    organizer ? Promise.resolve(null) : getDocs(planQuestionMarksOf(db, tripId)),
    getDocs(query(planLooksGoodOf(db, tripId), where('uid', '==', uid))),
  ]);
  return {
    questions: readable,
    markers: (markers?.docs ?? []).map((snap) => {
      const marker = snap.data() as QuestionMarker<Timestamp | null>;
      return { id: snap.id, marker, at: millis(marker.askedAt) };
    }),
    looksGood: marks.docs.map((snap) => String(snap.get('itemId'))),
  };
}

export interface NewQuestion {
  itemId: string;
  itemTitle: string;
  version: number;
  askerName: string;
  text: string;
  toGroup: boolean;
}

/** Asks a question in the viewer's name; returns it as stored (with the time still to come). */
/** Said when the member has used up the hour's questions on this trip (the rules refuse more). */
export const TOO_MANY_QUESTIONS = `You have asked ${QUESTION_RATE.max} questions on this trip in the last hour. Please wait a little before asking more.`;

export async function askQuestion(tripId: string, uid: string, asked: NewQuestion): Promise<QuestionEntry> {
  const question = {
    tripId,
    ...asked,
    askerUid: uid,
    createdAt: serverTimestamp(),
    answer: null,
    resolved: false,
    resolvedBy: null,
    resolvedAt: null,
  };
  // The question and the asker's counter go in one transaction: the rules refuse a question its
  // counter does not name, and more than QUESTION_RATE.max in an hour (docs/plan-questions.md).
  const ref = doc(planQuestionsOf(db, tripId));
  const quotaRef = planQuestionQuotaRef(db, tripId, uid);
  await runTransaction(db, async (tx) => {
    const before = await tx.get(quotaRef);
    const quota = nextQuestionQuota(before.data() as Partial<QuestionQuota> | undefined, uid, ref.id, Date.now());
    if (!quota) throw new Refusal(TOO_MANY_QUESTIONS);
    tx.set(ref, question);
    tx.set(quotaRef, quota);
  });
  return { id: ref.id, question: { ...question, createdAt: null }, at: Date.now() };
}

/** Marks an item "Looks good" for the viewer, or takes the mark back. */
export async function setLooksGood(tripId: string, uid: string, itemId: string, version: number, on: boolean) {
  const ref = planLooksGoodRef(db, tripId, looksGoodId(uid, itemId));
  if (on) await setDoc(ref, { uid, itemId, version, createdAt: serverTimestamp() });
  else await deleteDoc(ref);
}
