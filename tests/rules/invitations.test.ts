// Invitations by email and the automatic-reminders switch (docs/email-invitations.md): the
// organizer and planners read invitations, nobody writes them but the functions; the organizer
// toggles exactly `autoReminders` on a draft trip that planners have not booked. Access-matrix
// style: every row is tried by every actor below, and refused for all it does not allow.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe } from 'vitest';
import {
  accessMatrixTests,
  ACTORS,
  actors,
  day,
  useRulesEnv,
  type AccessRow,
  type ActorName,
  type Cast,
} from './support/rules-env';
import { storeTrip } from './support/fixtures';
import { collectionPath, docPath } from '@domain/collections';

const TRIP = 'olivia-summer-in-japan';
const KEY = 'a'.repeat(64);

const invitation = (overrides: Record<string, unknown> = {}) => ({
  email: 'friend@example.com',
  invitedAt: Timestamp.now(),
  invitedBy: actors.organizer.uid,
  lastReminderAt: null,
  remindersSent: 0,
  autoRounds: [],
  ...overrides,
});

const rules = useRulesEnv(async (db) => {
  await storeTrip(db, TRIP, { joined: [actors.traveler.uid] });
  await setDoc(doc(db, docPath.invitation(TRIP, KEY)), invitation());
});

// The matrices' five actors, and a claim that only looks like a planner's.
type Name = ActorName | 'adminString';
const CAST: Cast<Name> = {
  ...ACTORS,
  adminString: {
    label: 'an admin claim given as the string "true"',
    actor: { ...actors.stranger, admin: 'true' },
  },
};

const invitationRef = (db: Firestore, key = KEY) => doc(db, docPath.invitation(TRIP, key));
const tripUpdate = (data: Record<string, unknown>) => (db: Firestore) => updateDoc(doc(db, docPath.trip(TRIP)), data);

const reading: AccessRow<Name>[] = [
  { what: 'get an invitation', allow: ['organizer', 'planner'], run: (db) => getDoc(invitationRef(db)) },
  {
    what: 'list the trip’s invitations',
    allow: ['organizer', 'planner'],
    run: (db) => getDocs(collection(db, collectionPath.invitations(TRIP))),
  },
];

// Writes are refused whatever they carry (firestore.rules: `allow write: if false`).
const writing: AccessRow<Name>[] = [
  { what: 'create an invitation', allow: [], run: (db) => setDoc(invitationRef(db, 'b'.repeat(64)), invitation()) },
  {
    what: 'mark an invitation reminded',
    allow: [],
    run: (db) => updateDoc(invitationRef(db), { lastReminderAt: Timestamp.now(), remindersSent: 1 }),
  },
  {
    what: 'mark an invitation answered',
    allow: [],
    run: (db) => updateDoc(invitationRef(db), { answeredAt: Timestamp.now() }),
  },
  { what: 'delete an invitation', allow: [], run: (db) => deleteDoc(invitationRef(db)) },
  // Withdrawing goes through withdrawInvitation (and removal's trigger); nobody, the organizer
  // included, writes the mark or clears it to be reminded again.
  {
    what: 'withdraw an invitation',
    allow: [],
    run: (db) => updateDoc(invitationRef(db), { withdrawnAt: Timestamp.now() }),
  },
  {
    what: 'clear an invitation’s withdrawal',
    allow: [],
    run: (db) => updateDoc(invitationRef(db), { withdrawnAt: null }),
  },
];

const autoReminders: AccessRow<Name>[] = [
  {
    what: 'switch automatic reminders off and on for a draft trip',
    allow: ['organizer'],
    run: async (db) => {
      await tripUpdate({ autoReminders: false })(db);
      await tripUpdate({ autoReminders: true })(db);
    },
  },
  {
    what: 'set the switch to anything but a boolean',
    allow: [],
    run: tripUpdate({ autoReminders: 'off' }),
  },
  {
    what: 'change another field along with the switch',
    allow: [],
    run: tripUpdate({ autoReminders: false, paid: false }),
  },
  {
    what: 'change the switch once the trip is ready',
    allow: [],
    setup: tripUpdate({ status: 'ready', readyAt: day(0) }),
    run: tripUpdate({ autoReminders: false }),
  },
  {
    what: 'change the switch once planners booked the trip (the booked lock)',
    allow: [],
    setup: tripUpdate({ isBooked: true }),
    run: tripUpdate({ autoReminders: false }),
  },
];

describe('invitations: reading', () => {
  accessMatrixTests(rules, CAST, reading);
});

describe('invitations: writing is the functions’ alone', () => {
  accessMatrixTests(rules, CAST, writing);
});

describe('trips: the automatic reminders switch', () => {
  accessMatrixTests(rules, CAST, autoReminders);
});
