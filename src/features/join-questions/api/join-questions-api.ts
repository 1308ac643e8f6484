// The one write of a trip's join questions: the whole list on the trip (firestore.rules
// isJoinQuestionsEdit checks it; the functions mirror it to the invite record for the join page).
import { updateDoc } from 'firebase/firestore/lite';
import type { JoinQuestion } from '@domain/join-questions';
import { db } from '@/lib/firebase';
import { tripUpdateRef } from '@/lib/firestore-refs';

export async function saveJoinQuestions(tripId: string, questions: readonly JoinQuestion[]): Promise<void> {
  await updateDoc(tripUpdateRef(db, tripId), { joinQuestions: questions.map((q) => ({ ...q })) });
}
