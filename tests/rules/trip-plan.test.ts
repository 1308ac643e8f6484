// The trip plan's rules (docs/trip-plan.md): planners edit the draft item by item, with a
// revision per item; the group reads published versions only; a traveler's private part
// (confirmation codes, booking references, prices) and calendar token are theirs alone.
// First the access matrix, then the draft item's field validation, each check both ways.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  accessMatrixTests,
  ACTORS,
  actors,
  dbAs,
  day,
  useRulesEnv,
  type AccessRow,
  type Actor,
} from './support/rules-env';
import { storeReadyTrip, storeResponse, storeTrip } from './support/fixtures';
import { collectionPath, docPath } from '@domain/collections';

const READY = 'olivia-bali-retreat';
const DRAFT_TRIP = 'olivia-summer-in-japan';
const ITEM = 'item-flight';
const otherPlanner: Actor = { uid: 'planner-2', email: 'planner2@example.com', admin: true, emailVerified: true };

/** A draft item as the editor saves it (revision `rev`, stamped by `actor`). */
function draftItem(actor: Actor = actors.planner, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'flight',
    title: 'Boston to Denpasar',
    start: { at: '2027-03-24T21:40', zone: 'America/New_York' },
    end: { at: '2027-03-26T09:15', zone: 'Asia/Makassar' },
    checkIn: null,
    checkOut: null,
    place: 'Logan Airport',
    mapLink: 'https://maps.example.com/bos',
    link: 'https://airline.example.com/booking',
    notes: 'Check in online 24 hours before.',
    travelers: [actors.traveler.uid],
    order: 1,
    confirmation: 'QX7Z2P',
    bookingRef: 'REF-1',
    price: { currency: 'USD', perPersonMinor: 84_500, totalMinor: null },
    rev: 1,
    updatedAt: serverTimestamp(),
    updatedBy: actor.uid,
    ...overrides,
  };
}
const storedItem = { ...draftItem(), updatedAt: day(-1) };
const lodging = {
  kind: 'lodging',
  start: null,
  end: null,
  checkIn: '2027-03-26',
  checkOut: '2027-03-28',
};

const rules = useRulesEnv(async (db) => {
  await storeReadyTrip(db, READY, { tripName: 'Bali Retreat', joined: [actors.traveler.uid] });
  await storeResponse(db, READY, actors.traveler, { submittedAt: day(-2) });
  await storeTrip(db, DRAFT_TRIP);
  await setDoc(doc(db, docPath.planDraftItem(READY, ITEM)), storedItem);
  await setDoc(doc(db, docPath.planVersion(READY, 1)), { version: 1, items: [], changes: [], travelerNames: {} });
  for (const uid of [actors.traveler.uid, actors.organizer.uid])
    await setDoc(doc(db, docPath.planPrivate(READY, 1, uid)), { uid, version: 1, items: {} });
  await setDoc(doc(db, docPath.calendarFeed(READY, actors.traveler.uid)), { token: 'feed-token' });
});

// ---------- access matrix ----------
const rows: AccessRow[] = [
  {
    what: 'get a draft plan item',
    allow: ['planner'],
    run: (db) => getDoc(doc(db, docPath.planDraftItem(READY, ITEM))),
  },
  {
    what: "list the trip's draft plan",
    allow: ['planner'],
    run: (db) => getDocs(collection(db, collectionPath.planDraft(READY))),
  },
  {
    what: 'add an item to the draft plan',
    allow: ['planner'],
    run: (db, actor) => setDoc(doc(db, docPath.planDraftItem(READY, 'new-item')), draftItem(actor ?? undefined)),
  },
  {
    what: 'save the next revision of a draft item',
    allow: ['planner'],
    run: (db, actor) =>
      setDoc(doc(db, docPath.planDraftItem(READY, ITEM)), draftItem(actor ?? undefined, { rev: 2, title: 'BOS–DPS' })),
  },
  {
    what: 'remove a draft item',
    allow: ['planner'],
    run: (db) => deleteDoc(doc(db, docPath.planDraftItem(READY, ITEM))),
  },
  {
    what: 'get a published plan version',
    allow: ['planner', 'organizer', 'traveler'],
    run: (db) => getDoc(doc(db, docPath.planVersion(READY, 1))),
  },
  {
    what: 'open the latest published version (one query, one document)',
    allow: ['planner', 'organizer', 'traveler'],
    run: (db) =>
      getDocs(query(collection(db, collectionPath.planVersions(READY)), orderBy('version', 'desc'), limit(1))),
  },
  {
    what: 'write a published version',
    allow: [],
    run: (db) => setDoc(doc(db, docPath.planVersion(READY, 2)), { version: 2, items: [] }),
  },
  {
    what: "get the traveler's private plan details",
    allow: ['planner', 'traveler'],
    run: (db) => getDoc(doc(db, docPath.planPrivate(READY, 1, actors.traveler.uid))),
  },
  {
    what: "get the organizer's private plan details",
    allow: ['planner', 'organizer'],
    run: (db) => getDoc(doc(db, docPath.planPrivate(READY, 1, actors.organizer.uid))),
  },
  {
    what: 'list the private plan details of every traveler',
    allow: [],
    run: (db) => getDocs(collection(db, collectionPath.planPrivate(READY, 1))),
  },
  {
    what: "get the traveler's calendar feed token",
    allow: ['traveler'],
    run: (db) => getDoc(doc(db, docPath.calendarFeed(READY, actors.traveler.uid))),
  },
  {
    what: 'write a calendar feed token',
    allow: [],
    run: (db, actor) =>
      setDoc(doc(db, docPath.calendarFeed(READY, actor?.uid ?? 'visitor')), { token: 'chosen-by-me' }),
  },
];

describe('trip plan: access matrix', () => {
  accessMatrixTests(rules, ACTORS, rows);
});

// ---------- the rules' own conditions, both ways ----------
describe('trip plan: who and when', () => {
  it('a stranger cannot read their own private slot of a trip they are not on', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), docPath.planPrivate(READY, 1, actors.stranger.uid)), {
        uid: actors.stranger.uid,
      });
      await setDoc(doc(ctx.firestore(), docPath.calendarFeed(READY, actors.stranger.uid)), { token: 't' });
    });
    const db = dbAs(rules.env, actors.stranger);
    await assertFails(getDoc(doc(db, docPath.planPrivate(READY, 1, actors.stranger.uid))));
    await assertFails(getDoc(doc(db, docPath.calendarFeed(READY, actors.stranger.uid))));
  });

  it('a traveler cannot read another traveler’s calendar token', async () => {
    const db = dbAs(rules.env, actors.organizer);
    await assertFails(getDoc(doc(db, docPath.calendarFeed(READY, actors.traveler.uid))));
  });

  it('planners cannot start a plan before the organizer marks the trip ready', async () => {
    const db = dbAs(rules.env, actors.planner);
    await assertFails(setDoc(doc(db, docPath.planDraftItem(DRAFT_TRIP, 'x')), draftItem()));
  });

  it('planners cannot edit a plan item while the trip is back in draft', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), docPath.planDraftItem(DRAFT_TRIP, ITEM)), storedItem);
    });
    const db = dbAs(rules.env, actors.planner);
    await assertFails(setDoc(doc(db, docPath.planDraftItem(DRAFT_TRIP, ITEM)), draftItem(actors.planner, { rev: 2 })));
  });

  it('a planner saving from an older revision is refused, so the other planner’s save survives', async () => {
    const mine = dbAs(rules.env, actors.planner);
    const theirs = dbAs(rules.env, otherPlanner);
    await assertSucceeds(
      setDoc(doc(theirs, docPath.planDraftItem(READY, ITEM)), draftItem(otherPlanner, { rev: 2, notes: 'Seat 14A' })),
    );
    // Made from revision 1, like theirs: now stale.
    await assertFails(setDoc(doc(mine, docPath.planDraftItem(READY, ITEM)), draftItem(actors.planner, { rev: 2 })));
    await assertSucceeds(
      setDoc(doc(mine, docPath.planDraftItem(READY, ITEM)), draftItem(actors.planner, { rev: 3, notes: 'Seat 14A' })),
    );
  });

  it('a planner cannot stamp a save with another planner’s uid', async () => {
    const db = dbAs(rules.env, actors.planner);
    await assertFails(setDoc(doc(db, docPath.planDraftItem(READY, 'x')), draftItem(otherPlanner)));
  });

  it('a save must carry the request time', async () => {
    const db = dbAs(rules.env, actors.planner);
    await assertFails(
      setDoc(doc(db, docPath.planDraftItem(READY, 'x')), draftItem(actors.planner, { updatedAt: day(0) })),
    );
  });

  it('planners may update part of an item only as a whole revision', async () => {
    const db = dbAs(rules.env, actors.planner);
    await assertFails(updateDoc(doc(db, docPath.planDraftItem(READY, ITEM)), { title: 'No revision' }));
  });
});

describe('trip plan: a draft item’s fields', () => {
  const valid: [string, Record<string, unknown>][] = [
    ['a flight across zones', {}],
    ['lodging as nights', lodging],
    ['an item for the whole group', { travelers: 'all' }],
    ['an item without end, price or links', { end: null, price: null, mapLink: '', link: '' }],
    ['a price given as a total only', { price: { currency: 'IDR', perPersonMinor: null, totalMinor: 1_500_000 } }],
    ['a fractional order (between two items)', { order: 1.5 }],
  ];
  for (const [name, overrides] of valid)
    it(`accepts ${name}`, async () => {
      const db = dbAs(rules.env, actors.planner);
      await assertSucceeds(setDoc(doc(db, docPath.planDraftItem(READY, 'x')), draftItem(actors.planner, overrides)));
    });

  const { confirmation: _c, ...withoutConfirmation } = draftItem();
  const invalid: [string, Record<string, unknown>][] = [
    ['an unknown kind', { kind: 'cruise' }],
    ['an empty title', { title: '  ' }],
    ['lodging with a start time', { ...lodging, start: { at: '2027-03-26T15:00', zone: 'Asia/Makassar' } }],
    ['lodging with an end time', { ...lodging, end: { at: '2027-03-26T15:00', zone: 'Asia/Makassar' } }],
    ['lodging without a check-in day', { ...lodging, checkIn: null }],
    ['lodging with a malformed check-in day', { ...lodging, checkIn: '26/03/2027' }],
    ['lodging without a check-out day', { ...lodging, checkOut: 'soon' }],
    ['lodging of no nights', { ...lodging, checkOut: '2027-03-26' }],
    ['a start that is not a local time', { start: '2027-03-24T21:40' }],
    ['a start with an offset field', { start: { at: '2027-03-24T21:40', zone: 'UTC', offset: '-04:00' } }],
    ['a start time that is not text', { start: { at: 20270324, zone: 'UTC' } }],
    ['a start time with seconds and offset', { start: { at: '2027-03-24T21:40:00Z', zone: 'UTC' } }],
    ['a start without a zone', { start: { at: '2027-03-24T21:40', zone: '' } }],
    ['a malformed end', { end: { at: 'tomorrow', zone: 'UTC' } }],
    ['a flight with check-in days', { checkIn: '2027-03-24' }],
    ['a flight with a check-out day', { checkOut: '2027-03-24' }],
    ['a place that is too long', { place: 'x'.repeat(201) }],
    ['a javascript: map link', { mapLink: 'javascript:alert(1)' }],
    ['an http booking link', { link: 'http://airline.example.com' }],
    ['a link that is not text', { link: 42 }],
    ['notes that are too long', { notes: 'x'.repeat(2001) }],
    ['a confirmation code that is too long', { confirmation: 'x'.repeat(101) }],
    ['a booking reference that is not text', { bookingRef: 7 }],
    ['a price that is not a map', { price: 845 }],
    ['a price with an extra field', { price: { currency: 'USD', perPersonMinor: 1, totalMinor: null, tax: 1 } }],
    ['a currency that is not text', { price: { currency: 840, perPersonMinor: 1, totalMinor: null } }],
    ['a currency in lower case', { price: { currency: 'usd', perPersonMinor: 1, totalMinor: null } }],
    ['a fractional amount', { price: { currency: 'USD', perPersonMinor: 1.5, totalMinor: null } }],
    ['a negative amount', { price: { currency: 'USD', perPersonMinor: -1, totalMinor: null } }],
    ['an absurd amount', { price: { currency: 'USD', perPersonMinor: null, totalMinor: 100_000_001 } }],
    ['travelers that are neither all nor a list', { travelers: 'some' }],
    ['no travelers named', { travelers: [] }],
    ['more than 100 travelers', { travelers: Array.from({ length: 101 }, (_, n) => `u${n}`) }],
    ['a traveler named twice', { travelers: ['a', 'a'] }],
    ['an order that is not a number', { order: 'first' }],
    ['a first revision other than 1', { rev: 2 }],
    ['an extra field', { secret: true }],
  ];
  for (const [name, overrides] of invalid)
    it(`refuses ${name}`, async () => {
      const db = dbAs(rules.env, actors.planner);
      await assertFails(setDoc(doc(db, docPath.planDraftItem(READY, 'x')), draftItem(actors.planner, overrides)));
    });

  it('refuses an item missing a field', async () => {
    const db = dbAs(rules.env, actors.planner);
    await assertFails(setDoc(doc(db, docPath.planDraftItem(READY, 'x')), withoutConfirmation));
  });
});
