// Field validation in firestore.rules: every size limit at the limit and one past it, wrong
// types, extra and missing keys, and the fields only the server (or a planner) may write.
// Each row is one write by the actor the policy would otherwise allow, so only the value decides.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayUnion, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  actors,
  booked,
  dbAs,
  day,
  finished,
  joinBatch,
  profileFixture,
  responseFor,
  useRulesEnv,
  type Actor,
} from './support/rules-env';
import { storeReadyTrip, storeResponse, storeTrip } from './support/fixtures';
import { docPath } from '@domain/collections';

const DRAFT = 'olivia-summer-in-japan';
const READY = 'olivia-bali-retreat';
const other: Actor = { uid: 'other', email: 'other@example.com' };

const rules = useRulesEnv(async (db) => {
  await storeTrip(db, DRAFT, { joined: [other.uid] });
  await storeResponse(db, DRAFT, other);
  await storeReadyTrip(db, READY, { tripName: 'Bali Retreat' });
});

interface Case {
  what: string;
  accepted: boolean;
  run: () => Promise<unknown>;
}

const text = (length: number) => 'a'.repeat(length);
const without = (source: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(source).filter(([k]) => k !== key));
const as = (actor: Actor) => dbAs(rules.env, actor);

// ---------- users/{uid} ----------
const profile = profileFixture({ joinedTrips: [DRAFT] });
const writeProfile = (data: Record<string, unknown>) => () =>
  setDoc(doc(as(actors.traveler), docPath.user(actors.traveler.uid)), data);
const profileWith = (overrides: Record<string, unknown>) => writeProfile({ ...profile, ...overrides });

const STORAGE_IMAGE =
  'https://firebasestorage.googleapis.com/v0/b/demo-tripplanner.appspot.com/o/avatars%2Ftraveler.png?alt=media&x=';
const userTextLimits: [string, number][] = [
  ['firstName', 100],
  ['lastName', 100],
  ['name', 201],
  ['acceptedTermsTimestamp', 40],
  ['preferences', 2000],
  ['countriesVisited', 2000],
];
const userCases: Case[] = [
  ...userTextLimits.flatMap(([field, max]): Case[] => [
    { what: `a profile ${field} of ${max} characters`, accepted: true, run: profileWith({ [field]: text(max) }) },
    {
      what: `a profile ${field} of ${max + 1} characters`,
      accepted: false,
      run: profileWith({ [field]: text(max + 1) }),
    },
    { what: `a profile ${field} given as a number`, accepted: false, run: profileWith({ [field]: 42 }) },
  ]),
  {
    what: 'a profile with 500 joined trips',
    accepted: true,
    run: profileWith({ joinedTrips: Array.from({ length: 500 }, (_, i) => `trip-${i}`) }),
  },
  {
    what: 'a profile with 501 joined trips',
    accepted: false,
    run: profileWith({ joinedTrips: Array.from({ length: 501 }, (_, i) => `trip-${i}`) }),
  },
  {
    what: 'a profile image in our Storage of 2000 characters',
    accepted: true,
    run: profileWith({ profileImage: STORAGE_IMAGE.padEnd(2000, 'a') }),
  },
  {
    what: 'a profile image in our Storage of 2001 characters',
    accepted: false,
    run: profileWith({ profileImage: STORAGE_IMAGE.padEnd(2001, 'a') }),
  },
  { what: 'a profile image given as a number', accepted: false, run: profileWith({ profileImage: 42 }) },
  {
    what: "a profile image in another project's bucket",
    accepted: false,
    run: profileWith({ profileImage: 'https://firebasestorage.googleapis.com/v0/b/attacker.appspot.com/o/x.png' }),
  },
  { what: 'a profile joinedTrips given as text', accepted: false, run: profileWith({ joinedTrips: DRAFT }) },
  { what: 'a profile emailOptOut of true', accepted: true, run: profileWith({ emailOptOut: true }) },
  { what: 'a profile emailOptOut of false', accepted: true, run: profileWith({ emailOptOut: false }) },
  { what: 'a profile emailOptOut given as text', accepted: false, run: profileWith({ emailOptOut: 'yes' }) },
  { what: 'a profile age of 18', accepted: true, run: profileWith({ age: 18 }) },
  { what: 'a profile age of 17', accepted: false, run: profileWith({ age: 17 }) },
  { what: 'a profile age of 130', accepted: true, run: profileWith({ age: 130 }) },
  { what: 'a profile age of 131', accepted: false, run: profileWith({ age: 131 }) },
  { what: 'a profile age of null', accepted: true, run: profileWith({ age: null }) },
  { what: 'a profile age given as text', accepted: false, run: profileWith({ age: '30' }) },
  { what: 'a profile age with a fraction', accepted: false, run: profileWith({ age: 30.5 }) },
  { what: 'a profile birthday of null', accepted: true, run: profileWith({ birthday: null }) },
  { what: 'a profile birthday given as text', accepted: false, run: profileWith({ birthday: '1990-01-01' }) },
  { what: 'a profile acceptedTerms given as text', accepted: false, run: profileWith({ acceptedTerms: 'yes' }) },
  { what: 'a profile acceptedTerms of false', accepted: true, run: profileWith({ acceptedTerms: false }) },
  {
    what: 'a profile with another email than the signed-in one',
    accepted: false,
    run: profileWith({ email: 'ceo@example.com' }),
  },
  { what: 'a profile with an admin flag', accepted: false, run: profileWith({ admin: true }) },
  { what: 'a profile with an unknown key', accepted: false, run: profileWith({ nickname: 'T' }) },
  {
    what: 'a profile without an email (every field is optional)',
    accepted: true,
    run: writeProfile(without(profile, 'email')),
  },
  { what: 'an empty profile', accepted: true, run: writeProfile({}) },
];

// ---------- trips/{tripId}/responses/{uid} ----------
const writeResponse = (response: Record<string, unknown>) => () =>
  joinBatch(as(actors.traveler), DRAFT, actors.traveler, { response });
const responseWith = (overrides: Record<string, unknown>) => writeResponse(responseFor(actors.traveler, overrides));
const responseTextLimits: [string, number, boolean][] = [
  ['firstName', 100, true],
  ['lastName', 100, true],
  ['name', 201, false],
  ['availability', 100, false],
  ['budget', 200, true],
  ['preferences', 2000, false],
  ['fromLocation', 200, false],
  ['mustSee', 2000, false],
  ['accommodations', 2000, false],
  ['specialTravel', 2000, false],
];
const REQUIRED_RESPONSE_KEYS = [
  'uid',
  'firstName',
  'lastName',
  'name',
  'email',
  'availability',
  'budget',
  'submittedAt',
];
const OPTIONAL_RESPONSE_KEYS = [
  'availabilityStart',
  'availabilityEnd',
  'preferences',
  'fromLocation',
  'mustSee',
  'flexibility',
  'accommodations',
  'shareRoom',
  'specialTravel',
];

const responseCases: Case[] = [
  ...responseTextLimits.flatMap(([field, max, filled]): Case[] => [
    { what: `a response ${field} of ${max} characters`, accepted: true, run: responseWith({ [field]: text(max) }) },
    {
      what: `a response ${field} of ${max + 1} characters`,
      accepted: false,
      run: responseWith({ [field]: text(max + 1) }),
    },
    { what: `a response ${field} given as a number`, accepted: false, run: responseWith({ [field]: 800 }) },
    ...(filled ? [{ what: `a blank response ${field}`, accepted: false, run: responseWith({ [field]: '   ' }) }] : []),
  ]),
  ...REQUIRED_RESPONSE_KEYS.map((key): Case => ({
    what: `a response without ${key}`,
    accepted: false,
    run: writeResponse(without(responseFor(actors.traveler), key)),
  })),
  {
    what: 'a response with only the required keys',
    accepted: true,
    run: writeResponse(
      OPTIONAL_RESPONSE_KEYS.reduce(
        (r, key) => without(r, key),
        responseFor(actors.traveler) as Record<string, unknown>,
      ),
    ),
  },
  {
    what: 'a response profileImage in our Storage of 2000 characters',
    accepted: true,
    run: responseWith({ profileImage: STORAGE_IMAGE.padEnd(2000, 'a') }),
  },
  {
    what: 'a response profileImage in our Storage of 2001 characters',
    accepted: false,
    run: responseWith({ profileImage: STORAGE_IMAGE.padEnd(2001, 'a') }),
  },
  { what: 'an empty response profileImage', accepted: true, run: responseWith({ profileImage: '' }) },
  // A budget amount with its currency (issue 46): both or neither, a positive number, an ISO code.
  {
    what: 'a response budget amount with its currency',
    accepted: true,
    run: responseWith({ budgetAmount: 1100, budgetCurrency: 'EUR' }),
  },
  {
    what: 'a response budget amount of ten million',
    accepted: true,
    run: responseWith({ budgetAmount: 10_000_000, budgetCurrency: 'USD' }),
  },
  {
    what: 'a response budget amount over ten million',
    accepted: false,
    run: responseWith({ budgetAmount: 10_000_001, budgetCurrency: 'USD' }),
  },
  {
    what: 'a response budget amount of 0',
    accepted: false,
    run: responseWith({ budgetAmount: 0, budgetCurrency: 'EUR' }),
  },
  {
    what: 'a response budget amount as text',
    accepted: false,
    run: responseWith({ budgetAmount: '1100', budgetCurrency: 'EUR' }),
  },
  { what: 'a response budget amount without a currency', accepted: false, run: responseWith({ budgetAmount: 1100 }) },
  {
    what: 'a response budget currency without an amount',
    accepted: false,
    run: responseWith({ budgetCurrency: 'EUR' }),
  },
  {
    what: 'a response budget currency as a number',
    accepted: false,
    run: responseWith({ budgetAmount: 1100, budgetCurrency: 978 }),
  },
  {
    what: 'a response budget currency that is no ISO code',
    accepted: false,
    run: responseWith({ budgetAmount: 1100, budgetCurrency: 'euro' }),
  },
  {
    what: 'a response profileImage on another host (a tracking pixel)',
    accepted: false,
    run: responseWith({ profileImage: 'https://tracker.example/pixel.gif?who=organizer' }),
  },
  {
    what: 'a response profileImage pretending to be Storage',
    accepted: false,
    run: responseWith({ profileImage: 'https://firebasestorage.googleapis.com.evil.example/x.png' }),
  },
  { what: 'a response profileImage given as a number', accepted: false, run: responseWith({ profileImage: 7 }) },
  {
    what: 'a response with no flexibility or room choice (empty answers)',
    accepted: true,
    run: responseWith({ flexibility: '', shareRoom: '' }),
  },
  { what: 'a response flexibility outside the options', accepted: false, run: responseWith({ flexibility: 'rigid' }) },
  { what: 'a response shareRoom outside the options', accepted: false, run: responseWith({ shareRoom: 'sometimes' }) },
  {
    what: 'a response without availability dates (null)',
    accepted: true,
    run: responseWith({ availabilityStart: null, availabilityEnd: null }),
  },
  {
    what: 'a response availabilityStart given as text',
    accepted: false,
    run: responseWith({ availabilityStart: '2099-06-01' }),
  },
  {
    what: 'a response availabilityEnd given as a number',
    accepted: false,
    run: responseWith({ availabilityEnd: 20990610 }),
  },
  { what: 'a response with a client-chosen submittedAt', accepted: false, run: responseWith({ submittedAt: day(0) }) },
  { what: "a response whose uid is not the author's", accepted: false, run: responseWith({ uid: other.uid }) },
  {
    what: "a response with another email than the author's",
    accepted: false,
    run: responseWith({ email: other.email }),
  },
  { what: 'a response with a paid flag', accepted: false, run: responseWith({ paid: true }) },
  { what: 'a response with an unknown key', accepted: false, run: responseWith({ favouriteColour: 'blue' }) },
  {
    what: 'a response written without adding the author to joined',
    accepted: false,
    run: () => joinBatch(as(actors.traveler), DRAFT, actors.traveler, { updateTrip: false }),
  },
];

// ---------- trips/{tripId}: the organizer's edits, status, joins and planners' booking ----------
const organizerEdit =
  (data: Record<string, unknown>, trip = DRAFT) =>
  () =>
    updateDoc(doc(as(actors.organizer), docPath.trip(trip)), data);
const plannerEdit =
  (data: Record<string, unknown>, tripId = READY) =>
  () =>
    updateDoc(doc(as(actors.planner), docPath.trip(tripId)), data);
const SERVER_ONLY_TRIP_FIELDS: [string, unknown][] = [
  ['tripName', 'Renamed'],
  ['userId', actors.stranger.uid],
  ['organizerEmail', 'someone@example.com'],
  ['organizerName', 'Someone'],
  ['extraNotes', 'More'],
  ['plannedOptions', { hotels: false }],
  ['tripType', 'domestic'],
  ['createdAt', day(-30)],
  ['paid', false],
  ['amountPaid', 0],
  ['currency', 'eur'],
  ['paidAt', day(-1)],
  ['checkoutSessionId', 'cs_test_other'],
  ['joined', []],
  ['isBooked', true],
  ['isFinished', true],
];

const tripCases: Case[] = [
  { what: 'a trip edit to 1 person', accepted: true, run: organizerEdit({ numPeople: 1 }) },
  { what: 'a trip edit to 0 people', accepted: false, run: organizerEdit({ numPeople: 0 }) },
  { what: 'a trip edit to 100 people', accepted: true, run: organizerEdit({ numPeople: 100 }) },
  { what: 'a trip edit to 101 people', accepted: false, run: organizerEdit({ numPeople: 101 }) },
  { what: 'a trip edit to 4.5 people', accepted: false, run: organizerEdit({ numPeople: 4.5 }) },
  { what: 'a trip edit with numPeople as text', accepted: false, run: organizerEdit({ numPeople: '4' }) },
  { what: 'a trip destination of 200 characters', accepted: true, run: organizerEdit({ destination: text(200) }) },
  { what: 'a trip destination of 201 characters', accepted: false, run: organizerEdit({ destination: text(201) }) },
  { what: 'a blank trip destination', accepted: false, run: organizerEdit({ destination: '  ' }) },
  { what: 'a trip destination given as a number', accepted: false, run: organizerEdit({ destination: 42 }) },
  { what: 'a trip vibe of 2000 characters', accepted: true, run: organizerEdit({ vibe: text(2000) }) },
  { what: 'a trip vibe of 2001 characters', accepted: false, run: organizerEdit({ vibe: text(2001) }) },
  { what: 'an empty trip vibe', accepted: false, run: organizerEdit({ vibe: '' }) },
  { what: "a trip timingFlex of 'same'", accepted: true, run: organizerEdit({ timingFlex: 'same' }) },
  { what: 'a trip timingFlex outside the options', accepted: false, run: organizerEdit({ timingFlex: 'whenever' }) },
  { what: "a trip sameOrigin of 'no'", accepted: true, run: organizerEdit({ sameOrigin: 'no' }) },
  { what: 'a trip sameOrigin outside the options', accepted: false, run: organizerEdit({ sameOrigin: 'maybe' }) },
  { what: 'a trip startDate given as text', accepted: false, run: organizerEdit({ startDate: '2099-06-01' }) },
  { what: 'a trip endDate given as text', accepted: false, run: organizerEdit({ endDate: '2099-06-10' }) },
  {
    what: 'a one-day trip (end on the start day)',
    accepted: true,
    run: organizerEdit({ startDate: day(35), endDate: day(35) }),
  },
  {
    what: 'a trip ending before it starts',
    accepted: false,
    run: organizerEdit({ startDate: day(50), endDate: day(40) }),
  },
  ...SERVER_ONLY_TRIP_FIELDS.map(([field, value]): Case => ({
    what: `the organizer's change of the server-only trip field ${field}`,
    accepted: false,
    run: organizerEdit({ [field]: value }),
  })),
  {
    what: 'a valid trip edit smuggling a payment field',
    accepted: false,
    run: organizerEdit({ destination: 'Osaka', paid: false }),
  },

  {
    what: 'marking ready with readyAt = request time',
    accepted: true,
    run: organizerEdit({ status: 'ready', readyAt: serverTimestamp() }),
  },
  {
    what: 'marking ready with a chosen readyAt',
    accepted: false,
    run: organizerEdit({ status: 'ready', readyAt: day(-5) }),
  },
  { what: 'marking ready without readyAt', accepted: false, run: organizerEdit({ status: 'ready', readyAt: null }) },
  {
    what: 'a status outside draft and ready',
    accepted: false,
    run: organizerEdit({ status: 'booked', readyAt: null }),
  },
  {
    what: 'a draft status that keeps a readyAt time',
    accepted: false,
    run: organizerEdit({ status: 'draft', readyAt: serverTimestamp() }),
  },
  {
    what: 'back to draft with readyAt = null',
    accepted: true,
    run: organizerEdit({ status: 'draft', readyAt: null }, READY),
  },
  { what: 'back to draft keeping the old readyAt', accepted: false, run: organizerEdit({ status: 'draft' }, READY) },
  {
    what: 'marking ready together with an edit',
    accepted: false,
    run: organizerEdit({ status: 'ready', readyAt: serverTimestamp(), numPeople: 6 }),
  },

  // Booking stamps (bookedBy/At, finishedBy/At) are covered in tests/rules/planner-workspace.test.ts.
  // Booking is the markTripBooked function's, behind the readiness check (docs/booking-details.md).
  { what: "a planner's isBooked = true with its stamp, from a client", accepted: false, run: plannerEdit(booked()) },
  {
    what: "a planner's isBooked = true on a trip still gathering answers",
    accepted: false,
    run: plannerEdit(booked(), DRAFT),
  },
  {
    what: "a planner's reset to not booked on a trip still gathering answers",
    accepted: true,
    run: plannerEdit({ isBooked: false }, DRAFT),
  },
  {
    what: "a planner's isBooked and isFinished together, both stamped, from a client",
    accepted: false,
    run: plannerEdit({ ...booked(), ...finished() }),
  },
  { what: "a planner's isBooked given as text", accepted: false, run: plannerEdit({ isBooked: 'yes' }) },
  { what: "a planner's isFinished given as a number", accepted: false, run: plannerEdit({ isFinished: 1 }) },
  {
    what: "a planner's booking together with a status change",
    accepted: false,
    run: plannerEdit({ isBooked: true, status: 'ready' }),
  },
  { what: "a planner's change of a payment field", accepted: false, run: plannerEdit({ amountPaid: 0 }) },
  {
    what: 'booking with an admin claim given as the string "true"',
    accepted: false,
    run: () =>
      updateDoc(doc(dbAs(rules.env, { ...actors.stranger, admin: 'true' }), docPath.trip(DRAFT)), { isBooked: true }),
  },
  {
    what: 'booking with an admin claim of false',
    accepted: false,
    run: () =>
      updateDoc(doc(dbAs(rules.env, { ...actors.stranger, admin: false }), docPath.trip(DRAFT)), { isBooked: true }),
  },
];

// ---------- joining: exactly one's own uid, with one's response ----------
const joinWith = (tripUpdate: Record<string, unknown>) => () =>
  joinBatch(as(actors.stranger), DRAFT, actors.stranger, { tripUpdate });
const joinCases: Case[] = [
  {
    what: 'a join adding exactly their own uid',
    accepted: true,
    run: joinWith({ joined: arrayUnion(actors.stranger.uid) }),
  },
  {
    what: 'a join writing the whole list with their uid appended',
    accepted: true,
    run: joinWith({ joined: [other.uid, actors.stranger.uid] }),
  },
  {
    what: 'a join adding their own and another uid',
    accepted: false,
    run: joinWith({ joined: arrayUnion(actors.stranger.uid, 'ghost') }),
  },
  {
    what: 'a join that replaces the joined list with their own uid',
    accepted: false,
    run: joinWith({ joined: [actors.stranger.uid] }),
  },
  {
    what: 'a join that lists their uid twice',
    accepted: false,
    run: joinWith({ joined: [other.uid, actors.stranger.uid, actors.stranger.uid] }),
  },
  {
    what: 'a join that also edits the trip',
    accepted: false,
    run: joinWith({ joined: arrayUnion(actors.stranger.uid), numPeople: 9 }),
  },
  { what: 'a joined value that is not a list', accepted: false, run: joinWith({ joined: actors.stranger.uid }) },
  {
    what: 'a join without a response',
    accepted: false,
    run: () => updateDoc(doc(as(actors.stranger), docPath.trip(DRAFT)), { joined: arrayUnion(actors.stranger.uid) }),
  },
];

const groups: [string, Case[]][] = [
  ['users/{uid}', userCases],
  ['trips/{tripId}/responses/{uid}', responseCases],
  ['trips/{tripId}', tripCases],
  ['joined', joinCases],
];

for (const [name, cases] of groups) {
  describe(`field validation: ${name}`, () => {
    for (const testCase of cases) {
      it(`${testCase.what} is ${testCase.accepted ? 'accepted' : 'refused'}`, async () => {
        await (testCase.accepted ? assertSucceeds(testCase.run()) : assertFails(testCase.run()));
      });
    }
  });
}
