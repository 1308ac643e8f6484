// Questions and "Looks good" on the plan (docs/plan-questions.md): the member's reads and
// writes beside "Your plan", and the planners' open questions across every trip. The rules
// decide who reads a question's text; these reads ask only for what the viewer may read, so a
// member's queries name their own questions, the whole group's, and the text-free markers.
import {
  addDoc,
  deleteDoc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore/lite';
import {
  looksGoodId,
  orderOpenQuestions,
  type PlanQuestion,
  type PlannerStamp,
  type QuestionMarker,
} from '@domain/plan-questions';
import { db } from '@/lib/firebase';
import {
  allPlanQuestions,
  planLooksGoodOf,
  planLooksGoodRef,
  planQuestionMarksOf,
  planQuestionRef,
  planQuestionsOf,
  tripRef,
} from '@/lib/firestore-refs';

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
  const ref = await addDoc(planQuestionsOf(db, tripId), question);
  return { id: ref.id, question: { ...question, createdAt: null }, at: Date.now() };
}

/** Marks an item "Looks good" for the viewer, or takes the mark back. */
export async function setLooksGood(tripId: string, uid: string, itemId: string, version: number, on: boolean) {
  const ref = planLooksGoodRef(db, tripId, looksGoodId(uid, itemId));
  if (on) await setDoc(ref, { uid, itemId, version, createdAt: serverTimestamp() });
  else await deleteDoc(ref);
}

// ---------- the planners' side ----------

/** At most this many open questions are read at once (newest first). */
export const OPEN_QUESTIONS_LIMIT = 50;

export interface OpenQuestion extends QuestionEntry {
  tripId: string;
  tripName: string;
  /** The trip is assigned to the signed-in planner. */
  mine: boolean;
}

/**
 * Open questions across every trip: one collection-group query (newest first) and one read of
 * each distinct trip, for its name and who took it; the planner's own trips first.
 */
export async function loadOpenQuestions(plannerUid: string): Promise<OpenQuestion[]> {
  const snap = await getDocs(
    query(
      allPlanQuestions(db),
      where('resolved', '==', false),
      orderBy('createdAt', 'desc'),
      limit(OPEN_QUESTIONS_LIMIT),
    ),
  );
  const entries = snap.docs.map((doc) => ({ ...questionEntry(doc), tripId: doc.ref.parent.parent?.id ?? '' }));
  const trips = new Map(
    await Promise.all(
      [...new Set(entries.map((entry) => entry.tripId))].map(
        async (tripId) => [tripId, (await getDoc(tripRef(db, tripId))).data()] as const,
      ),
    ),
  );
  const mine = new Set([...trips].filter(([, trip]) => trip?.assignedTo?.uid === plannerUid).map(([tripId]) => tripId));
  return orderOpenQuestions(
    entries.map((entry) => ({
      ...entry,
      tripName: trips.get(entry.tripId)?.tripName ?? entry.tripId,
      mine: mine.has(entry.tripId),
    })),
    mine,
  );
}

export async function answerQuestion(tripId: string, questionId: string, text: string, by: PlannerStamp) {
  await updateDoc(planQuestionRef(db, tripId, questionId), {
    answer: { text, uid: by.uid, name: by.name, at: serverTimestamp() },
  });
}

export async function resolveQuestion(tripId: string, questionId: string, by: PlannerStamp) {
  await updateDoc(planQuestionRef(db, tripId, questionId), {
    resolved: true,
    resolvedBy: by,
    resolvedAt: serverTimestamp(),
  });
}
