// Rooming (issue 44 item 5, docs/booking-details.md "Rooming"): a traveler's room wishes ("rather
// not" included) are read by that traveler and planners only, never the organizer or fellow
// travelers; the saved list is the planners'; each traveler reads only their own room.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
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
import { collectionPath, docPath } from '@domain/collections';

const TRIP = 'olivia-bali-rooming';
const fellow: Actor = { uid: 'fred', email: 'fred@example.com', emailVerified: true };

const wishesOf = (uid: string, overrides: Record<string, unknown> = {}) => ({
  uid,
  shareWith: [actors.traveler.uid],
  ratherNot: [actors.organizer.uid],
  updatedAt: serverTimestamp(),
  ...overrides,
});
const roomingBy = (actor: Actor, overrides: Record<string, unknown> = {}) => ({
  beds: 2,
  rooms: [{ number: 1, uids: [fellow.uid, actors.traveler.uid] }],
  savedAt: serverTimestamp(),
  savedBy: actor.uid,
  ...overrides,
});
const assignmentOf = (uid: string, overrides: Record<string, unknown> = {}) => ({
  uid,
  room: 1,
  roommates: ['Tina Traveler'],
  savedAt: serverTimestamp(),
  ...overrides,
});

const rules = useRulesEnv(async (db: Firestore) => {
  await storeReadyTrip(db, TRIP, { joined: [actors.organizer.uid, actors.traveler.uid, fellow.uid] });
  await storeAnswers(db, TRIP, actors.traveler);
  await storeAnswers(db, TRIP, fellow);
  await setDoc(doc(db, docPath.roomWishes(TRIP, fellow.uid)), wishesOf(fellow.uid, { updatedAt: new Date() }));
  await setDoc(doc(db, docPath.rooming(TRIP)), roomingBy(actors.planner, { savedAt: new Date() }));
  await setDoc(doc(db, docPath.roomAssignment(TRIP, fellow.uid)), assignmentOf(fellow.uid, { savedAt: new Date() }));
});

type Name = 'owner' | 'fellowTraveler' | 'organizer' | 'planner' | 'stranger' | 'signedOut';
const CAST: Cast<Name> = {
  signedOut: { label: 'a signed-out visitor', actor: null },
  owner: { label: 'the traveler whose wishes they are', actor: fellow },
  fellowTraveler: { label: 'a fellow traveler', actor: actors.traveler },
  organizer: { label: 'the organizer', actor: actors.organizer },
  planner: { label: 'a planner', actor: actors.planner },
  stranger: { label: 'a stranger', actor: actors.stranger },
};
const fellowsWishes = (db: Firestore) => doc(db, docPath.roomWishes(TRIP, fellow.uid));
const fellowsRoom = (db: Firestore) => doc(db, docPath.roomAssignment(TRIP, fellow.uid));
const rooming = (db: Firestore) => doc(db, docPath.rooming(TRIP));
const ownerOnly: Name[] = ['owner'];
const plannerOnly: Name[] = ['planner'];

const rows: AccessRow<Name>[] = [
  { what: "get a traveler's room wishes", allow: ['owner', 'planner'], run: (db) => getDoc(fellowsWishes(db)) },
  {
    what: "list the trip's room wishes",
    allow: ['planner'],
    run: (db) => getDocs(collection(db, collectionPath.roomWishes(TRIP))),
  },
  {
    what: "write a traveler's room wishes",
    allow: ['owner'],
    run: (db) => setDoc(fellowsWishes(db), wishesOf(fellow.uid, { ratherNot: [] })),
  },
  { what: "delete a traveler's room wishes", allow: ['owner'], run: (db) => deleteDoc(fellowsWishes(db)) },
  { what: 'get the saved rooming list', allow: ['planner'], run: (db) => getDoc(rooming(db)) },
  {
    what: 'save the rooming list',
    allow: ['planner'],
    run: (db, actor) => setDoc(rooming(db), roomingBy(asActor(actor), { beds: 3 })),
  },
  { what: 'delete the rooming list', allow: ['planner'], run: (db) => deleteDoc(rooming(db)) },
  { what: "get a traveler's room", allow: ['owner', 'planner'], run: (db) => getDoc(fellowsRoom(db)) },
  {
    what: "list the trip's rooms by traveler",
    allow: ['planner'],
    run: (db) => getDocs(collection(db, collectionPath.roomAssignments(TRIP))),
  },
  {
    what: "write a traveler's room",
    allow: ['planner'],
    run: (db) => setDoc(fellowsRoom(db), assignmentOf(fellow.uid, { room: 2 })),
  },
  { what: "delete a traveler's room", allow: ['planner'], run: (db) => deleteDoc(fellowsRoom(db)) },
  // The traveler's wishes, refused when malformed or too late.
  ...[
    { what: 'with a field the form does not have', value: { note: 'hi' } },
    { what: 'with a field missing', value: { ratherNot: undefined } },
    { what: "under another traveler's uid", value: { uid: actors.traveler.uid } },
    { what: 'stamped with a time other than the request time', value: { updatedAt: new Date(0) } },
    { what: 'with "share with" not a list', value: { shareWith: 'tina' } },
    { what: 'with more than 30 to share with', value: { shareWith: Array.from({ length: 31 }, (_, i) => `u${i}`) } },
    { what: 'with "rather not" not a list', value: { ratherNot: 'olivia' } },
    { what: 'with more than 30 "rather not"', value: { ratherNot: Array.from({ length: 31 }, (_, i) => `u${i}`) } },
  ].map(({ what, value }) => ({
    what: `write their own room wishes ${what}`,
    allow: [] as Name[],
    actors: ownerOnly,
    run: (db: Firestore) => {
      const data: Record<string, unknown> = wishesOf(fellow.uid, value);
      for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
      return setDoc(fellowsWishes(db), data);
    },
  })),
  {
    what: 'write their own room wishes once the trip is booked',
    allow: [],
    actors: ownerOnly,
    setup: (db) => updateDoc(doc(db, docPath.trip(TRIP)), { isBooked: true }),
    run: (db) => setDoc(fellowsWishes(db), wishesOf(fellow.uid)),
  },
  {
    what: 'write their own room wishes once the trip is finished',
    allow: [],
    actors: ownerOnly,
    setup: (db) => updateDoc(doc(db, docPath.trip(TRIP)), { isFinished: true }),
    run: (db) => setDoc(fellowsWishes(db), wishesOf(fellow.uid)),
  },
  // The planners' list and rooms, refused when malformed.
  ...[
    { what: 'with a field more', value: { note: 'x' } },
    { what: 'with a field missing', value: { savedBy: undefined } },
    { what: 'with 5 beds', value: { beds: 5 } },
    { what: 'with rooms not a list', value: { rooms: 'x' } },
    {
      what: 'with more than 60 rooms',
      value: { rooms: Array.from({ length: 61 }, (_, i) => ({ number: i + 1, uids: [] })) },
    },
    { what: 'stamped with a time other than the request time', value: { savedAt: new Date(0) } },
    { what: "signed with another planner's uid", value: { savedBy: 'someone-else' } },
  ].map(({ what, value }) => ({
    what: `save the rooming list ${what}`,
    allow: [] as Name[],
    actors: plannerOnly,
    run: (db: Firestore, actor: Actor | null) => {
      const data: Record<string, unknown> = roomingBy(asActor(actor), value);
      for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
      return setDoc(rooming(db), data);
    },
  })),
  {
    what: 'save a rooming list under another name than current',
    allow: [],
    actors: plannerOnly,
    run: (db, actor) => setDoc(doc(db, docPath.rooming(TRIP).replace(/current$/, 'other')), roomingBy(asActor(actor))),
  },
  ...[
    { what: 'with a field more', value: { note: 'x' } },
    { what: 'with a field missing', value: { roommates: undefined } },
    { what: "under another traveler's uid", value: { uid: actors.traveler.uid } },
    { what: 'with a room number that is not a whole number', value: { room: '1' } },
    { what: 'with room 0', value: { room: 0 } },
    { what: 'with room 61', value: { room: 61 } },
    { what: 'with roommates not a list', value: { roommates: 'Tina' } },
    { what: 'with 4 roommates', value: { roommates: ['a', 'b', 'c', 'd'] } },
    { what: 'stamped with a time other than the request time', value: { savedAt: new Date(0) } },
  ].map(({ what, value }) => ({
    what: `write a traveler's room ${what}`,
    allow: [] as Name[],
    actors: plannerOnly,
    run: (db: Firestore) => {
      const data: Record<string, unknown> = assignmentOf(fellow.uid, value);
      for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
      return setDoc(fellowsRoom(db), data);
    },
  })),
];

describe('rooming', () => {
  accessMatrixTests(rules, CAST, rows);
});

// Writing one's own wishes on a trip one is not on: the stranger has their own uid, but no trip;
// the organizer (who owns the trip) may.
const strangerRows: AccessRow<'stranger' | 'organizer' | 'fellowTraveler'>[] = [
  {
    what: 'write their own room wishes on the trip',
    allow: ['organizer', 'fellowTraveler'],
    run: (db, actor) => setDoc(doc(db, docPath.roomWishes(TRIP, asActor(actor).uid)), wishesOf(asActor(actor).uid)),
  },
];
describe('room wishes on a trip one is not on', () => {
  accessMatrixTests(
    rules,
    { stranger: CAST.stranger, organizer: CAST.organizer, fellowTraveler: CAST.fellowTraveler },
    strangerRows,
  );
});
