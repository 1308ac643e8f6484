// Booking details (issue 44, docs/booking-details.md): read by the traveler and planners only —
// not the organizer, not fellow travelers — and written by the traveler alone, while the trip is
// ready and not finished, with exactly the form's fields.
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe } from 'vitest';
import {
  accessMatrixTests,
  actors,
  asActor,
  storeAnswers,
  useRulesEnv,
  type AccessRow,
  type Actor,
  type Cast,
} from './support/rules-env';
import { storeReadyTrip } from './support/fixtures';
import { COLLECTIONS, collectionPath, docPath } from '@domain/collections';
import { BOOKING_DETAILS_FIELDS, BOOKING_LIMITS, EMPTY_BOOKING_DETAILS } from '@domain/booking-details';

const TRIP = 'olivia-bali-booking';
const fellow: Actor = { uid: 'fred', email: 'fred@example.com', emailVerified: true };

const detailsOf = (uid: string, overrides: Record<string, unknown> = {}) => ({
  ...EMPTY_BOOKING_DETAILS,
  legalFirstName: 'Fred',
  legalLastName: 'Fielding',
  dateOfBirth: '1990-04-02',
  passportNumber: 'X1234567',
  passportExpiry: '2030-01-01',
  uid,
  updatedAt: serverTimestamp(),
  ...overrides,
});

const rules = useRulesEnv(async (db: Firestore) => {
  await storeReadyTrip(db, TRIP, { joined: [actors.organizer.uid, actors.traveler.uid, fellow.uid] });
  await storeAnswers(db, TRIP, actors.traveler);
  await storeAnswers(db, TRIP, fellow);
  await setDoc(doc(db, docPath.bookingDetails(TRIP, fellow.uid)), detailsOf(fellow.uid, { updatedAt: new Date() }));
});

type Name = 'owner' | 'fellowTraveler' | 'organizer' | 'planner' | 'stranger' | 'signedOut';
const CAST: Cast<Name> = {
  signedOut: { label: 'a signed-out visitor', actor: null },
  owner: { label: 'the traveler whose details they are', actor: fellow },
  fellowTraveler: { label: 'a fellow traveler', actor: actors.traveler },
  organizer: { label: 'the organizer', actor: actors.organizer },
  planner: { label: 'a planner', actor: actors.planner },
  stranger: { label: 'a stranger', actor: actors.stranger },
};
const fellowsDetails = (db: Firestore) => doc(db, docPath.bookingDetails(TRIP, fellow.uid));
const ownerOnly: Name[] = ['owner'];

const rows: AccessRow<Name>[] = [
  { what: "get a traveler's booking details", allow: ['owner', 'planner'], run: (db) => getDoc(fellowsDetails(db)) },
  {
    what: "list the trip's booking details",
    allow: ['planner'],
    run: (db) => getDocs(collection(db, collectionPath.bookingDetails(TRIP))),
  },
  {
    what: "find a traveler's booking details with a collection-group query on their uid",
    allow: ['owner', 'planner'],
    run: (db) => getDocs(query(collectionGroup(db, COLLECTIONS.bookingDetails), where('uid', '==', fellow.uid))),
  },
  {
    what: "write a traveler's booking details",
    allow: ['owner'],
    run: (db) => setDoc(fellowsDetails(db), detailsOf(fellow.uid, { passportExpiry: '2031-01-01' })),
  },
  {
    what: "write a traveler's booking details with every optional field empty",
    allow: ['owner'],
    run: (db) =>
      setDoc(fellowsDetails(db), { ...EMPTY_BOOKING_DETAILS, uid: fellow.uid, updatedAt: serverTimestamp() }),
  },
  {
    what: "delete a traveler's booking details",
    allow: ['owner'],
    run: (db) => deleteDoc(fellowsDetails(db)),
  },
  {
    what: 'write their own booking details with a field the form does not have',
    allow: [],
    actors: ownerOnly,
    run: (db) => setDoc(fellowsDetails(db), detailsOf(fellow.uid, { seat: '1A' })),
  },
  {
    what: 'write their own booking details with an expiry that is not a day',
    allow: [],
    actors: ownerOnly,
    run: (db) => setDoc(fellowsDetails(db), detailsOf(fellow.uid, { passportExpiry: 'next year' })),
  },
  {
    what: 'write their own booking details with a passport number longer than 20 characters',
    allow: [],
    actors: ownerOnly,
    run: (db) => setDoc(fellowsDetails(db), detailsOf(fellow.uid, { passportNumber: 'X'.repeat(21) })),
  },
  {
    what: 'write their own booking details stamped with a time other than the request time',
    allow: [],
    actors: ownerOnly,
    run: (db) => setDoc(fellowsDetails(db), detailsOf(fellow.uid, { updatedAt: new Date(0) })),
  },
  {
    what: 'write their own booking details while the trip is a draft',
    allow: [],
    actors: ownerOnly,
    setup: (db) => updateDoc(doc(db, docPath.trip(TRIP)), { status: 'draft', readyAt: null }),
    run: (db) => setDoc(fellowsDetails(db), detailsOf(fellow.uid)),
  },
  {
    what: 'write their own booking details once the trip is finished',
    allow: [],
    actors: ownerOnly,
    setup: (db) => updateDoc(doc(db, docPath.trip(TRIP)), { isFinished: true }),
    run: (db) => setDoc(fellowsDetails(db), detailsOf(fellow.uid)),
  },
];

describe('booking details', () => {
  accessMatrixTests(rules, CAST, rows);
});

// Writing one's own on a trip one is not on: the stranger has their own uid, but no trip.
const strangerRows: AccessRow<'stranger' | 'organizer'>[] = [
  {
    what: 'write their own booking details on the trip',
    allow: ['organizer'],
    run: (db, actor) =>
      setDoc(doc(db, docPath.bookingDetails(TRIP, asActor(actor).uid)), detailsOf(asActor(actor).uid)),
  },
];
describe('booking details on a trip one is not on', () => {
  accessMatrixTests(rules, { stranger: CAST.stranger, organizer: CAST.organizer }, strangerRows);
});

// Every field's shape, one refusal each (the rules' coverage gate wants each check seen false).
const tooLong = BOOKING_DETAILS_FIELDS.map((field) => ({
  what: `write their own booking details with ${field} longer than ${BOOKING_LIMITS[field]} characters`,
  value: { [field]: 'x'.repeat(BOOKING_LIMITS[field] + 1) },
}));
const shapeRows: AccessRow<'owner'>[] = [
  ...tooLong,
  { what: 'write their own booking details with a date of birth that is not a day', value: { dateOfBirth: 'April 2' } },
  { what: 'write their own booking details with an expiry given as a number', value: { passportExpiry: 20300101 } },
  { what: 'write their own booking details with a field missing', value: { nationality: undefined } },
  { what: "write their own booking details under another traveler's uid", value: { uid: actors.traveler.uid } },
].map(({ what, value }) => ({
  what,
  allow: [],
  run: (db: Firestore) => {
    const data: Record<string, unknown> = detailsOf(fellow.uid, value);
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
    return setDoc(fellowsDetails(db), data);
  },
}));
describe('booking details: the shape of each field', () => {
  accessMatrixTests(rules, { owner: CAST.owner }, shapeRows);
});
