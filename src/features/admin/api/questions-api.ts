// The planners' "Open questions" (docs/plan-questions.md): every trip's unresolved questions,
// answered and resolved in place. The members' side is src/features/plan/api/questions-api.ts.
import {
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Timestamp,
} from 'firebase/firestore/lite';
import { orderOpenQuestions, type PlanQuestion, type PlannerStamp } from '@domain/plan-questions';
import { db } from '@/lib/firebase';
import { tripRef } from '@/lib/firestore-refs';
import { allPlanQuestions, planQuestionRef } from '@/lib/plan-refs';

/** At most this many open questions are read at once (newest first). */
export const OPEN_QUESTIONS_LIMIT = 50;

export interface OpenQuestion {
  id: string;
  question: PlanQuestion<Timestamp | null>;
  /** When it was asked (ms). */
  at: number;
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
  const entries = snap.docs.map((doc) => {
    const question = doc.data() as PlanQuestion<Timestamp | null>;
    return { id: doc.id, question, at: question.createdAt?.toMillis() ?? 0, tripId: doc.ref.parent.parent?.id ?? '' };
  });
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
