// The demo's choices on "Bali Retreat" (docs/decide-together.md): the villa is a choice between
// two places to stay, answered by all three travelers, and the rice terraces are an optional day
// trip with two in and one out (Eli), so it has left Eli's plan, calendar and total.
// The deadline is a week from the day of seeding, 18:00 on Bali's clock. Written once: a restart
// that keeps the users' data leaves the choices as the users left them.
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { localAtOf } from '@domain/plan';
import { deadlineInstant, type ChoiceOption } from '@domain/plan-choices';
import { collectionPath, docPath } from '@domain/collections';

interface DemoPeople {
  organizer: string;
  dana: string;
  eli: string;
}

const BALI = 'Asia/Makassar';

export async function seedDemoChoices(
  db: Firestore,
  tripId: string,
  nights: { checkIn: string; checkOut: string },
  people: DemoPeople,
  planner: { uid: string },
): Promise<void> {
  const deadlineLocal = { at: `${localAtOf(Date.now() + 7 * 86_400_000, BALI).slice(0, 10)}T18:00`, zone: BALI };
  const open = {
    deadline: Timestamp.fromMillis(deadlineInstant(deadlineLocal)),
    deadlineLocal,
    status: 'open',
    confirmedOption: null,
    updatedAt: Timestamp.now(),
    updatedBy: planner.uid,
  };
  const stay = (id: 'a' | 'b', title: string, perPersonMinor: number, link: string): ChoiceOption => ({
    id,
    title,
    start: null,
    end: null,
    ...nights,
    price: { currency: 'IDR', perPersonMinor, totalMinor: null },
    link,
  });
  const choices = db.collection(collectionPath.planChoices(tripId));
  // A restart that keeps what users made keeps their votes and confirmations too.
  if ((await choices.doc('demo-villa').get()).exists) return;
  const vote = (choice: string, uid: string, answers: Record<string, string>) =>
    db.doc(docPath.choiceVote(tripId, choice, uid)).set({ uid, answers, updatedAt: Timestamp.now() });
  await Promise.all([
    choices.doc('demo-villa').set({
      kind: 'pick',
      itemKind: 'lodging',
      title: 'Where we stay in Ubud',
      options: [
        stay('a', 'Villa Sawah, Ubud', 3_200_000, 'https://www.openstreetmap.org/search?query=Sayan%20Ubud'),
        stay('b', 'Bambu Indah eco lodge', 4_100_000, 'https://www.openstreetmap.org/search?query=Bambu%20Indah'),
      ],
      ...open,
    }),
    choices.doc('demo-terraces').set({
      kind: 'whoIsIn',
      itemKind: 'activity',
      title: 'Tegallalang rice terraces',
      options: [],
      ...open,
    }),
  ]);
  await Promise.all([
    vote('demo-villa', people.organizer, { a: 'yes', b: 'ifNeedBe' }),
    vote('demo-villa', people.dana, { a: 'ifNeedBe', b: 'yes' }),
    vote('demo-villa', people.eli, { a: 'yes', b: 'no' }),
    vote('demo-terraces', people.organizer, { going: 'in' }),
    vote('demo-terraces', people.dana, { going: 'in' }),
    vote('demo-terraces', people.eli, { going: 'out' }),
  ]);
}
