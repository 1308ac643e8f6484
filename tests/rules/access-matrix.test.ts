// The access matrix of docs/security.md "Actors and what each may do": every collection × operation × actor,
// each cell allow or deny, against the real firestore.rules. One row per operation; the
// test names are generated from the table ("a stranger with the link cannot list every trip").
import {
  arrayRemove,
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe } from 'vitest';
import {
  accessMatrixTests,
  ACTORS,
  actors,
  asActor,
  booked,
  day,
  finished,
  INVITE_KEY,
  joinBatch,
  responseFor,
  RETIRED_KEY,
  storeAnswers,
  useRulesEnv,
  type AccessRow,
  type Actor,
  type ActorName,
} from './support/rules-env';
import { storeReadyTrip, storeTrip } from './support/fixtures';
import {
  looksGood,
  looksGoodDoc,
  askAs,
  newQuestion,
  plannerAnswer,
  publishVersionOne,
  QUESTION_ITEM,
  storedQuestion,
} from './support/plan-questions';
import { COLLECTIONS, collectionPath, docPath } from '@domain/collections';

const DRAFT = 'olivia-summer-in-japan';
const READY = 'olivia-bali-retreat';
const CHECKOUT = 'cs_test_fixture';
const READY_KEY = 'ready-trip-invite-key-CCCCC';
const newcomer: Actor = { uid: 'newcomer', email: 'newcomer@example.com' };

type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
/** A row of the matrix, filed under its collection and operation (the test names start with it). */
interface Row extends AccessRow {
  collection: string;
  operation: Operation;
}

/** For signed-out rows that need "their own" id (see asActor). */
const uidOf = (actor: Actor | null) => asActor(actor).uid;
const signedIn: ActorName[] = ['stranger', 'traveler', 'organizer', 'planner'];

const travelerProfile = {
  email: actors.traveler.email,
  acceptedTerms: true,
  firstName: 'Tara',
  lastName: 'Traveler',
  name: 'Tara Traveler',
  joinedTrips: [DRAFT, READY],
};

function responseWithoutKey(actor: Actor) {
  const { inviteKey: _inviteKey, ...response } = responseFor(actor);
  return response;
}

/** The traveler has left the draft trip (response and uid gone), so they can join it again. */
async function travelerLeftDraft(db: Firestore) {
  await deleteDoc(doc(db, docPath.response(DRAFT, actors.traveler.uid)));
  await deleteDoc(doc(db, docPath.privateAnswers(DRAFT, actors.traveler.uid)));
  await updateDoc(doc(db, docPath.trip(DRAFT)), { joined: [] });
}

/**
 * Leave this trip (src/features/trips/api/invite-api.ts leaveTrip): the response (both parts,
 * unless `keepPrivate`) and the uid, one batch.
 */
function leaveBatch(db: Firestore, tripId: string, uid: string, { keepPrivate = false } = {}) {
  const batch = writeBatch(db);
  batch.delete(doc(db, docPath.response(tripId, uid)));
  if (!keepPrivate) batch.delete(doc(db, docPath.privateAnswers(tripId, uid)));
  batch.update(doc(db, docPath.trip(tripId)), { joined: arrayRemove(uid) });
  return batch.commit();
}

async function seed(db: Firestore) {
  await storeTrip(db, DRAFT, { joined: [actors.traveler.uid] });
  await storeAnswers(db, DRAFT, actors.traveler);
  await storeReadyTrip(db, READY, { tripName: 'Bali Retreat', joined: [actors.traveler.uid], inviteKey: READY_KEY });
  await setDoc(doc(db, docPath.invite(INVITE_KEY)), { tripId: DRAFT, tripName: 'Summer in Japan', status: 'draft' });
  await setDoc(doc(db, docPath.invite(READY_KEY)), { tripId: READY, tripName: 'Bali Retreat', status: 'ready' });
  await storeAnswers(db, READY, actors.traveler);
  await setDoc(doc(db, docPath.user(actors.traveler.uid)), travelerProfile);
  await setDoc(doc(db, docPath.checkout(CHECKOUT)), {
    uid: actors.organizer.uid,
    tripId: DRAFT,
    amount: 5000,
    currency: 'usd',
    status: 'fulfilled',
  });
}

// Questions and "Looks good": version 1 published, the traveler's question (to the planners,
// with the functions' marker) and their "Looks good" on the item.
const QUESTION = 'q-traveler';
const publishedPlan = (db: Firestore) => publishVersionOne(db, READY);
async function withQuestion(db: Firestore) {
  await publishedPlan(db);
  await setDoc(doc(db, docPath.planQuestion(READY, QUESTION)), storedQuestion(READY, actors.traveler));
  await setDoc(doc(db, docPath.planQuestionMark(READY, QUESTION)), {
    itemId: QUESTION_ITEM,
    answered: false,
    askedAt: day(-1),
  });
  await setDoc(looksGoodDoc(db, READY, actors.traveler), { ...looksGood(actors.traveler), createdAt: day(-1) });
}

const rows: Row[] = [
  // ---------- users/{uid}: each person their own profile only ----------
  {
    collection: 'users',
    operation: 'get',
    what: "get the traveler's profile",
    allow: ['traveler'],
    run: (db) => getDoc(doc(db, docPath.user(actors.traveler.uid))),
  },
  {
    collection: 'users',
    operation: 'list',
    what: 'list profiles',
    allow: [],
    run: (db) => getDocs(collection(db, collectionPath.users)),
  },
  {
    collection: 'users',
    operation: 'create',
    what: "create the traveler's profile",
    allow: ['traveler'],
    setup: (db) => deleteDoc(doc(db, docPath.user(actors.traveler.uid))),
    run: (db) =>
      setDoc(doc(db, docPath.user(actors.traveler.uid)), { email: actors.traveler.email, acceptedTerms: true }),
  },
  {
    collection: 'users',
    operation: 'create',
    what: 'create their own profile',
    allow: signedIn,
    setup: (db) => deleteDoc(doc(db, docPath.user(actors.traveler.uid))),
    run: (db, actor) =>
      setDoc(doc(db, docPath.user(uidOf(actor))), { email: asActor(actor).email, acceptedTerms: true }),
  },
  {
    collection: 'users',
    operation: 'update',
    what: "update the traveler's profile",
    allow: ['traveler'],
    run: (db) => updateDoc(doc(db, docPath.user(actors.traveler.uid)), { preferences: 'Window seats' }),
  },
  {
    collection: 'users',
    operation: 'delete',
    what: "delete the traveler's profile",
    allow: ['traveler'],
    run: (db) => deleteDoc(doc(db, docPath.user(actors.traveler.uid))),
  },

  // ---------- trips/{tripId}: organizer, members, planners; lists only one's own; created by the functions ----------
  {
    collection: 'trips',
    operation: 'get',
    what: 'get the draft trip by its id',
    allow: ['traveler', 'organizer', 'planner'],
    run: (db) => getDoc(doc(db, docPath.trip(DRAFT))),
  },
  {
    collection: 'trips',
    operation: 'get',
    what: 'get the ready trip by its id',
    allow: ['traveler', 'organizer', 'planner'],
    run: (db) => getDoc(doc(db, docPath.trip(READY))),
  },
  {
    // Whether an id is taken is no secret (checkout's 409 says it too); a missing trip reads as missing.
    collection: 'trips',
    operation: 'get',
    what: 'get a trip id nobody has taken',
    allow: signedIn,
    run: (db) => getDoc(doc(db, docPath.trip('olivia-not-a-trip'))),
  },
  {
    collection: 'trips',
    operation: 'list',
    what: 'list every trip',
    allow: ['planner'],
    run: (db) => getDocs(collection(db, collectionPath.trips)),
  },
  {
    collection: 'trips',
    operation: 'list',
    what: "list the organizer's trips",
    allow: ['organizer', 'planner'],
    run: (db) => getDocs(query(collection(db, collectionPath.trips), where('userId', '==', actors.organizer.uid))),
  },
  {
    collection: 'trips',
    operation: 'list',
    what: 'list the trips the traveler joined',
    allow: ['traveler', 'planner'],
    run: (db) =>
      getDocs(query(collection(db, collectionPath.trips), where('joined', 'array-contains', actors.traveler.uid))),
  },
  {
    // Pins both list conditions (owner and members) so each is decided, not merely unprovable.
    collection: 'trips',
    operation: 'list',
    what: "list the organizer's trips whose joined list is exactly the traveler",
    allow: ['traveler', 'organizer', 'planner'],
    run: (db) =>
      getDocs(
        query(
          collection(db, collectionPath.trips),
          where('userId', '==', actors.organizer.uid),
          where('joined', '==', [actors.traveler.uid]),
        ),
      ),
  },
  {
    collection: 'trips',
    operation: 'list',
    what: 'list ready trips',
    allow: ['planner'],
    run: (db) => getDocs(query(collection(db, collectionPath.trips), where('status', '==', 'ready'))),
  },
  {
    collection: 'trips',
    operation: 'create',
    what: 'create a trip',
    allow: [],
    run: (db, actor) => storeTrip(db, 'olivia-free-trip', { userId: uidOf(actor) }),
  },
  {
    collection: 'trips',
    operation: 'update',
    what: "edit the draft trip's destination",
    allow: ['organizer'],
    run: (db) => updateDoc(doc(db, docPath.trip(DRAFT)), { destination: 'Osaka' }),
  },
  {
    collection: 'trips',
    operation: 'update',
    what: 'mark the draft trip ready',
    allow: ['organizer'],
    run: (db) => updateDoc(doc(db, docPath.trip(DRAFT)), { status: 'ready', readyAt: serverTimestamp() }),
  },
  {
    collection: 'trips',
    operation: 'update',
    what: "add someone else's uid to joined",
    allow: [],
    run: (db) => updateDoc(doc(db, docPath.trip(DRAFT)), { joined: arrayUnion(newcomer.uid) }),
  },
  {
    // The padding attack: the set check held and the size check allowed +1 each time.
    collection: 'trips',
    operation: 'update',
    what: "add the traveler's uid to joined a second time",
    allow: [],
    run: (db) => updateDoc(doc(db, docPath.trip(DRAFT)), { joined: [actors.traveler.uid, actors.traveler.uid] }),
  },
  {
    collection: 'trips',
    operation: 'update',
    what: 'mark the ready trip booked',
    allow: ['planner'],
    run: (db) => updateDoc(doc(db, docPath.trip(READY)), booked()),
  },
  {
    collection: 'trips',
    operation: 'update',
    what: 'mark a trip still gathering answers booked',
    allow: [],
    run: (db) => updateDoc(doc(db, docPath.trip(DRAFT)), booked()),
  },
  {
    collection: 'trips',
    operation: 'update',
    what: 'mark the trip finished',
    allow: ['planner'],
    run: (db) => updateDoc(doc(db, docPath.trip(READY)), finished()),
  },
  {
    collection: 'trips',
    operation: 'update',
    what: "change the trip's payment facts",
    allow: [],
    run: (db) => updateDoc(doc(db, docPath.trip(DRAFT)), { paid: false, amountPaid: 0 }),
  },
  {
    collection: 'trips',
    operation: 'update',
    what: "edit the ready trip's destination",
    allow: [],
    run: (db) => updateDoc(doc(db, docPath.trip(READY)), { destination: 'Osaka' }),
  },
  {
    collection: 'trips',
    operation: 'update',
    what: 'move the ready trip back to draft',
    allow: ['organizer'],
    run: (db) => updateDoc(doc(db, docPath.trip(READY)), { status: 'draft', readyAt: null }),
  },
  {
    collection: 'trips',
    operation: 'delete',
    what: 'delete the trip',
    allow: ['organizer'],
    run: (db) => deleteDoc(doc(db, docPath.trip(DRAFT))),
  },

  // ---------- trips/{tripId}/responses/{uid}: own writes while draft; readers: owner, respondents, planners ----------
  {
    collection: 'responses',
    operation: 'get',
    what: "get the traveler's response",
    allow: ['traveler', 'organizer', 'planner'],
    run: (db) => getDoc(doc(db, docPath.response(DRAFT, actors.traveler.uid))),
  },
  {
    collection: 'responses',
    operation: 'list',
    what: "list the draft trip's responses",
    allow: ['traveler', 'organizer', 'planner'],
    run: (db) => getDocs(collection(db, collectionPath.responses(DRAFT))),
  },
  {
    collection: 'responses',
    operation: 'list',
    what: "list the ready trip's responses",
    allow: ['traveler', 'organizer', 'planner'],
    run: (db) => getDocs(collection(db, collectionPath.responses(READY))),
  },
  {
    collection: 'responses',
    operation: 'create',
    what: 'join the draft trip with the live invite key',
    allow: signedIn,
    setup: travelerLeftDraft,
    run: (db, actor) => joinBatch(db, DRAFT, asActor(actor)),
  },
  {
    collection: 'responses',
    operation: 'create',
    what: 'join the draft trip without an invite key',
    allow: [],
    setup: travelerLeftDraft,
    run: (db, actor) => joinBatch(db, DRAFT, asActor(actor), { response: responseWithoutKey(asActor(actor)) }),
  },
  {
    collection: 'responses',
    operation: 'create',
    what: 'join the draft trip with a retired invite key',
    allow: [],
    setup: travelerLeftDraft,
    run: (db, actor) =>
      joinBatch(db, DRAFT, asActor(actor), { response: responseFor(asActor(actor), { inviteKey: RETIRED_KEY }) }),
  },
  {
    collection: 'responses',
    operation: 'create',
    what: "join the draft trip with another trip's invite key",
    allow: [],
    setup: travelerLeftDraft,
    run: (db, actor) =>
      joinBatch(db, DRAFT, asActor(actor), { response: responseFor(asActor(actor), { inviteKey: READY_KEY }) }),
  },
  {
    collection: 'responses',
    operation: 'create',
    what: "create a response in a newcomer's name",
    allow: [],
    run: (db, actor) =>
      joinBatch(db, DRAFT, asActor(actor), { responseUid: newcomer.uid, response: responseFor(newcomer) }),
  },
  {
    collection: 'responses',
    operation: 'create',
    what: 'join the ready trip with their own response',
    allow: [],
    setup: async (db) => {
      await deleteDoc(doc(db, docPath.response(READY, actors.traveler.uid)));
      await deleteDoc(doc(db, docPath.privateAnswers(READY, actors.traveler.uid)));
    },
    run: (db, actor) => joinBatch(db, READY, asActor(actor)),
  },
  {
    collection: 'responses',
    operation: 'update',
    what: "update the traveler's response",
    allow: ['traveler'],
    run: (db) =>
      updateDoc(doc(db, docPath.response(DRAFT, actors.traveler.uid)), {
        budget: '$2,000',
        submittedAt: serverTimestamp(),
      }),
  },
  {
    collection: 'responses',
    operation: 'update',
    what: "update the traveler's response on the ready trip",
    allow: [],
    run: (db) =>
      updateDoc(doc(db, docPath.response(READY, actors.traveler.uid)), {
        budget: '$2,000',
        submittedAt: serverTimestamp(),
      }),
  },
  {
    collection: 'responses',
    operation: 'delete',
    what: "delete the traveler's response and leave the uid in joined",
    allow: [],
    // A response leaves only in the same batch that takes its author's uid out of `joined`
    // (leaving, below; the organizer's removal, tests/rules/remove-traveler.test.ts).
    run: (db) => deleteDoc(doc(db, docPath.response(DRAFT, actors.traveler.uid))),
  },
  {
    collection: 'responses',
    operation: 'delete',
    what: 'take the traveler off the draft trip (response and uid in one batch, as Leave this trip does)',
    allow: ['traveler', 'organizer'],
    run: (db) => leaveBatch(db, DRAFT, actors.traveler.uid),
  },
  {
    collection: 'responses',
    operation: 'delete',
    what: 'take the traveler off the draft trip but leave their private answers behind',
    allow: [],
    run: (db) => leaveBatch(db, DRAFT, actors.traveler.uid, { keepPrivate: true }),
  },
  {
    collection: 'responses',
    operation: 'delete',
    what: 'take the traveler off the ready trip',
    allow: [],
    run: (db) => leaveBatch(db, READY, actors.traveler.uid),
  },
  {
    collection: 'responses',
    operation: 'delete',
    what: "delete the traveler's response on the ready trip",
    allow: [],
    run: (db) => deleteDoc(doc(db, docPath.response(READY, actors.traveler.uid))),
  },

  // ---------- invites/{key}: what the join page shows; get by key only, written by the functions ----------
  {
    collection: 'invites',
    operation: 'get',
    what: 'get the invite record by its key',
    allow: signedIn,
    run: (db) => getDoc(doc(db, docPath.invite(INVITE_KEY))),
  },
  {
    collection: 'invites',
    operation: 'list',
    what: 'list invite records',
    allow: [],
    run: (db) => getDocs(collection(db, collectionPath.invites)),
  },
  {
    collection: 'invites',
    operation: 'list',
    what: "list the draft trip's invite records",
    allow: [],
    run: (db) => getDocs(query(collection(db, collectionPath.invites), where('tripId', '==', DRAFT))),
  },
  {
    collection: 'invites',
    operation: 'create',
    what: 'create an invite record',
    allow: [],
    run: (db) => setDoc(doc(db, docPath.invite(RETIRED_KEY)), { tripId: DRAFT }),
  },
  {
    collection: 'invites',
    operation: 'update',
    what: 'update an invite record',
    allow: [],
    run: (db) => updateDoc(doc(db, docPath.invite(INVITE_KEY)), { tripName: 'Free trip' }),
  },
  {
    collection: 'invites',
    operation: 'delete',
    what: 'delete an invite record',
    allow: [],
    run: (db) => deleteDoc(doc(db, docPath.invite(INVITE_KEY))),
  },

  // ---------- checkouts/{sessionId}: server-only ----------
  {
    collection: 'checkouts',
    operation: 'get',
    what: 'get a checkout',
    allow: [],
    run: (db) => getDoc(doc(db, docPath.checkout(CHECKOUT))),
  },
  {
    collection: 'checkouts',
    operation: 'list',
    what: 'list checkouts',
    allow: [],
    run: (db) => getDocs(collection(db, collectionPath.checkouts)),
  },
  {
    collection: 'checkouts',
    operation: 'create',
    what: 'create a checkout',
    allow: [],
    run: (db, actor) =>
      setDoc(doc(db, docPath.checkout('cs_test_forged')), {
        uid: uidOf(actor),
        tripId: 'free-trip',
        amount: 0,
        currency: 'usd',
        status: 'pending',
      }),
  },
  {
    collection: 'checkouts',
    operation: 'update',
    what: 'update a checkout',
    allow: [],
    run: (db) => updateDoc(doc(db, docPath.checkout(CHECKOUT)), { status: 'pending' }),
  },
  {
    collection: 'checkouts',
    operation: 'delete',
    what: 'delete a checkout',
    allow: [],
    run: (db) => deleteDoc(doc(db, docPath.checkout(CHECKOUT))),
  },

  // ---------- questions and "Looks good" on the plan (docs/plan-questions.md) ----------
  {
    collection: 'planQuestions',
    operation: 'get',
    what: "get the traveler's question (asked to the planners)",
    allow: ['traveler', 'organizer', 'planner'],
    setup: withQuestion,
    run: (db) => getDoc(doc(db, docPath.planQuestion(READY, QUESTION))),
  },
  {
    collection: 'planQuestions',
    operation: 'list',
    what: 'list every question of the trip',
    allow: ['organizer', 'planner'],
    setup: withQuestion,
    run: (db) => getDocs(collection(db, collectionPath.planQuestions(READY))),
  },
  {
    collection: 'planQuestions',
    operation: 'list',
    what: 'list their own questions on the trip',
    allow: ['traveler', 'organizer', 'planner'],
    setup: withQuestion,
    run: (db, actor) =>
      getDocs(query(collection(db, collectionPath.planQuestions(READY)), where('askerUid', '==', uidOf(actor)))),
  },
  {
    collection: 'planQuestions',
    operation: 'list',
    what: 'list the open questions of every trip',
    allow: ['planner'],
    setup: withQuestion,
    run: (db) =>
      getDocs(
        query(
          collectionGroup(db, COLLECTIONS.planQuestions),
          where('resolved', '==', false),
          orderBy('createdAt', 'desc'),
        ),
      ),
  },
  {
    collection: 'planQuestions',
    operation: 'create',
    what: 'ask a question about a published plan item',
    allow: ['traveler', 'organizer'],
    setup: publishedPlan,
    run: (db, actor) => askAs(db, asActor(actor), READY, 'new', newQuestion(READY, asActor(actor))),
  },
  {
    collection: 'planQuestions',
    operation: 'update',
    what: 'answer a question',
    allow: ['planner'],
    setup: withQuestion,
    run: (db, actor) =>
      updateDoc(doc(db, docPath.planQuestion(READY, QUESTION)), { answer: plannerAnswer(asActor(actor)) }),
  },
  {
    collection: 'planQuestions',
    operation: 'delete',
    what: 'delete a question',
    allow: [],
    setup: withQuestion,
    run: (db) => deleteDoc(doc(db, docPath.planQuestion(READY, QUESTION))),
  },
  {
    collection: 'planQuestionMarks',
    operation: 'get',
    what: "get the group's marker of a question (no text)",
    allow: ['traveler', 'organizer', 'planner'],
    setup: withQuestion,
    run: (db) => getDoc(doc(db, docPath.planQuestionMark(READY, QUESTION))),
  },
  {
    collection: 'planQuestionMarks',
    operation: 'create',
    what: 'write a question marker',
    allow: [],
    setup: publishedPlan,
    run: (db) =>
      setDoc(doc(db, docPath.planQuestionMark(READY, 'forged')), {
        itemId: QUESTION_ITEM,
        answered: true,
        askedAt: serverTimestamp(),
      }),
  },
  {
    collection: 'planLooksGood',
    operation: 'create',
    what: 'mark a plan item "Looks good"',
    allow: ['traveler', 'organizer'],
    setup: publishedPlan,
    run: (db, actor) => setDoc(looksGoodDoc(db, READY, asActor(actor)), looksGood(asActor(actor))),
  },
  {
    collection: 'planLooksGood',
    operation: 'get',
    what: 'get the traveler\'s "Looks good"',
    allow: ['traveler', 'organizer', 'planner'],
    setup: withQuestion,
    run: (db) => getDoc(looksGoodDoc(db, READY, actors.traveler)),
  },
  {
    collection: 'planLooksGood',
    operation: 'delete',
    what: 'take back their own "Looks good"',
    allow: ['traveler', 'organizer'],
    setup: async (db) => {
      await publishedPlan(db);
      for (const actor of [actors.traveler, actors.organizer, actors.stranger, actors.planner, asActor(null)])
        await setDoc(looksGoodDoc(db, READY, actor), { ...looksGood(actor), createdAt: day(-1) });
    },
    run: (db, actor) => deleteDoc(looksGoodDoc(db, READY, asActor(actor))),
  },

  // ---------- anything else: denied by default ----------
  {
    collection: 'other paths',
    operation: 'get',
    what: 'get a document of an unknown collection',
    allow: [],
    // eslint-disable-next-line no-restricted-syntax -- a path the schema must not have, typed on purpose
    run: (db) => getDoc(doc(db, 'payments', 'p1')),
  },
  {
    collection: 'other paths',
    operation: 'create',
    what: 'create a document of an unknown collection',
    allow: [],
    // eslint-disable-next-line no-restricted-syntax -- a path the schema must not have, typed on purpose
    run: (db) => setDoc(doc(db, 'payments', 'p1'), { paid: true }),
  },
  {
    collection: 'other paths',
    operation: 'create',
    what: 'create a sub-collection under their profile',
    allow: [],
    // eslint-disable-next-line no-restricted-syntax -- a path the schema must not have, typed on purpose
    run: (db, actor) => setDoc(doc(db, 'users', uidOf(actor), 'notes', 'n1'), { text: 'x' }),
  },
];

const rules = useRulesEnv(seed);

describe('access matrix', () => {
  for (const collectionName of [...new Set(rows.map((row) => row.collection))]) {
    describe(collectionName, () => {
      accessMatrixTests(
        rules,
        ACTORS,
        rows.filter((r) => r.collection === collectionName),
        (row) => `[${row.operation}] `,
      );
    });
  }
});
