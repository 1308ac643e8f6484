// A ready trip of the demo organizer with a very long name and a traveler with a very long
// name, and eleven more travelers who all gave the same budget (twelve names behind one figure),
// written straight to the emulator with the seed's own builders: the screenshots and the
// accessibility checks look at how such texts wrap on every page that shows them.
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { dayFromNow, response, seed, setAnswers, trip } from '../../../scripts/seed';
import { DEMO_NAMESPACE, DEMO_USERS } from '../../../scripts/demo-data';
import { adminApp } from './admin';
import { docPath } from '@domain/collections';

let generation = 0;

export const LONG_NAMES = {
  /**
   * Per worker, like the demo data (two workers may show it at the same time), and new on every
   * add: removing the trip fires onTripDeleted, whose clean-up may land after the next add and
   * would take the responses of a trip with the same id.
   */
  get tripId() {
    return `ana-long-names-trip-${DEMO_NAMESPACE}-${generation}`;
  },
  tripName: 'Our Once-in-a-Lifetime Multi-Generational Family Reunion Road Trip Through Patagonia',
  traveler: {
    uid: `long-names-traveler-${DEMO_NAMESPACE}`,
    email: 'bartholomew.alexander-montgomery.fitzgerald-wellington@example.com',
    firstName: 'Bartholomew Alexander',
    lastName: 'Montgomery-Fitzgerald-Wellington',
  },
};

const admin = adminApp;

/** The eleven travelers beside the long-named one, all with the same budget. */
const GROUP = [
  'Quinn Organizer',
  'Ava Lindqvist',
  'Mateo Alvarez',
  'Noor Haddad',
  'Kenji Watanabe',
  'Zara Okonkwo',
  'Luca Bianchi',
  'Ingrid Halvorsen',
  'Diego Romero',
  'Maya Goldberg',
  'Tomasz Kowalczyk',
].map((name, i) => {
  const [firstName, lastName] = name.split(' ');
  return {
    uid: `long-names-group-${i}-${DEMO_NAMESPACE}`,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    firstName,
    lastName,
  };
});

export async function addLongNamesTrip(): Promise<void> {
  // Called from beforeAll, which runs before the per-test seeding (support/fixtures.ts): this
  // worker's demo organizer may not exist yet.
  await seed();
  generation += 1;
  const app = admin();
  const db = getFirestore(app);
  const organizer = (await getAuth(app).getUserByEmail(DEMO_USERS.organizer.email)).uid;
  const { tripId, tripName, traveler } = LONG_NAMES;
  const start = dayFromNow(200);
  const end = dayFromNow(214);
  await db.doc(docPath.trip(tripId)).set(
    trip(organizer, {
      tripName,
      destination: 'El Calafate, El Chaltén, Torres del Paine and Ushuaia, Argentina and Chile',
      numPeople: 12,
      vibe: 'Glaciers, long hikes and asados; grandparents set the pace on the easy days, the cousins go climbing.',
      startDate: start,
      endDate: end,
      tripType: 'international',
      status: 'ready',
      readyAt: Timestamp.now(),
      joined: [traveler.uid, ...GROUP.map((person) => person.uid)],
    }),
  );
  await setAnswers(
    tripId,
    traveler.uid,
    response(traveler.uid, traveler, start, end, {
      budget: 'Around $3,500 per person including flights, but flexible for the right lodge',
      preferences:
        'Quiet estancias over big hotels; one splurge night somewhere with a view of the glacier; a vegetarian-friendly kitchen nearby.',
      fromLocation: 'Saskatoon, Saskatchewan, Canada',
      mustSee: 'Perito Moreno glacier walk, the W trek, penguins on Isla Martillo',
    }),
  );
  for (const person of GROUP)
    await db
      .doc(docPath.response(tripId, person.uid))
      .set(response(person.uid, person, start, end, { budget: '$2,000', flexibility: 'very', shareRoom: 'yes' }));
}

export async function removeLongNamesTrip(): Promise<void> {
  await getFirestore(admin()).recursiveDelete(getFirestore(admin()).doc(docPath.trip(LONG_NAMES.tripId)));
}
