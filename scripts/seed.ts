// Seeds the emulators with demo accounts (organizer, travelers, planner with the admin claim)
// and trips: a draft trip where all four travelers answered (their dates overlap for four
// days; one budget cannot be read) and a ready trip of three whose dates never all overlap
// (two best windows; one budget in euros); on the draft trip, three email invitations, one in
// each tracker state. Idempotent: it replaces what it wrote before.
// The browser tests call it before every test, for their worker's copy (scripts/demo-data.ts).
// Refuses to run against anything but the emulators.
import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, FieldValue } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import {
  addDays,
  ageOn,
  isoDayToUsDate,
  isoDayToUtcNoonMillis,
  todayIsoDay,
  utcMillisToIsoDay,
} from '@domain/calendar-day';
import { splitAnswers } from '@domain/private-answers';
import { docPath, collectionPath } from '@domain/collections';
import { inviteRecordFor } from '@domain/invite-record';
import { tripDocument, type TripDocumentInput, type TripLifecycleFields } from '@domain/trip-document';
import { DEMO_INVITATIONS, DEMO_INVITE_KEYS, DEMO_PASSWORD, DEMO_TRIPS, DEMO_USERS } from './demo-data';
import { PROJECT_ID, pointAdminSdkAtEmulators } from './local-endpoints.mjs';
import { seedDemoPlan } from './demo-plan';
import { seedDemoBookingDetails } from './demo-booking';
import { seedDemoMoney } from './demo-money';

pointAdminSdkAtEmulators();
const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
const auth = getAuth(app);
const db = getFirestore(app);

/** 'YYYY-MM-DD' -> Timestamp of 12:00 UTC that day: the stored calendar-day convention. */
function noonUtc(isoDay: string): Timestamp {
  const millis = isoDayToUtcNoonMillis(isoDay);
  if (millis === null) throw new Error(`Not a calendar day: ${isoDay}`);
  return Timestamp.fromMillis(millis);
}

/** 'YYYY-MM-DD' of the calendar day `days` after today (exported for tests that read the seeded days back). */
export function isoDayFromNow(days: number): string {
  return addDays(todayIsoDay(), days);
}

export function dayFromNow(days: number): Timestamp {
  return noonUtc(isoDayFromNow(days));
}

function textDay(ts: Timestamp): string {
  return isoDayToUsDate(utcMillisToIsoDay(ts.toMillis()));
}

/**
 * Empties a demo trip's subcollections (responses added by earlier runs or tests) but keeps the
 * trip document, which seed() then overwrites: deleting the document would fire onTripDeleted,
 * whose clean-up could land after the re-seed and remove the fresh responses and joinedTrips.
 */
async function clearTripSubcollections(tripId: string): Promise<void> {
  for (const sub of await db.doc(docPath.trip(tripId)).listCollections()) await db.recursiveDelete(sub);
}

/**
 * `npm start` on kept data (--keep-user-data): what other accounts added to a demo trip (their
 * answers, their place in `joined`) stays; only the demo accounts' own answers are rewritten.
 */
async function keepOthersOnDemoTrip(tripId: string, demoUids: string[]): Promise<() => Promise<void>> {
  const ref = db.doc(docPath.trip(tripId));
  const before = await ref.get();
  const joined = ((before.get('joined') as string[] | undefined) ?? []).filter((uid) => !demoUids.includes(uid));
  await Promise.all(demoUids.map((uid) => db.doc(docPath.response(tripId, uid)).delete()));
  return async () => {
    if (joined.length > 0) await ref.update({ joined: FieldValue.arrayUnion(...joined) });
  };
}

async function ensureUser(email: string, displayName: string, admin = false): Promise<string> {
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(email)).uid;
    // Demo accounts are verified: the planner's claim counts only on a verified email.
    await auth.updateUser(uid, { password: DEMO_PASSWORD, displayName, emailVerified: true });
  } catch {
    uid = (await auth.createUser({ email, password: DEMO_PASSWORD, displayName, emailVerified: true })).uid;
  }
  await auth.setCustomUserClaims(uid, admin ? { admin: true } : null);
  return uid;
}

async function seedProfile(
  uid: string,
  person: { email: string; firstName: string; lastName: string; birthday: string },
  joinedTrips: string[],
  preferences: string,
  countries: string,
) {
  await db.doc(docPath.user(uid)).set({
    email: person.email,
    acceptedTerms: true,
    acceptedTermsTimestamp: new Date().toISOString(),
    firstName: person.firstName,
    lastName: person.lastName,
    name: `${person.firstName} ${person.lastName}`,
    age: ageOn(person.birthday),
    birthday: noonUtc(person.birthday),
    preferences,
    countriesVisited: countries,
    profileImage: '',
    joinedTrips,
  });
}

export function response(
  uid: string,
  person: { email: string; firstName: string; lastName: string },
  start: Timestamp,
  end: Timestamp,
  answers: Record<string, string>,
) {
  return {
    uid,
    firstName: person.firstName,
    lastName: person.lastName,
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
    availability: `${textDay(start)} - ${textDay(end)}`,
    availabilityStart: start,
    availabilityEnd: end,
    budget: '',
    preferences: '',
    fromLocation: '',
    mustSee: '',
    flexibility: 'somewhat',
    accommodations: '',
    shareRoom: 'maybe',
    specialTravel: '',
    submittedAt: FieldValue.serverTimestamp(),
    ...answers,
  };
}

/**
 * A demo answer as the join form writes it: the part the group sees and the private part
 * (docs/security.md, "Who sees which answer").
 */
export async function setAnswers(tripId: string, uid: string, answers: Record<string, unknown>): Promise<void> {
  const { shared, privateAnswers } = splitAnswers(answers);
  // One batch, as the join form writes them: never one part without the other.
  const batch = db.batch();
  batch.set(db.doc(docPath.response(tripId, uid)), shared);
  batch.set(db.doc(docPath.privateAnswers(tripId, uid)), privateAnswers);
  await batch.commit();
}

/** invites/{key} for each demo trip, as the functions write them (the trigger would do it too). */
async function seedInvites(): Promise<void> {
  await Promise.all(
    Object.values(DEMO_TRIPS).map(async (tripId) => {
      const data = (await db.doc(docPath.trip(tripId)).get()).data() ?? {};
      await db.doc(docPath.invite(String(data.inviteKey))).set(inviteRecordFor(tripId, data));
    }),
  );
}

/** What a seeded trip names itself; the rest has the demo organizer's defaults. */
type SeedTrip = Pick<
  TripDocumentInput<Timestamp>,
  'tripName' | 'destination' | 'numPeople' | 'vibe' | 'startDate' | 'endDate' | 'tripType'
> &
  Partial<TripDocumentInput<Timestamp> & TripLifecycleFields<Timestamp>> & { inviteKey?: string };

/** A trip as the functions store it (tripDocument), by the demo organizer unless `fields` say otherwise. */
export function trip(organizerUid: string, fields: SeedTrip) {
  const { tripName, destination, numPeople, vibe, startDate, endDate, tripType, ...later } = fields;
  return tripDocument(
    {
      tripName,
      userId: organizerUid,
      organizerEmail: DEMO_USERS.organizer.email,
      organizerName: DEMO_USERS.organizer.firstName,
      destination,
      numPeople,
      vibe,
      startDate,
      endDate,
      timingFlex: 'flexible',
      sameOrigin: 'yes',
      extraNotes: '',
      plannedOptions: { hotels: true, restaurants: true, flights: true, transport: false, tickets: false, all: false },
      tripType,
      ...later,
    },
    FieldValue.serverTimestamp(),
    later,
  );
}

/**
 * The payment behind a demo trip, where the functions keep it: the server-only checkout record
 * and the id's hold (docs/security.md, "Payment facts off the trip document").
 */
async function seedPayment(tripId: string, organizerUid: string, amount: number): Promise<void> {
  const sessionId = `cs_seed_${tripId}`;
  await Promise.all([
    db.doc(docPath.checkout(sessionId)).set({
      uid: organizerUid,
      tripId,
      amount,
      currency: 'usd',
      status: 'fulfilled',
      createdAt: FieldValue.serverTimestamp(),
      fulfilledAt: FieldValue.serverTimestamp(),
    }),
    db.doc(docPath.tripIdHold(tripId)).set({ status: 'fulfilled', sessionId }),
  ]);
}

/**
 * The demo invitations (docs/email-invitations.md), keyed as the functions key them. Writing
 * them fires onInvitationCreated, so the invitation emails land in the local inbox too.
 */
async function seedInvitations(tripId: string, organizerUid: string): Promise<void> {
  const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * 86_400_000);
  await Promise.all(
    DEMO_INVITATIONS.map((invitation) => {
      const key = createHash('sha256').update(invitation.email).digest('hex');
      const reminded = invitation.remindedDaysAgo;
      return db.doc(docPath.invitation(tripId, key)).set({
        email: invitation.email,
        invitedAt: daysAgo(invitation.invitedDaysAgo),
        invitedBy: organizerUid,
        lastReminderAt: reminded === null ? null : daysAgo(reminded),
        remindersSent: reminded === null ? 0 : 1,
        autoRounds: reminded === null ? [] : [3],
      });
    }),
  );
}

export async function seed({ keepUserData = false } = {}): Promise<void> {
  const [organizer, traveler, planner, dana, eli] = await Promise.all([
    ensureUser(DEMO_USERS.organizer.email, 'Ana Rivera'),
    ensureUser(DEMO_USERS.traveler.email, 'Ben Okafor'),
    ensureUser(DEMO_USERS.planner.email, 'Pat Planner', true),
    ensureUser(DEMO_USERS.dana.email, 'Dana Kim'),
    ensureUser(DEMO_USERS.eli.email, 'Eli Novak'),
  ]);

  const demoUids = [organizer, traveler, planner, dana, eli];
  const restoreOthers = keepUserData
    ? await Promise.all(Object.values(DEMO_TRIPS).map((tripId) => keepOthersOnDemoTrip(tripId, demoUids)))
    : [];
  if (!keepUserData) await Promise.all(Object.values(DEMO_TRIPS).map(clearTripSubcollections));
  // A "Reset invite link" tried on the demo left another record: start from the fixed keys again.
  await Promise.all(
    Object.values(DEMO_TRIPS).map(async (tripId) => {
      const invites = await db.collection(collectionPath.invites).where('tripId', '==', tripId).get();
      await Promise.all(invites.docs.map((invite) => invite.ref.delete()));
    }),
  );

  const japanStart = dayFromNow(60);
  const japanEnd = dayFromNow(70);
  await seedPayment(DEMO_TRIPS.draft, organizer, 5000);
  await db.doc(docPath.trip(DEMO_TRIPS.draft)).set(
    trip(organizer, {
      tripName: 'Summer in Japan',
      destination: 'Tokyo and Kyoto, Japan',
      numPeople: 4,
      vibe: 'Food-first city break with a couple of slow days in the countryside.',
      startDate: japanStart,
      endDate: japanEnd,
      tripType: 'international',
      joined: [organizer, traveler, dana, eli],
      inviteKey: DEMO_INVITE_KEYS.draft,
    }),
  );
  await Promise.all([
    setAnswers(
      DEMO_TRIPS.draft,
      organizer,
      response(organizer, DEMO_USERS.organizer, dayFromNow(58), dayFromNow(72), {
        budget: '$2,000-2,500',
        preferences: 'Ryokan for at least one night',
        fromLocation: 'Detroit, MI',
        mustSee: 'Fushimi Inari at sunrise',
        flexibility: 'somewhat',
        shareRoom: 'yes',
      }),
    ),
    setAnswers(
      DEMO_TRIPS.draft,
      traveler,
      response(traveler, DEMO_USERS.traveler, dayFromNow(61), dayFromNow(69), {
        budget: '$1,800',
        preferences: 'Street food, vinyl shops',
        fromLocation: 'Chicago, IL',
        mustSee: 'Tsukiji outer market',
        flexibility: 'fixed',
        shareRoom: 'maybe',
        accommodations: 'Vegetarian',
      }),
    ),
    setAnswers(
      DEMO_TRIPS.draft,
      dana,
      response(dana, DEMO_USERS.dana, dayFromNow(63), dayFromNow(75), {
        budget: '1500 USD',
        preferences: 'Onsen, hiking',
        fromLocation: 'Seattle, WA',
        mustSee: 'Nara deer park',
        flexibility: 'very',
        shareRoom: 'yes',
      }),
    ),
    setAnswers(
      DEMO_TRIPS.draft,
      eli,
      response(eli, DEMO_USERS.eli, dayFromNow(55), dayFromNow(66), {
        budget: 'whatever works',
        preferences: 'Photography',
        fromLocation: 'Detroit, MI',
        mustSee: 'Arashiyama bamboo grove',
        flexibility: 'somewhat',
        shareRoom: 'no',
      }),
    ),
  ]);

  await seedInvitations(DEMO_TRIPS.draft, organizer);

  const baliStart = dayFromNow(120);
  const baliEnd = dayFromNow(128);
  await seedPayment(DEMO_TRIPS.ready, organizer, 5000);
  await db.doc(docPath.trip(DEMO_TRIPS.ready)).set(
    trip(organizer, {
      tripName: 'Bali Retreat',
      destination: 'Ubud, Bali',
      numPeople: 3,
      vibe: 'Yoga mornings, rice terraces, long dinners.',
      startDate: baliStart,
      endDate: baliEnd,
      tripType: 'international',
      status: 'ready',
      readyAt: Timestamp.now(),
      joined: [organizer, dana, eli],
      inviteKey: DEMO_INVITE_KEYS.ready,
    }),
  );
  await Promise.all([
    setAnswers(
      DEMO_TRIPS.ready,
      organizer,
      response(organizer, DEMO_USERS.organizer, baliStart, baliEnd, {
        budget: '$1,500',
        fromLocation: 'Detroit, MI',
        mustSee: 'Tegallalang rice terraces',
        flexibility: 'very',
        shareRoom: 'yes',
      }),
    ),
    setAnswers(
      DEMO_TRIPS.ready,
      dana,
      response(dana, DEMO_USERS.dana, dayFromNow(118), dayFromNow(123), {
        budget: '€1,200',
        fromLocation: 'Berlin, Germany',
        mustSee: 'Campuhan Ridge Walk',
        flexibility: 'fixed',
        shareRoom: 'yes',
      }),
    ),
    setAnswers(
      DEMO_TRIPS.ready,
      eli,
      response(eli, DEMO_USERS.eli, dayFromNow(125), dayFromNow(132), {
        budget: '1,000-1,400 USD',
        fromLocation: 'Detroit, MI',
        mustSee: 'Mount Batur sunrise',
        flexibility: 'somewhat',
        shareRoom: 'maybe',
      }),
    ),
  ]);

  // Bali Retreat's booking details: one ready, one passport expiring too soon, one missing (scripts/demo-booking.ts).
  await seedDemoBookingDetails(db, DEMO_TRIPS.ready, utcMillisToIsoDay(baliEnd.toMillis()), { organizer, dana, eli });

  // The published plan of Bali Retreat (scripts/demo-plan.ts).
  await seedDemoPlan(
    db,
    DEMO_TRIPS.ready,
    utcMillisToIsoDay(baliStart.toMillis()),
    { organizer, dana, eli },
    {
      [organizer]: `${DEMO_USERS.organizer.firstName} ${DEMO_USERS.organizer.lastName}`,
      [dana]: `${DEMO_USERS.dana.firstName} ${DEMO_USERS.dana.lastName}`,
      [eli]: `${DEMO_USERS.eli.firstName} ${DEMO_USERS.eli.lastName}`,
    },
    { uid: planner, name: 'Pat Planner' },
  );

  // Bali Retreat's trip money: Ana paid in full, Dana due, Eli overdue (scripts/demo-money.ts).
  await seedDemoMoney(db, DEMO_TRIPS.ready, utcMillisToIsoDay(baliStart.toMillis()), { organizer, dana, eli });

  await seedInvites();

  await Promise.all([
    seedProfile(
      organizer,
      DEMO_USERS.organizer,
      [DEMO_TRIPS.draft, DEMO_TRIPS.ready],
      'Boutique hotels, food tours',
      'Mexico, Portugal, Japan',
    ),
    seedProfile(traveler, DEMO_USERS.traveler, [DEMO_TRIPS.draft], 'Street food and live music', 'Nigeria, UK'),
    seedProfile(planner, DEMO_USERS.planner, [], '', ''),
    seedProfile(
      dana,
      DEMO_USERS.dana,
      [DEMO_TRIPS.draft, DEMO_TRIPS.ready],
      'Onsen and long walks',
      'Germany, South Korea',
    ),
    seedProfile(eli, DEMO_USERS.eli, [DEMO_TRIPS.draft, DEMO_TRIPS.ready], 'Photography', 'Czechia, Canada'),
  ]);
  for (const restore of restoreOthers) await restore();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed({ keepUserData: process.argv.includes('--keep-user-data') })
    .then(() => console.log('Seeded demo data.'))
    .catch((error) => {
      console.error('Seeding failed:', error);
      process.exit(1);
    });
}
