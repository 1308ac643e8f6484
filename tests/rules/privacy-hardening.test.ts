// Attacks 5, 6 and 7 of issue 15, refused by the real firestore.rules (access-matrix style: one
// row per attempt, each with the actors it is allowed for; every other listed actor is refused).
// 5: a booked trip is locked for its organizer. 6: a planner claim counts only on a verified
// email. 7: images come only from this project's own Storage bucket.
import {
  arrayRemove,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe } from 'vitest';
import {
  accessMatrixTests,
  actors,
  editBatch,
  responseFor,
  useRulesEnv,
  type AccessRow,
  type Actor,
  type Cast,
} from './support/rules-env';
import { storeReadyTrip, storeResponse, storeTrip } from './support/fixtures';
import { collectionPath, docPath } from '@domain/collections';

const BOOKED_DRAFT = 'olivia-booked-draft';
const BOOKED_READY = 'olivia-booked-ready';
const OPEN_DRAFT = 'olivia-open-draft';
/** Marked ready and not booked yet: the one stage a planner may book (trip-lifecycle.ts). */
const OPEN_READY = 'olivia-open-ready-trip';
const BUCKET_URL = 'https://firebasestorage.googleapis.com/v0/b/demo-tripplanner.appspot.com/o/';

type ActorName = 'organizer' | 'planner' | 'unverifiedPlanner' | 'planner2' | 'traveler';
const ACTORS: Cast<ActorName, Actor> = {
  organizer: { label: 'the organizer', actor: actors.organizer },
  traveler: { label: 'the traveler', actor: actors.traveler },
  planner: { label: 'a planner with a verified email', actor: actors.planner },
  unverifiedPlanner: {
    label: 'an admin claim on an unverified email',
    actor: { uid: 'squatter', email: 'future-planner@example.com', admin: true, emailVerified: false },
  },
  planner2: {
    label: 'an admin claim on a token without email_verified',
    actor: { uid: 'squatter2', email: 'other-planner@example.com', admin: true },
  },
};

/** Each row names the actors it tries: the attacks are each about some of them. */
type Row = AccessRow<ActorName, Actor> & { actors: ActorName[] };

async function seed(db: Firestore) {
  const joined = [actors.traveler.uid];
  await storeTrip(db, BOOKED_DRAFT, { isBooked: true, joined });
  await storeResponse(db, BOOKED_DRAFT, actors.traveler);
  await storeReadyTrip(db, BOOKED_READY, { isBooked: true, joined });
  await storeTrip(db, OPEN_DRAFT, { joined });
  await storeReadyTrip(db, OPEN_READY, { joined });
  await storeResponse(db, OPEN_DRAFT, actors.traveler);
}

const removeTraveler = (db: Firestore, tripId: string) => {
  const batch = writeBatch(db);
  batch.delete(doc(db, docPath.response(tripId, actors.traveler.uid)));
  batch.update(doc(db, docPath.trip(tripId)), { joined: arrayRemove(actors.traveler.uid) });
  return batch.commit();
};
const saveImage = (db: Firestore, actor: Actor, profileImage: string) =>
  editBatch(db, OPEN_DRAFT, actor.uid, { ...responseFor(actor), profileImage });

const rows: Row[] = [
  // ---------- attack 5: booked means locked for the organizer ----------
  {
    what: 'reopen a booked trip (ready -> draft)',
    actors: ['organizer'],
    allow: [],
    run: (db) => updateDoc(doc(db, docPath.trip(BOOKED_READY)), { status: 'draft', readyAt: null }),
  },
  {
    what: 'mark a booked draft ready',
    actors: ['organizer'],
    allow: [],
    run: (db) => updateDoc(doc(db, docPath.trip(BOOKED_DRAFT)), { status: 'ready', readyAt: serverTimestamp() }),
  },
  {
    what: 'edit a booked trip',
    actors: ['organizer'],
    allow: [],
    run: (db) => updateDoc(doc(db, docPath.trip(BOOKED_DRAFT)), { destination: 'Osaka' }),
  },
  {
    what: 'remove a traveler from a booked trip',
    actors: ['organizer'],
    allow: [],
    run: (db) => removeTraveler(db, BOOKED_DRAFT),
  },
  {
    what: 'delete a booked trip',
    actors: ['organizer'],
    allow: [],
    run: (db) => deleteDoc(doc(db, docPath.trip(BOOKED_READY))),
  },
  {
    what: 'edit, mark ready and delete a trip that is not booked',
    actors: ['organizer'],
    allow: ['organizer'],
    run: async (db) => {
      await updateDoc(doc(db, docPath.trip(OPEN_DRAFT)), { destination: 'Osaka' });
      await updateDoc(doc(db, docPath.trip(OPEN_DRAFT)), { status: 'ready', readyAt: serverTimestamp() });
      await deleteDoc(doc(db, docPath.trip(OPEN_DRAFT)));
    },
  },
  {
    what: 'unbook a booked trip (planners still move it through booking)',
    actors: ['planner', 'organizer'],
    allow: ['planner'],
    run: (db) => updateDoc(doc(db, docPath.trip(BOOKED_READY)), { isBooked: false, isFinished: false }),
  },

  // ---------- attack 6: a planner claim needs a verified email ----------
  {
    what: 'list every trip',
    actors: ['planner', 'unverifiedPlanner', 'planner2'],
    allow: ['planner'],
    run: (db) => getDocs(collection(db, collectionPath.trips)),
  },
  {
    what: "read a trip's responses (names, medical and dietary notes)",
    actors: ['planner', 'unverifiedPlanner', 'planner2'],
    allow: ['planner'],
    run: (db) => getDocs(collection(db, collectionPath.responses(OPEN_DRAFT))),
  },
  {
    what: "get one traveler's response",
    actors: ['planner', 'unverifiedPlanner', 'planner2'],
    allow: ['planner'],
    run: (db) => getDoc(doc(db, docPath.response(OPEN_DRAFT, actors.traveler.uid))),
  },
  {
    what: 'reset a trip’s booking flags',
    actors: ['planner', 'unverifiedPlanner', 'planner2'],
    allow: ['planner'],
    // Booking itself is the markTripBooked function's (docs/booking-details.md); the planner's
    // client write left is keeping or resetting the flags, and it too needs a verified planner.
    run: (db) => updateDoc(doc(db, docPath.trip(OPEN_READY)), { isBooked: false, isFinished: false }),
  },

  // ---------- attack 7: images only from this project's bucket ----------
  {
    what: 'answer with an image in this project’s bucket',
    actors: ['traveler'],
    allow: ['traveler'],
    run: (db, actor) => saveImage(db, actor, `${BUCKET_URL}avatars%2Ftara.png?alt=media&token=abc-123`),
  },
  {
    what: "answer with an image in another project's bucket",
    actors: ['traveler'],
    allow: [],
    run: (db, actor) =>
      saveImage(db, actor, 'https://firebasestorage.googleapis.com/v0/b/attacker.appspot.com/o/pixel.png?alt=media'),
  },
  {
    what: 'answer with an image in a bucket whose name only starts like ours',
    actors: ['traveler'],
    allow: [],
    run: (db, actor) =>
      saveImage(
        db,
        actor,
        'https://firebasestorage.googleapis.com/v0/b/demo-tripplanner.appspot.com.evil/o/pixel.png?alt=media',
      ),
  },
  {
    what: 'answer with an image path that climbs out of our bucket',
    actors: ['traveler'],
    allow: [],
    run: (db, actor) => saveImage(db, actor, `${BUCKET_URL}x/../../attacker.appspot.com/o/pixel.png`),
  },
  {
    what: 'answer with an image path that climbs out with backslashes',
    actors: ['traveler'],
    allow: [],
    run: (db, actor) => saveImage(db, actor, `${BUCKET_URL}x\\..\\..\\attacker.appspot.com\\o\\pixel.png`),
  },
  {
    what: 'answer with an image URL with a fragment or a second query',
    actors: ['traveler'],
    allow: [],
    run: (db, actor) => saveImage(db, actor, `${BUCKET_URL}a.png?alt=media#https://tracker.example/`),
  },
  {
    what: 'save a profile image in another project’s bucket',
    actors: ['traveler'],
    allow: [],
    run: (db, actor) =>
      setDoc(doc(db, docPath.user(actor.uid)), {
        email: actor.email,
        profileImage: 'https://firebasestorage.googleapis.com/v0/b/attacker.appspot.com/o/pixel.png',
      }),
  },
  {
    what: 'save a profile image in this project’s bucket',
    actors: ['traveler'],
    allow: ['traveler'],
    run: (db, actor) =>
      setDoc(doc(db, docPath.user(actor.uid)), { email: actor.email, profileImage: `${BUCKET_URL}avatars%2Ftara.png` }),
  },
];

const rules = useRulesEnv(seed);

describe('privacy hardening (issue 15, attacks 5-7)', () => {
  accessMatrixTests(rules, ACTORS, rows);
});
