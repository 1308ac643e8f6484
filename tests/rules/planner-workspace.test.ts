// The planner workspace's rules (issue 18): internal notes on a trip, taking a trip, and the
// who/when stamps of booking. First the access matrix (which actor may do what), then field
// validation (the planner's own writes, where only the value decides).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
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
import { describe, it } from 'vitest';
import {
  accessMatrixTests,
  ACTORS,
  actors,
  asActor,
  booked,
  dbAs,
  day,
  finished,
  plannerStamp,
  useRulesEnv,
  type AccessRow,
  type Actor,
} from './support/rules-env';
import { storeReadyTrip, storeResponse } from './support/fixtures';
import { collectionPath, docPath } from '@domain/collections';

const READY = 'olivia-bali-retreat';
const NOTE = 'note-1';
const otherPlanner: Actor = { uid: 'planner-2', email: 'planner2@example.com', admin: true };

const storedNote = {
  text: 'Called the hotel: two family rooms held until Friday.',
  authorUid: actors.planner.uid,
  authorName: 'Priya Planner',
  createdAt: day(-1),
};
/** A note as the app writes it, by `actor`. */
const noteBy = (actor: Actor, overrides: Record<string, unknown> = {}) => ({
  text: 'Dietary notes checked with the restaurant.',
  authorUid: actor.uid,
  authorName: 'Priya Planner',
  createdAt: serverTimestamp(),
  ...overrides,
});

const rules = useRulesEnv(async (db) => {
  await storeReadyTrip(db, READY, { tripName: 'Bali Retreat', joined: [actors.traveler.uid] });
  await storeResponse(db, READY, actors.traveler, { submittedAt: day(-2) });
  await setDoc(doc(db, docPath.note(READY, NOTE)), storedNote);
});

// ---------- access matrix ----------
const rows: AccessRow[] = [
  {
    what: "get a planner's note",
    allow: ['planner'],
    run: (db) => getDoc(doc(db, docPath.note(READY, NOTE))),
  },
  {
    what: "list the trip's notes",
    allow: ['planner'],
    run: (db) => getDocs(collection(db, collectionPath.notes(READY))),
  },
  {
    what: 'write a note in their own name',
    allow: ['planner'],
    run: (db, actor) => setDoc(doc(db, docPath.note(READY, 'new-note')), noteBy(asActor(actor))),
  },
  {
    what: "edit a planner's note",
    allow: [],
    run: (db) => updateDoc(doc(db, docPath.note(READY, NOTE)), { text: 'Changed' }),
  },
  {
    what: "delete a planner's note",
    allow: [],
    run: (db) => deleteDoc(doc(db, docPath.note(READY, NOTE))),
  },
  {
    what: 'take the trip (assign it to themselves)',
    allow: ['planner'],
    run: (db, actor) => updateDoc(doc(db, docPath.trip(READY)), { assignedTo: plannerStamp(asActor(actor)) }),
  },
  {
    what: 'hand the trip back (assignment cleared)',
    allow: ['planner'],
    setup: (db) => updateDoc(doc(db, docPath.trip(READY)), { assignedTo: plannerStamp(otherPlanner) }),
    run: (db) => updateDoc(doc(db, docPath.trip(READY)), { assignedTo: null }),
  },
  {
    what: 'list the trips assigned to a planner',
    allow: ['planner'],
    run: (db) =>
      getDocs(query(collection(db, collectionPath.trips), where('assignedTo.uid', '==', actors.planner.uid))),
  },
  {
    // Booking is the markTripBooked function's, behind the readiness check (docs/booking-details.md).
    what: 'mark the trip booked from a client, even in their own name',
    allow: [],
    run: (db, actor) => updateDoc(doc(db, docPath.trip(READY)), booked(asActor(actor))),
  },
];

describe('planner workspace: access matrix', () => {
  accessMatrixTests(rules, ACTORS, rows);
});

// ---------- field validation: the planner's own writes ----------
interface Case {
  what: string;
  accepted: boolean;
  /** State the trip is in before the write (rules disabled). */
  before?: Record<string, unknown>;
  run: (db: Firestore) => Promise<unknown>;
}
const text = (length: number) => 'a'.repeat(length);
const tripUpdate = (data: Record<string, unknown>) => (db: Firestore) => updateDoc(doc(db, docPath.trip(READY)), data);
const note =
  (data: Record<string, unknown>, tripId = READY) =>
  (db: Firestore) =>
    setDoc(doc(db, docPath.note(tripId, 'new-note')), data);
const withoutKey = (source: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(source).filter(([k]) => k !== key));
const me = plannerStamp();
const bookedBefore = { isBooked: true, bookedBy: plannerStamp(otherPlanner), bookedAt: day(-3) };

const cases: Case[] = [
  // notes
  { what: 'a note of 4000 characters', accepted: true, run: note(noteBy(actors.planner, { text: text(4000) })) },
  { what: 'a note of 4001 characters', accepted: false, run: note(noteBy(actors.planner, { text: text(4001) })) },
  { what: 'a blank note', accepted: false, run: note(noteBy(actors.planner, { text: '   ' })) },
  { what: 'a note given as a number', accepted: false, run: note(noteBy(actors.planner, { text: 42 })) },
  {
    what: "a note in another planner's name",
    accepted: false,
    run: note(noteBy(actors.planner, { authorUid: otherPlanner.uid })),
  },
  { what: 'a note without an author name', accepted: false, run: note(noteBy(actors.planner, { authorName: '' })) },
  {
    what: 'a note with an author name of 202 characters',
    accepted: false,
    run: note(noteBy(actors.planner, { authorName: text(202) })),
  },
  { what: 'a note with a chosen time', accepted: false, run: note(noteBy(actors.planner, { createdAt: day(-5) })) },
  { what: 'a note without a time', accepted: false, run: note(withoutKey(noteBy(actors.planner), 'createdAt')) },
  {
    what: 'a note with an extra field',
    accepted: false,
    run: note(noteBy(actors.planner, { visibleToOrganizer: true })),
  },
  { what: 'a note on a trip that does not exist', accepted: false, run: note(noteBy(actors.planner), 'no-such-trip') },

  // assignment
  { what: 'taking a trip', accepted: true, run: tripUpdate({ assignedTo: me }) },
  {
    what: 'taking over a trip assigned to another planner',
    accepted: true,
    before: { assignedTo: plannerStamp(otherPlanner) },
    run: tripUpdate({ assignedTo: me }),
  },
  {
    what: 'assigning a trip to another planner',
    accepted: false,
    run: tripUpdate({ assignedTo: plannerStamp(otherPlanner) }),
  },
  { what: 'an assignment given as a bare uid', accepted: false, run: tripUpdate({ assignedTo: actors.planner.uid }) },
  { what: 'an assignment without a name', accepted: false, run: tripUpdate({ assignedTo: { ...me, name: ' ' } }) },
  {
    what: 'an assignment with an extra key',
    accepted: false,
    run: tripUpdate({ assignedTo: { ...me, email: actors.planner.email } }),
  },
  {
    what: 'an assignment together with a booking',
    accepted: false,
    run: tripUpdate({ assignedTo: me, ...booked() }),
  },

  // booking stamps
  { what: 'booking stamped by the planner now, from a client', accepted: false, run: tripUpdate(booked()) },
  { what: 'booking without a stamp', accepted: false, run: tripUpdate({ isBooked: true }) },
  {
    what: 'booking stamped with a chosen time',
    accepted: false,
    run: tripUpdate({ ...booked(), bookedAt: day(-2) }),
  },
  {
    what: "booking stamped in another planner's name",
    accepted: false,
    run: tripUpdate({ ...booked(), bookedBy: plannerStamp(otherPlanner) }),
  },
  {
    what: 'finishing a booked trip, stamped, the booking stamp kept',
    accepted: true,
    before: bookedBefore,
    run: tripUpdate(finished()),
  },
  {
    what: 'finishing without a time',
    accepted: false,
    before: bookedBefore,
    run: tripUpdate({ ...finished(), finishedAt: null }),
  },
  {
    what: 'resetting to not booked, stamps cleared',
    accepted: true,
    before: bookedBefore,
    run: tripUpdate({ isBooked: false, isFinished: false, bookedBy: null, bookedAt: null }),
  },
  {
    what: 'resetting to not booked keeping who booked it',
    accepted: false,
    before: bookedBefore,
    run: tripUpdate({ isBooked: false, bookedAt: null }),
  },
  {
    what: 'resetting to not booked keeping when it was booked',
    accepted: false,
    before: bookedBefore,
    run: tripUpdate({ isBooked: false, bookedBy: null }),
  },
  {
    what: 'rewriting the booking stamp of a booked trip to an old time',
    accepted: false,
    before: bookedBefore,
    run: tripUpdate({ bookedBy: me, bookedAt: day(-10) }),
  },
];

describe('planner workspace: field validation', () => {
  for (const testCase of cases) {
    it(`${testCase.what} is ${testCase.accepted ? 'accepted' : 'refused'}`, async () => {
      const { before } = testCase;
      if (before)
        await rules.env.withSecurityRulesDisabled(async (ctx) => {
          await updateDoc(doc(ctx.firestore() as unknown as Firestore, docPath.trip(READY)), before);
        });
      const attempt = testCase.run(dbAs(rules.env, actors.planner));
      await (testCase.accepted ? assertSucceeds(attempt) : assertFails(attempt));
    });
  }
});
