// Choices and votes on the trip plan (docs/decide-together.md): planners write choices, the
// trip reads them and every vote; a member writes only their own vote, only before the deadline
// and while the trip is not finished; nobody writes a tally or a confirmation (confirmChoice
// does, with the Admin SDK). First the access matrix, then each condition both ways, then the
// choice's and the vote's fields.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  accessMatrixTests,
  ACTORS,
  actors,
  dbAs,
  day,
  responseFor,
  useRulesEnv,
  type AccessRow,
  type Actor,
} from './support/rules-env';
import { storeReadyTrip, storeTrip } from './support/fixtures';
import { collectionPath, docPath } from '@domain/collections';

const TRIP = 'olivia-bali-choices';
const DRAFT_TRIP = 'olivia-draft-choices';
const HOTEL = 'item-hotel';
const DAY_TRIP = 'item-day-trip';
const other: Actor = { uid: 'traveler-2', email: 'traveler2@example.com', emailVerified: true };

const option = (id: string, title: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title,
  start: null,
  end: null,
  checkIn: '2027-03-26',
  checkOut: '2027-03-29',
  price: { currency: 'USD', perPersonMinor: 42_000, totalMinor: null },
  link: 'https://hotel.example.com',
  ...overrides,
});

/** A hotel choice as the planner's editor writes it. */
function hotelChoice(actor: Actor = actors.planner, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'pick',
    itemKind: 'lodging',
    title: 'Where we stay in Ubud',
    options: [option('a', 'Jungle Lodge'), option('b', 'Rice Terrace Villa')],
    deadline: day(5),
    deadlineLocal: { at: '2027-03-01T18:00', zone: 'Asia/Makassar' },
    status: 'open',
    confirmedOption: null,
    updatedAt: serverTimestamp(),
    updatedBy: actor.uid,
    ...overrides,
  };
}
const storedHotel = { ...hotelChoice(), updatedAt: day(-1) };
const storedDayTrip = { ...storedHotel, kind: 'whoIsIn', itemKind: 'activity', title: 'Day trip', options: [] };

const vote = (uid: string, answers: Record<string, unknown> = { a: 'yes', b: 'ifNeedBe' }) => ({
  uid,
  answers,
  updatedAt: serverTimestamp(),
});
const voteRef = (db: Firestore, choice: string, uid: string) => doc(db, docPath.choiceVote(TRIP, choice, uid));

const rules = useRulesEnv(async (db) => {
  await storeReadyTrip(db, TRIP, { joined: [actors.traveler.uid, other.uid] });
  await setDoc(doc(db, docPath.response(TRIP, actors.traveler.uid)), responseFor(actors.traveler));
  await storeTrip(db, DRAFT_TRIP);
  await setDoc(doc(db, docPath.planChoice(TRIP, HOTEL)), storedHotel);
  await setDoc(doc(db, docPath.planChoice(TRIP, DAY_TRIP)), storedDayTrip);
  await setDoc(voteRef(db, HOTEL, other.uid), { uid: other.uid, answers: { a: 'no', b: 'yes' }, updatedAt: day(-1) });
});

// ---------- access matrix ----------
const rows: AccessRow[] = [
  {
    what: 'get a choice on the plan',
    allow: ['planner', 'organizer', 'traveler'],
    run: (db) => getDoc(doc(db, docPath.planChoice(TRIP, HOTEL))),
  },
  {
    what: "list the trip's choices",
    allow: ['planner', 'organizer', 'traveler'],
    run: (db) => getDocs(collection(db, collectionPath.planChoices(TRIP))),
  },
  {
    what: 'make a plan item a choice',
    allow: ['planner'],
    run: (db, actor) => setDoc(doc(db, docPath.planChoice(TRIP, 'item-new')), hotelChoice(actor ?? undefined)),
  },
  {
    what: 'edit an open choice',
    allow: ['planner'],
    run: (db, actor) =>
      setDoc(doc(db, docPath.planChoice(TRIP, HOTEL)), hotelChoice(actor ?? undefined, { title: 'Our hotel' })),
  },
  {
    what: 'remove an open choice',
    allow: ['planner'],
    run: (db) => deleteDoc(doc(db, docPath.planChoice(TRIP, HOTEL))),
  },
  {
    what: 'confirm an option by writing the choice',
    allow: [],
    run: (db, actor) =>
      setDoc(
        doc(db, docPath.planChoice(TRIP, HOTEL)),
        hotelChoice(actor ?? undefined, { status: 'confirmed', confirmedOption: 'a' }),
      ),
  },
  {
    what: 'write a tally on a choice',
    allow: [],
    run: (db, actor) =>
      setDoc(doc(db, docPath.planChoice(TRIP, HOTEL)), hotelChoice(actor ?? undefined, { tally: { a: { yes: 9 } } })),
  },
  {
    what: "list every member's votes on a choice (the tally's source)",
    allow: ['planner', 'organizer', 'traveler'],
    run: (db) => getDocs(collection(db, collectionPath.choiceVotes(TRIP, HOTEL))),
  },
  {
    what: 'answer a choice with their own vote',
    allow: ['organizer', 'traveler'],
    run: (db, actor) => setDoc(voteRef(db, HOTEL, actor?.uid ?? 'visitor'), vote(actor?.uid ?? 'visitor')),
  },
  {
    what: "write another member's vote",
    allow: [],
    run: (db) => setDoc(voteRef(db, HOTEL, other.uid), vote(other.uid, { a: 'yes', b: 'no' })),
  },
  {
    what: 'delete a vote',
    allow: [],
    run: (db) => deleteDoc(voteRef(db, HOTEL, other.uid)),
  },
];

describe('choices: access matrix', () => {
  accessMatrixTests(rules, ACTORS, rows);
});

// ---------- who and when, both ways ----------
describe('choices: who votes and when', () => {
  const asTraveler = () => dbAs(rules.env, actors.traveler);

  it('a member changes their answer before the deadline', async () => {
    const db = asTraveler();
    await assertSucceeds(setDoc(voteRef(db, HOTEL, actors.traveler.uid), vote(actors.traveler.uid)));
    await assertSucceeds(
      setDoc(voteRef(db, HOTEL, actors.traveler.uid), vote(actors.traveler.uid, { a: 'no', b: 'yes' })),
    );
  });

  it('a member cannot vote after the deadline', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), docPath.planChoice(TRIP, HOTEL)), { ...storedHotel, deadline: day(-1) });
    });
    await assertFails(setDoc(voteRef(asTraveler(), HOTEL, actors.traveler.uid), vote(actors.traveler.uid)));
  });

  it('a member cannot vote on a confirmed choice', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), docPath.planChoice(TRIP, HOTEL)), {
        ...storedHotel,
        status: 'confirmed',
        confirmedOption: 'a',
      });
    });
    await assertFails(setDoc(voteRef(asTraveler(), HOTEL, actors.traveler.uid), vote(actors.traveler.uid)));
  });

  it('a member cannot vote once the trip is finished', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), docPath.trip(TRIP)), { isFinished: true }, { merge: true });
    });
    await assertFails(setDoc(voteRef(asTraveler(), HOTEL, actors.traveler.uid), vote(actors.traveler.uid)));
  });

  it('a vote must name its own member', async () => {
    await assertFails(setDoc(voteRef(asTraveler(), HOTEL, actors.traveler.uid), vote(other.uid)));
  });

  it('a vote carries the request time', async () => {
    await assertFails(
      setDoc(voteRef(asTraveler(), HOTEL, actors.traveler.uid), { ...vote(actors.traveler.uid), updatedAt: day(0) }),
    );
  });

  it('who is in takes in or out, not yes or no', async () => {
    const db = asTraveler();
    await assertSucceeds(
      setDoc(voteRef(db, DAY_TRIP, actors.traveler.uid), vote(actors.traveler.uid, { going: 'out' })),
    );
    await assertFails(setDoc(voteRef(db, DAY_TRIP, actors.traveler.uid), vote(actors.traveler.uid, { going: 'yes' })));
    await assertFails(setDoc(voteRef(db, DAY_TRIP, actors.traveler.uid), vote(actors.traveler.uid, { a: 'yes' })));
  });

  it('a three-option choice takes an answer for each of the three', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), docPath.planChoice(TRIP, HOTEL)), {
        ...storedHotel,
        options: [...storedHotel.options, option('c', 'Treehouse')],
      });
    });
    const db = asTraveler();
    await assertFails(setDoc(voteRef(db, HOTEL, actors.traveler.uid), vote(actors.traveler.uid)));
    await assertSucceeds(
      setDoc(voteRef(db, HOTEL, actors.traveler.uid), vote(actors.traveler.uid, { a: 'yes', b: 'no', c: 'no' })),
    );
  });

  it('a stranger cannot vote on a trip they are not on, even as "their own" vote', async () => {
    const db = dbAs(rules.env, actors.stranger);
    await assertFails(setDoc(voteRef(db, HOTEL, actors.stranger.uid), vote(actors.stranger.uid)));
    await assertFails(getDocs(collection(db, collectionPath.choiceVotes(TRIP, HOTEL))));
  });

  it('planners cannot make a choice before the organizer marks the trip ready', async () => {
    const db = dbAs(rules.env, actors.planner);
    await assertFails(setDoc(doc(db, docPath.planChoice(DRAFT_TRIP, HOTEL)), hotelChoice()));
  });

  it('planners cannot edit or remove a confirmed choice', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), docPath.planChoice(TRIP, HOTEL)), {
        ...storedHotel,
        status: 'confirmed',
        confirmedOption: 'a',
      });
    });
    const db = dbAs(rules.env, actors.planner);
    await assertFails(setDoc(doc(db, docPath.planChoice(TRIP, HOTEL)), hotelChoice()));
    await assertFails(deleteDoc(doc(db, docPath.planChoice(TRIP, HOTEL))));
  });
});

// ---------- the fields ----------
describe('choices: a choice’s fields', () => {
  const timed = (at: string) => ({ checkIn: null, checkOut: null, start: { at, zone: 'Asia/Makassar' }, end: null });
  const valid: [string, Record<string, unknown>][] = [
    ['two lodging options', {}],
    ['three options', { options: [option('a', 'A'), option('b', 'B'), option('c', 'C')] }],
    [
      'timed options with and without an end',
      {
        itemKind: 'activity',
        options: [
          option('a', 'Morning', timed('2027-03-27T08:00')),
          option('b', 'Evening', {
            ...timed('2027-03-27T18:00'),
            end: { at: '2027-03-27T21:00', zone: 'Asia/Makassar' },
          }),
        ],
      },
    ],
    ['options without price or link', { options: [option('a', 'A', { price: null, link: '' }), option('b', 'B')] }],
    ['who is in, without options', { kind: 'whoIsIn', itemKind: 'activity', options: [] }],
  ];
  for (const [name, overrides] of valid)
    it(`accepts ${name}`, async () => {
      const db = dbAs(rules.env, actors.planner);
      await assertSucceeds(setDoc(doc(db, docPath.planChoice(TRIP, 'x')), hotelChoice(actors.planner, overrides)));
    });

  const invalid: [string, Record<string, unknown>][] = [
    ['an unknown kind', { kind: 'poll' }],
    ['an unknown item kind', { itemKind: 'cruise' }],
    ['an empty title', { title: ' ' }],
    ['options that are not a list', { options: 'a or b' }],
    ['one option', { options: [option('a', 'A')] }],
    ['four options', { options: [option('a', 'A'), option('b', 'B'), option('c', 'C'), option('d', 'D')] }],
    ['who is in with options', { kind: 'whoIsIn', itemKind: 'activity' }],
    ['an option that is not a map', { options: ['A', option('b', 'B')] }],
    ['an option with an extra field', { options: [option('a', 'A', { votes: 3 }), option('b', 'B')] }],
    ['options out of order', { options: [option('b', 'B'), option('a', 'A')] }],
    ['a second option out of order', { options: [option('a', 'A'), option('c', 'C')] }],
    ['a third option out of order', { options: [option('a', 'A'), option('b', 'B'), option('d', 'D')] }],
    ['an option without a title', { options: [option('a', ''), option('b', 'B')] }],
    ['a lodging option with a start', { options: [option('a', 'A', timed('2027-03-27T08:00')), option('b', 'B')] }],
    [
      'a lodging option with an end',
      { options: [option('a', 'A', { end: { at: '2027-03-27T08:00', zone: 'UTC' } }), option('b', 'B')] },
    ],
    ['a lodging option without check-in', { options: [option('a', 'A', { checkIn: null }), option('b', 'B')] }],
    ['a lodging option without check-out', { options: [option('a', 'A', { checkOut: 'later' }), option('b', 'B')] }],
    ['a lodging option of no nights', { options: [option('a', 'A', { checkOut: '2027-03-26' }), option('b', 'B')] }],
    [
      'a timed option without a start',
      { itemKind: 'activity', options: [option('a', 'A', { checkIn: null, checkOut: null }), option('b', 'B')] },
    ],
    [
      'a timed option with a malformed end',
      {
        itemKind: 'activity',
        options: [
          option('a', 'A', { ...timed('2027-03-27T08:00'), end: { at: 'soon', zone: 'UTC' } }),
          option('b', 'B', timed('2027-03-27T08:00')),
        ],
      },
    ],
    [
      'a timed option with check-in days',
      {
        itemKind: 'activity',
        options: [
          option('a', 'A', { ...timed('2027-03-27T08:00'), checkIn: '2027-03-27' }),
          option('b', 'B', timed('2027-03-27T08:00')),
        ],
      },
    ],
    [
      'a timed option with a check-out day',
      {
        itemKind: 'activity',
        options: [
          option('a', 'A', { ...timed('2027-03-27T08:00'), checkOut: '2027-03-27' }),
          option('b', 'B', timed('2027-03-27T08:00')),
        ],
      },
    ],
    [
      'an option price in lower-case currency',
      {
        options: [
          option('a', 'A', { price: { currency: 'usd', perPersonMinor: 1, totalMinor: null } }),
          option('b', 'B'),
        ],
      },
    ],
    ['an http option link', { options: [option('a', 'A', { link: 'http://hotel.example.com' }), option('b', 'B')] }],
    ['a deadline that is not a time', { deadline: '2027-03-01T18:00' }],
    ['a deadline without its local time', { deadlineLocal: 'Friday 18:00' }],
    ['a confirmed status', { status: 'confirmed' }],
    ['a confirmed option', { confirmedOption: 'a' }],
    ['another planner’s stamp', { updatedBy: 'planner-2' }],
    ['a stamp that is not the request time', { updatedAt: day(0) }],
    ['a tally', { tally: { a: 3 } }],
  ];
  for (const [name, overrides] of invalid)
    it(`refuses ${name}`, async () => {
      const db = dbAs(rules.env, actors.planner);
      await assertFails(setDoc(doc(db, docPath.planChoice(TRIP, 'x')), hotelChoice(actors.planner, overrides)));
    });

  it('refuses a choice missing a field', async () => {
    const { confirmedOption: _c, ...missing } = hotelChoice();
    const db = dbAs(rules.env, actors.planner);
    await assertFails(setDoc(doc(db, docPath.planChoice(TRIP, 'x')), missing));
  });
});

describe('choices: a vote’s fields', () => {
  const invalid: [string, Record<string, unknown>][] = [
    ['answers that are not a map', { answers: 'yes' }],
    ['an answer missing for an option', { answers: { a: 'yes' } }],
    ['an answer for an option that does not exist', { answers: { a: 'yes', b: 'yes', c: 'yes' } }],
    ['an answer that is not one of the three', { answers: { a: 'yes', b: 'maybe' } }],
    ['a count in the vote', { answers: { a: 'yes', b: 'yes' }, weight: 5 }],
  ];
  for (const [name, overrides] of invalid)
    it(`refuses ${name}`, async () => {
      const db = dbAs(rules.env, actors.traveler);
      await assertFails(
        setDoc(voteRef(db, HOTEL, actors.traveler.uid), { ...vote(actors.traveler.uid), ...overrides }),
      );
    });

  it('accepts every answer', async () => {
    const db = dbAs(rules.env, actors.traveler);
    await assertSucceeds(
      setDoc(voteRef(db, HOTEL, actors.traveler.uid), vote(actors.traveler.uid, { a: 'ifNeedBe', b: 'no' })),
    );
    await assertSucceeds(
      setDoc(voteRef(db, DAY_TRIP, actors.traveler.uid), vote(actors.traveler.uid, { going: 'in' })),
    );
  });
});

// A deadline in the past by a second is past: the rule compares instants, whatever the zones.
describe('choices: deadlines are instants', () => {
  it('a deadline one minute ago refuses, one minute ahead accepts', async () => {
    const set = (millis: number) =>
      rules.env.withSecurityRulesDisabled(async (ctx) => {
        await setDoc(doc(ctx.firestore(), docPath.planChoice(TRIP, HOTEL)), {
          ...storedHotel,
          deadline: Timestamp.fromMillis(millis),
        });
      });
    const db = dbAs(rules.env, actors.traveler);
    await set(Date.now() - 60_000);
    await assertFails(setDoc(voteRef(db, HOTEL, actors.traveler.uid), vote(actors.traveler.uid)));
    await set(Date.now() + 60_000);
    await assertSucceeds(setDoc(voteRef(db, HOTEL, actors.traveler.uid), vote(actors.traveler.uid)));
  });
});
