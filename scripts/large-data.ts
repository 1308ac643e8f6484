// The planner workspace's data set at agency scale (issue 18): 1,000 trips across the three
// planner lists, one trip with 100 answers, one user in 50 trips, one booked trip of six with a
// published 40-item plan (scripts/large-plan.ts) and a member who signs in to read it. Every id
// starts with `large-` and every account is its own, so the demo data (scripts/seed.ts) is never
// touched. Used by `npm run seed:large` (scripts/seed-large.ts), `npm run perf` and tests/reads.
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { docPath } from '@domain/collections';
import { tripDocument, type TripDocumentInput } from '@domain/trip-document';
import { DEMO_PASSWORD } from './demo-data';
import { splitAnswers } from '@domain/private-answers';
import { writePublishedPlan } from './demo-plan';
import { largePlanItems } from './large-plan';

export const LARGE = {
  tripCount: 1000,
  /** Of the 1,000: booked (not finished) and finished; the rest are ready to plan. */
  booked: 250,
  finished: 150,
  hundredTrip: 'large-hundred-travelers',
  hundredResponses: 100,
  /** Planner notes on the 100-answer trip: more than the brief shows when it opens. */
  hundredNotes: 5,
  busyTrips: 50,
  planner: { email: 'priya.large@tripwise.example', firstName: 'Priya', lastName: 'Shah' },
  busy: { email: 'busy.large@tripwise.example', firstName: 'Bea', lastName: 'Busy' },
  /** One of the booked trips (its index among the 1,000) carries the 40-item plan. */
  planTrip: 'large-forty-item-plan',
  planTripIndex: 600,
  planTripName: 'Lisbon and Porto Grand Tour',
  /** The plan trip's member `npm run perf` signs in as; four more travelers have no account. */
  member: { email: 'milo.large@tripwise.example', firstName: 'Milo', lastName: 'Ferreira' },
  password: DEMO_PASSWORD,
} as const;

const HOUR = 3_600_000;
const DESTINATIONS = [
  'Lisbon, Portugal',
  'Kyoto, Japan',
  'Bali, Indonesia',
  'Denver, CO',
  'Oaxaca, Mexico',
  'Reykjavík, Iceland',
];
const NAMES = ['Spring Break', 'Family Reunion', 'Bachelorette Weekend', 'Team Offsite', 'Ski Week', 'Wedding Party'];
const FIRST = ['Ana', 'Ben', 'Chloé', 'Dev', 'Eli', 'Fatima', 'Gus', 'Hana', 'Ivan', 'Jo'];
const LAST = ['Rivera', 'Okafor', 'Kim', 'Novak', 'Haddad', 'Larsen', 'Mendes', 'Sato', 'Petrov', 'Quinn'];
const noonUtc = (ms: number) =>
  Timestamp.fromMillis(Date.parse(`${new Date(ms).toISOString().slice(0, 10)}T12:00:00Z`));

async function ensureAccount(
  auth: Auth,
  person: { email: string; firstName: string; lastName: string },
  admin: boolean,
) {
  const displayName = `${person.firstName} ${person.lastName}`;
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(person.email)).uid;
  } catch {
    uid = (await auth.createUser({ email: person.email, password: LARGE.password, displayName, emailVerified: true }))
      .uid;
  }
  await auth.setCustomUserClaims(uid, admin ? { admin: true } : null);
  return uid;
}

/**
 * Trip i of the set: state by index (ready, then booked, then finished), ready a day and i hours
 * ago, so trips the demo or a test marks ready now stay at the top of the list.
 */
function largeTrip(
  i: number,
  now: number,
  organizer: { uid: string; email: string },
  joined: string[],
  planner: { uid: string; name: string },
  named: Partial<TripDocumentInput<Timestamp>> = {},
) {
  const finished = i >= LARGE.tripCount - LARGE.finished;
  const booked = finished || i >= LARGE.tripCount - LARGE.finished - LARGE.booked;
  const readyAt = Timestamp.fromMillis(now - (24 + i) * HOUR);
  const start = now + (30 + (i % 200)) * 24 * HOUR;
  return tripDocument(
    {
      tripName: `${NAMES[i % NAMES.length]} ${String(i).padStart(4, '0')}`,
      userId: organizer.uid,
      organizerEmail: organizer.email,
      organizerName: organizer.email.split('@')[0],
      destination: DESTINATIONS[i % DESTINATIONS.length],
      numPeople: 4 + (i % 8),
      vibe: 'Relaxed days, one big dinner together.',
      startDate: noonUtc(start),
      endDate: noonUtc(start + 6 * 24 * HOUR),
      timingFlex: i % 2 ? 'flexible' : 'same',
      sameOrigin: i % 3 ? 'yes' : 'no',
      extraNotes: '',
      plannedOptions: {
        hotels: true,
        restaurants: i % 2 === 0,
        flights: i % 3 === 0,
        transport: false,
        tickets: false,
        all: false,
      },
      tripType: i % 2 ? 'international' : 'domestic',
      ...named,
    },
    Timestamp.fromMillis(readyAt.toMillis() - 7 * 24 * HOUR),
    {
      status: 'ready',
      readyAt,
      joined,
      isBooked: booked,
      isFinished: finished,
      ...(booked ? { bookedBy: planner, bookedAt: Timestamp.fromMillis(readyAt.toMillis() + HOUR) } : {}),
      ...(finished ? { finishedBy: planner, finishedAt: Timestamp.fromMillis(readyAt.toMillis() + 2 * HOUR) } : {}),
      // Every seventh trip is Priya's, so "Mine" has a list of its own.
      assignedTo: i % 7 === 1 ? planner : null,
      paid: true,
      amountPaid: 5000,
      currency: 'usd',
      checkoutSessionId: `cs_large_${i}`,
    },
  );
}

/** Answer j of the 100-traveler trip: every field filled in some way, some needing action. */
function largeResponse(j: number, now: number) {
  const first = FIRST[j % FIRST.length];
  const last = `${LAST[Math.floor(j / 10) % LAST.length]}`;
  const start = now + (40 + (j % 5)) * 24 * HOUR;
  const end = start + (5 + (j % 4)) * 24 * HOUR;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10).split('-');
  const text = (ms: number) => {
    const [y, m, d] = day(ms);
    return `${m}/${d}/${y}`;
  };
  return {
    uid: `large-traveler-${String(j).padStart(3, '0')}`,
    firstName: first,
    lastName: last,
    name: `${first} ${last} ${j + 1}`,
    email: `traveler${j + 1}.large@example.com`,
    availability: `${text(start)} - ${text(end)}`,
    availabilityStart: noonUtc(start),
    availabilityEnd: noonUtc(end),
    budget: ['$1,200', '$900-1,400', '1500 USD', '€1,000', 'flexible'][j % 5],
    preferences: ['Beach mornings', 'Museums', 'Street food', 'Hiking', 'Nightlife'][j % 5],
    fromLocation: ['Chicago, IL', 'Austin, TX', 'Toronto, ON', 'Boston, MA'][j % 4],
    mustSee: ['The old town', 'A cooking class', 'Sunset cruise', ''][j % 4],
    flexibility: (['fixed', 'somewhat', 'very'] as const)[j % 3],
    accommodations: j % 9 === 0 ? 'Vegetarian' : j % 13 === 0 ? 'Severe nut allergy' : '',
    shareRoom: (['yes', 'yes', 'no', 'maybe'] as const)[j % 4],
    specialTravel: j % 17 === 0 ? 'Wheelchair user: step-free rooms, please' : '',
    submittedAt: Timestamp.fromMillis(now - j * HOUR),
  };
}

function profile(person: { email: string; firstName: string; lastName: string }, joinedTrips: string[]) {
  const { email, firstName, lastName } = person;
  return { email, acceptedTerms: true, firstName, lastName, name: `${firstName} ${lastName}`, joinedTrips };
}

/** Writes in batches of 400 (Firestore's limit is 500 writes per batch). */
async function writeAll(db: Firestore, docs: [string, Record<string, unknown>][]) {
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const [path, data] of docs.slice(i, i + 400)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

export interface LargeDataSet {
  plannerUid: string;
  busyUid: string;
  memberUid: string;
}

/**
 * Seeds (or re-seeds: same ids, same content) the large data set. The busy user organizes
 * 25 of the trips and has answered 25 others; the 100-traveler trip is the newest ready trip.
 */
export async function seedLargeDataSet(db: Firestore, auth: Auth): Promise<LargeDataSet> {
  const plannerUid = await ensureAccount(auth, LARGE.planner, true);
  const busyUid = await ensureAccount(auth, LARGE.busy, false);
  const memberUid = await ensureAccount(auth, LARGE.member, false);
  const planner = { uid: plannerUid, name: LARGE.planner.firstName };
  const now = Date.now();
  const docs: [string, Record<string, unknown>][] = [];
  const busyTrips: string[] = [];
  const hundredUids = Array.from({ length: LARGE.hundredResponses }, (_, j) => largeResponse(j, now).uid);
  const planOthers = [1, 2, 3, 4].map((k) => `large-plan-traveler-${k}`) as [string, string, string, string];
  const planTravelers = [memberUid, ...planOthers];
  let planTrip: ReturnType<typeof largeTrip> | null = null;

  for (let i = 0; i < LARGE.tripCount; i += 1) {
    const id =
      i === 0
        ? LARGE.hundredTrip
        : i === LARGE.planTripIndex
          ? LARGE.planTrip
          : `large-trip-${String(i).padStart(4, '0')}`;
    const organizerNo = i % 40;
    let organizer = { uid: `large-organizer-${organizerNo}`, email: `organizer${organizerNo}.large@example.com` };
    let joined = [organizer.uid];
    // Trips 1-50 are the busy user's: the first 25 organized, the next 25 joined.
    if (i >= 1 && i <= LARGE.busyTrips) {
      if (i <= LARGE.busyTrips / 2) organizer = { uid: busyUid, email: LARGE.busy.email };
      joined = [organizer.uid, busyUid].filter((uid, k, all) => all.indexOf(uid) === k);
      busyTrips.push(id);
    }
    if (i === 0) joined = hundredUids;
    if (i === LARGE.planTripIndex) joined = [organizer.uid, ...planTravelers];
    const named =
      i === 0
        ? { tripName: 'Hundred Travelers Reunion', numPeople: 100 }
        : i === LARGE.planTripIndex
          ? { tripName: LARGE.planTripName, destination: 'Lisbon, Portugal', numPeople: joined.length }
          : {};
    const data = largeTrip(i, now, organizer, joined, planner, named);
    if (i === LARGE.planTripIndex) planTrip = data;
    docs.push([docPath.trip(id), data]);
  }
  for (let j = 0; j < LARGE.hundredResponses; j += 1) {
    // Both parts of each answer, as the join form writes them (docs/security.md).
    const { shared, privateAnswers } = splitAnswers(largeResponse(j, now));
    docs.push([docPath.response(LARGE.hundredTrip, hundredUids[j]), shared]);
    docs.push([docPath.privateAnswers(LARGE.hundredTrip, hundredUids[j]), privateAnswers]);
  }
  for (let j = 0; j < LARGE.hundredNotes; j += 1)
    docs.push([
      docPath.note(LARGE.hundredTrip, `large-note-${j}`),
      {
        text: `Call ${j + 1}: confirmed room blocks with the hotel.`,
        authorUid: plannerUid,
        authorName: planner.name,
        createdAt: Timestamp.fromMillis(now - (j + 1) * HOUR),
      },
    ]);
  docs.push([docPath.user(busyUid), profile(LARGE.busy, busyTrips)]);
  docs.push([docPath.user(plannerUid), profile(LARGE.planner, [])]);
  docs.push([docPath.user(memberUid), profile(LARGE.member, [LARGE.planTrip])]);
  // The plan trip's travelers answered like the hundred did (the rules let respondents read the
  // trip's answers, so the member's trip page loads as a real member's would).
  if (!planTrip) throw new Error(`trip ${LARGE.planTripIndex} of ${LARGE.tripCount} carries the plan`);
  const names: Record<string, string> = {};
  planTrip.joined.forEach((uid, k) => {
    const person =
      uid === memberUid
        ? LARGE.member
        : { email: `plan${k}.large@example.com`, firstName: FIRST[k % FIRST.length], lastName: LAST[k % LAST.length] };
    names[uid] = `${person.firstName} ${person.lastName}`;
    const { shared, privateAnswers } = splitAnswers({ ...largeResponse(k, now), uid, ...person, name: names[uid] });
    docs.push([docPath.response(LARGE.planTrip, uid), shared]);
    docs.push([docPath.privateAnswers(LARGE.planTrip, uid), privateAnswers]);
  });
  await writeAll(db, docs);
  await writePublishedPlan(
    db,
    LARGE.planTrip,
    largePlanItems(planTrip.startDate.toDate().toISOString().slice(0, 10), {
      organizer: planTrip.joined[0],
      member: memberUid,
      others: planOthers,
    }),
    planTrip.joined,
    names,
    planner,
  );
  return { plannerUid, busyUid, memberUid };
}
