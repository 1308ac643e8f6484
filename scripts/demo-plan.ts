// The published plan of the demo "Bali Retreat" (docs/trip-plan.md): ten items over five days,
// two flights from different zones for different travelers, two lodging nights, a trek for two
// travelers only. Written as the publish function writes it (writePublishedPlan below), which the
// large data set's 40-item plan (scripts/large-plan.ts) reuses.
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { addDays } from '@domain/calendar-day';
import { docPath } from '@domain/collections';
import { buildVersion, EMPTY_ITEM_FIELDS, type DiffableItem } from '@domain/plan';
import { seedDemoChoices } from './demo-choices';
import { seedDemoQuestions } from './demo-questions';

interface DemoPeople {
  organizer: string;
  dana: string;
  eli: string;
}

export async function seedDemoPlan(
  db: Firestore,
  tripId: string,
  startDay: string,
  people: DemoPeople,
  names: Record<string, string>,
  planner: { uid: string; name: string },
): Promise<void> {
  const day = (n: number) => addDays(startDay, n);
  const at = (n: number, time: string, zone: string) => ({ at: `${day(n)}T${time}`, zone });
  const BALI = 'Asia/Makassar';
  const base = EMPTY_ITEM_FIELDS;
  const items: DiffableItem[] = [
    {
      ...base,
      id: 'demo-flight-detroit',
      kind: 'flight',
      title: 'Detroit to Denpasar (DL 167 via Seoul)',
      start: at(0, '10:05', 'America/Detroit'),
      end: at(1, '23:05', BALI),
      place: 'Detroit Metropolitan Airport (DTW)',
      travelers: [people.organizer, people.eli],
      confirmation: 'HK4QZ7',
      price: { currency: 'USD', perPersonMinor: 148_900, totalMinor: null },
      order: 1,
    },
    {
      ...base,
      id: 'demo-flight-berlin',
      kind: 'flight',
      title: 'Berlin to Denpasar (QR 80 via Doha)',
      start: at(0, '13:30', 'Europe/Berlin'),
      end: at(1, '17:45', BALI),
      place: 'Berlin Brandenburg Airport (BER)',
      travelers: [people.dana],
      confirmation: 'QR8DNA',
      price: { currency: 'EUR', perPersonMinor: 97_500, totalMinor: null },
      order: 2,
    },
    {
      ...base,
      id: 'demo-transfer',
      kind: 'transport',
      title: 'Private transfer to Ubud',
      start: at(1, '23:45', BALI),
      end: at(2, '01:15', BALI),
      place: 'Ngurah Rai Airport arrivals hall',
      notes: 'Driver holds a "Tripwise – Rivera" sign.',
      price: { currency: 'IDR', perPersonMinor: null, totalMinor: 450_000 },
      order: 3,
    },
    {
      ...base,
      id: 'demo-villa',
      kind: 'lodging',
      title: 'Villa Sawah, Ubud',
      start: null,
      checkIn: day(1),
      checkOut: day(3),
      place: 'Jl. Raya Sayan, Ubud',
      mapLink: 'https://www.openstreetmap.org/search?query=Sayan%20Ubud',
      bookingRef: 'VS-22817',
      price: { currency: 'IDR', perPersonMinor: null, totalMinor: 9_600_000 },
      order: 4,
    },
    {
      ...base,
      id: 'demo-ridge-walk',
      kind: 'activity',
      title: 'Campuhan Ridge Walk',
      start: at(2, '07:00', BALI),
      end: at(2, '09:00', BALI),
      place: 'Campuhan Ridge trailhead',
      order: 5,
    },
    {
      ...base,
      id: 'demo-yoga',
      kind: 'activity',
      title: 'Morning yoga at the Yoga Barn',
      start: at(2, '10:00', BALI),
      end: at(2, '11:30', BALI),
      place: 'The Yoga Barn, Ubud',
      price: { currency: 'IDR', perPersonMinor: 150_000, totalMinor: null },
      order: 6,
    },
    {
      ...base,
      id: 'demo-dinner',
      kind: 'restaurant',
      title: 'Dinner at Locavore NXT',
      start: at(2, '19:30', BALI),
      place: 'Locavore NXT, Ubud',
      confirmation: 'LOC-5521',
      price: { currency: 'IDR', perPersonMinor: 1_950_000, totalMinor: null },
      order: 7,
    },
    {
      ...base,
      id: 'demo-batur',
      kind: 'activity',
      title: 'Mount Batur sunrise trek',
      start: at(3, '02:30', BALI),
      end: at(3, '10:00', BALI),
      place: 'Pickup at the villa',
      notes: 'Bring a warm layer: it is cold at the top before sunrise.',
      travelers: [people.dana, people.eli],
      price: { currency: 'IDR', perPersonMinor: 850_000, totalMinor: null },
      order: 8,
    },
    {
      ...base,
      id: 'demo-terraces',
      kind: 'activity',
      title: 'Tegallalang rice terraces',
      start: at(3, '14:00', BALI),
      place: 'Tegallalang',
      order: 9,
    },
    {
      ...base,
      id: 'demo-free-day',
      kind: 'note',
      title: 'Free day: spa, market or pool',
      start: at(4, '09:00', BALI),
      notes: 'Ask the planners if you would like something booked.',
      order: 10,
    },
  ];
  const members = [people.organizer, people.dana, people.eli];
  await writePublishedPlan(db, tripId, items, members, names, planner);
  await seedDemoChoices(db, tripId, { checkIn: day(1), checkOut: day(3) }, people, planner);
  await seedDemoQuestions(db, tripId, people, names, planner);
}

/**
 * A plan as the publish function leaves it: the draft items, version 1 and one private part per
 * member, in one batch (at most 200 items + members + 1 writes, under the batch limit of 500).
 * `quiet` marks a version a seed wrote, so no email goes out.
 */
export async function writePublishedPlan(
  db: Firestore,
  tripId: string,
  items: readonly DiffableItem[],
  members: readonly string[],
  names: Record<string, string>,
  planner: { uid: string; name: string },
): Promise<void> {
  const { shared, privateParts } = buildVersion(1, items, null, members, names);
  const batch = db.batch();
  for (const { id, ...item } of items)
    batch.set(db.doc(docPath.planDraftItem(tripId, id)), {
      ...item,
      rev: 1,
      updatedAt: Timestamp.now(),
      updatedBy: planner.uid,
    });
  batch.set(db.doc(docPath.planVersion(tripId, 1)), {
    ...shared,
    publishedAt: Timestamp.now(),
    publishedBy: planner,
    quiet: true,
  });
  for (const part of privateParts) batch.set(db.doc(docPath.planPrivate(tripId, 1, part.uid)), part);
  await batch.commit();
}
