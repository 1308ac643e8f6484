// Round 3 of the privacy work, refused by the real firestore.rules (access-matrix style: each
// row names the actors it tries and those it allows; every other one must be refused).
// Joining needs a verified email: the response's email is the token's, and only a verified one
// proves the joiner is that person. Each response is split: the group reads the part the cards
// show; the private part (medical and dietary notes, travel needs, where one travels from...)
// only its author, the organizer and planners.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe } from 'vitest';
import {
  accessMatrixTests,
  actors,
  editBatch,
  joinBatch,
  responseFor,
  splitAnswers,
  storeAnswers,
  useRulesEnv,
  type AccessRow,
  type Actor,
  type Cast,
} from './support/rules-env';
import { storeTrip } from './support/fixtures';
import { collectionPath, docPath } from '@domain/collections';

const TRIP = 'olivia-round-three';

type JoinerName = 'verified' | 'unverified' | 'noClaim';
const JOINERS: Cast<JoinerName, Actor> = {
  verified: {
    label: 'a link holder with a verified email',
    actor: { uid: 'carol', email: 'carol@corp.example', emailVerified: true },
  },
  unverified: {
    label: 'a link holder whose email is not verified',
    actor: { uid: 'fake-carol', email: 'carol@corp.example', emailVerified: false },
  },
  noClaim: {
    label: 'a link holder whose token has no email_verified',
    actor: { uid: 'fake-carol-2', email: 'carol@corp.example' },
  },
};

const SHARED = 'olivia-shared-answers';
/** A fellow traveler on SHARED, whose private answers the other member must not read. */
const fellow: Actor = { uid: 'fred', email: 'fred@example.com', emailVerified: true };

const rules = useRulesEnv(async (db: Firestore) => {
  await storeTrip(db, TRIP, { joined: [] });
  await storeTrip(db, SHARED, { joined: [actors.traveler.uid, fellow.uid] });
  await storeAnswers(db, SHARED, actors.traveler);
  await storeAnswers(db, SHARED, fellow, { accommodations: 'Severe nut allergy' });
});

const joinRows: AccessRow<JoinerName, Actor>[] = [
  {
    what: 'join a draft trip with its live key',
    allow: ['verified'],
    run: (db, actor) => joinBatch(db, TRIP, actor),
  },
];

describe('joining needs a verified email', () => {
  accessMatrixTests(rules, JOINERS, joinRows);
});

type ReaderName = 'member' | 'author' | 'organizer' | 'planner' | 'stranger' | 'signedOut';
const READERS: Cast<ReaderName> = {
  signedOut: { label: 'a signed-out visitor', actor: null },
  member: { label: 'a fellow member', actor: actors.traveler },
  author: { label: 'the traveler who wrote them', actor: fellow },
  organizer: { label: 'the organizer', actor: actors.organizer },
  planner: { label: 'a planner', actor: actors.planner },
  stranger: { label: 'a stranger', actor: actors.stranger },
};
const privateOf = (db: Firestore, uid: string) => doc(db, docPath.privateAnswers(SHARED, uid));

const privateRows: AccessRow<ReaderName>[] = [
  {
    what: "get a traveler's private answers",
    allow: ['author', 'organizer', 'planner'],
    run: (db) => getDoc(privateOf(db, fellow.uid)),
  },
  {
    what: "list the trip's private answers",
    allow: ['organizer', 'planner'],
    run: (db) => getDocs(collection(db, collectionPath.privateAnswers(SHARED))),
  },
  {
    what: "list the trip's responses (the card fields)",
    allow: ['member', 'author', 'organizer', 'planner'],
    run: (db) => getDocs(collection(db, collectionPath.responses(SHARED))),
  },
  {
    what: "rewrite the traveler's private answers alone",
    allow: ['author'],
    run: (db) => setDoc(privateOf(db, fellow.uid), { accommodations: 'Vegetarian' }),
  },
  {
    what: "rewrite the traveler's answers, both parts in one batch",
    allow: ['author'],
    run: (db) => editBatch(db, SHARED, fellow.uid, responseFor(fellow, { budget: '$2,000' })),
  },
  {
    what: "rewrite the traveler's private answers with a field the form does not have",
    allow: [],
    actors: ['author'],
    run: (db) => setDoc(privateOf(db, fellow.uid), { accommodations: 'Vegetarian', paid: true }),
  },
  {
    what: "rewrite the traveler's private answers once the trip is ready",
    allow: [],
    actors: ['author'],
    setup: (db) => updateDoc(doc(db, docPath.trip(SHARED)), { status: 'ready', readyAt: Timestamp.now() }),
    run: (db) => setDoc(privateOf(db, fellow.uid), { accommodations: 'Vegetarian' }),
  },
  {
    what: "delete the traveler's private answers and keep the response",
    allow: [],
    run: (db) => deleteDoc(privateOf(db, fellow.uid)),
  },
  {
    // Alone, so the private part's own rule meets the ready trip (in the leave batch the
    // response's rule refuses first); the draft control is the leave batch (access-matrix).
    what: "delete the traveler's private answers once the trip is ready",
    allow: [],
    actors: ['author', 'organizer'],
    setup: (db) => updateDoc(doc(db, docPath.trip(SHARED)), { status: 'ready', readyAt: Timestamp.now() }),
    run: (db) => deleteDoc(privateOf(db, fellow.uid)),
  },
];

describe('private answers: the traveler, the organizer and planners; never the group', () => {
  accessMatrixTests(rules, READERS, privateRows);
});

const writeRows: AccessRow<JoinerName, Actor>[] = [
  {
    what: 'join without the private part of the answers',
    allow: [],
    actors: ['verified'],
    run: (db, actor) => joinBatch(db, TRIP, actor, { writePrivate: false }),
  },
  {
    what: 'write private answers without a response',
    allow: [],
    actors: ['verified'],
    run: (db, actor) => setDoc(doc(db, docPath.privateAnswers(TRIP, actor.uid)), { accommodations: 'None' }),
  },
  {
    what: 'put a private answer on the response the group reads',
    allow: [],
    actors: ['verified'],
    run: (db, actor) => {
      const batch = writeBatch(db);
      const { response, privateAnswers } = splitAnswers(responseFor(actor));
      batch.set(doc(db, docPath.response(TRIP, actor.uid)), { ...response, accommodations: 'Diabetic' });
      batch.set(doc(db, docPath.privateAnswers(TRIP, actor.uid)), privateAnswers);
      return batch.commit();
    },
  },
];

describe('the two parts are written together, each with its own fields', () => {
  accessMatrixTests(rules, JOINERS, writeRows);
});
