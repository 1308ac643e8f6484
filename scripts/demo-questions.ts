// Questions on the demo "Bali Retreat" plan (docs/plan-questions.md): Dana's open question about
// the airport transfer (to the planners), and Eli's question about the sunrise trek, asked to the
// whole group, answered and resolved by the planner. Written with their markers as the trigger
// derives them, and `quiet`, so seeding emails nobody.
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { markerOf, type PlanQuestion } from '@domain/plan-questions';
import { docPath } from '@domain/collections';

export async function seedDemoQuestions(
  db: Firestore,
  tripId: string,
  people: { dana: string; eli: string },
  names: Record<string, string>,
  planner: { uid: string; name: string },
): Promise<void> {
  const hoursAgo = (hours: number) => Timestamp.fromMillis(Date.now() - hours * 3_600_000);
  const asked = (id: string, question: Omit<PlanQuestion<Timestamp>, 'tripId' | 'version'>) => ({
    id,
    question: { tripId, version: 1, ...question },
  });
  const questions = [
    asked('demo-question-transfer', {
      itemId: 'demo-transfer',
      itemTitle: 'Private transfer to Ubud',
      askerUid: people.dana,
      askerName: names[people.dana] ?? 'Dana',
      text: 'Is the airport transfer included, and will the driver wait if my flight lands late?',
      toGroup: false,
      createdAt: hoursAgo(3),
      answer: null,
      resolved: false,
      resolvedBy: null,
      resolvedAt: null,
    }),
    asked('demo-question-trek', {
      itemId: 'demo-batur',
      itemTitle: 'Mount Batur sunrise trek',
      askerUid: people.eli,
      askerName: names[people.eli] ?? 'Eli',
      text: 'What time does the trek pickup leave the villa?',
      toGroup: true,
      createdAt: hoursAgo(30),
      answer: {
        text: 'The guide picks you up at the villa gate at 02:30; breakfast is on the summit.',
        uid: planner.uid,
        name: planner.name,
        at: hoursAgo(26),
      },
      resolved: true,
      resolvedBy: planner,
      resolvedAt: hoursAgo(26),
    }),
  ];
  const batch = db.batch();
  for (const { id, question } of questions) {
    batch.set(db.doc(docPath.planQuestion(tripId, id)), { ...question, quiet: true });
    batch.set(db.doc(docPath.planQuestionMark(tripId, id)), markerOf(question));
  }
  await batch.commit();
}
