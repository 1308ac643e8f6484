// Trip money's rules (docs/payments.md, "Trip money"): a traveler reads their own share and no
// one else's, the organizer reads each traveler's payment status (never their amounts),
// planners read everything, and nobody but the functions writes any of it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { accessMatrixTests, ACTORS, actors, dbAs, useRulesEnv, type AccessRow } from './support/rules-env';
import { storeReadyTrip, storeResponse } from './support/fixtures';
import { collectionPath, docPath } from '@domain/collections';

const TRIP = 'olivia-bali-retreat';
const fellow = { uid: 'fellow', email: 'fellow@example.com', emailVerified: true };
const share = (uid: string) => ({ uid, tripId: TRIP, status: 'due', paidMinor: 0, quote: { shareMinor: 110_000 } });

const rules = useRulesEnv(async (db) => {
  await storeReadyTrip(db, TRIP, { tripName: 'Bali Retreat', joined: [actors.traveler.uid, fellow.uid] });
  await storeResponse(db, TRIP, actors.traveler);
  await storeResponse(db, TRIP, fellow);
  await setDoc(doc(db, docPath.moneySettings(TRIP)), { currency: 'USD', settingsVersion: 1 });
  for (const uid of [actors.traveler.uid, fellow.uid, actors.organizer.uid]) {
    await setDoc(doc(db, docPath.share(TRIP, uid)), share(uid));
    await setDoc(doc(db, docPath.paymentStatus(TRIP, uid)), { uid, status: 'due' });
  }
  await setDoc(doc(db, docPath.tripPayment('pi_1')), { tripId: TRIP, uid: actors.traveler.uid, amountMinor: 22_000 });
  await setDoc(doc(db, docPath.moneyCheckout('cs_1')), { tripId: TRIP, uid: actors.traveler.uid });
});

const rows: AccessRow[] = [
  {
    what: "get the trip's money settings",
    allow: ['planner', 'organizer', 'traveler'],
    run: (db) => getDoc(doc(db, docPath.moneySettings(TRIP))),
  },
  {
    what: "get the traveler's share",
    allow: ['planner', 'traveler'],
    run: (db) => getDoc(doc(db, docPath.share(TRIP, actors.traveler.uid))),
  },
  {
    what: 'list every share of the trip',
    allow: ['planner'],
    run: (db) => getDocs(collection(db, collectionPath.shares(TRIP))),
  },
  {
    what: "get the traveler's payment status",
    allow: ['planner', 'organizer', 'traveler'],
    run: (db) => getDoc(doc(db, docPath.paymentStatus(TRIP, actors.traveler.uid))),
  },
  {
    what: "list the trip's payment statuses (the tracker)",
    allow: ['planner', 'organizer'],
    run: (db) => getDocs(collection(db, collectionPath.paymentStatus(TRIP))),
  },
  {
    what: 'write a share',
    allow: [],
    run: (db, actor) => setDoc(doc(db, docPath.share(TRIP, actor?.uid ?? 'visitor')), share('x')),
  },
  {
    what: 'write a payment status',
    allow: [],
    run: (db, actor) =>
      setDoc(doc(db, docPath.paymentStatus(TRIP, actor?.uid ?? 'visitor')), { status: 'paid-in-full' }),
  },
  {
    what: 'write the money settings',
    allow: [],
    run: (db) => setDoc(doc(db, docPath.moneySettings(TRIP)), { currency: 'EUR' }),
  },
  {
    what: 'get or write a ledger payment',
    allow: [],
    run: (db) => getDoc(doc(db, docPath.tripPayment('pi_1'))),
  },
  {
    what: 'get a trip-money checkout',
    allow: [],
    run: (db) => getDoc(doc(db, docPath.moneyCheckout('cs_1'))),
  },
];

describe('trip money: access matrix', () => {
  accessMatrixTests(rules, ACTORS, rows);
});

describe('trip money: prices stay with their traveler', () => {
  it('a fellow traveler cannot read the traveler’s share, and the traveler cannot read theirs (both ways)', async () => {
    await assertFails(getDoc(doc(dbAs(rules.env, fellow), docPath.share(TRIP, actors.traveler.uid))));
    await assertFails(getDoc(doc(dbAs(rules.env, actors.traveler), docPath.share(TRIP, fellow.uid))));
    await assertSucceeds(getDoc(doc(dbAs(rules.env, fellow), docPath.share(TRIP, fellow.uid))));
  });

  it('the organizer reads their own share but not a traveler’s, and no fellow reads the tracker', async () => {
    const organizer = dbAs(rules.env, actors.organizer);
    await assertSucceeds(getDoc(doc(organizer, docPath.share(TRIP, actors.organizer.uid))));
    await assertFails(getDoc(doc(organizer, docPath.share(TRIP, actors.traveler.uid))));
    await assertFails(getDocs(collection(dbAs(rules.env, fellow), collectionPath.paymentStatus(TRIP))));
    await assertFails(getDoc(doc(dbAs(rules.env, fellow), docPath.paymentStatus(TRIP, actors.traveler.uid))));
  });
});

describe('trip money: only people on the trip', () => {
  it('someone not on the trip reads no share or status, not even one under their own id', async () => {
    const { stranger } = actors;
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), docPath.share(TRIP, stranger.uid)), share(stranger.uid));
      await setDoc(doc(ctx.firestore(), docPath.paymentStatus(TRIP, stranger.uid)), {
        uid: stranger.uid,
        status: 'due',
      });
    });
    const db = dbAs(rules.env, stranger);
    await assertFails(getDoc(doc(db, docPath.share(TRIP, stranger.uid))));
    await assertFails(getDoc(doc(db, docPath.paymentStatus(TRIP, stranger.uid))));
    // Control: the traveler on the trip reads their own.
    await assertSucceeds(
      getDoc(doc(dbAs(rules.env, actors.traveler), docPath.paymentStatus(TRIP, actors.traveler.uid))),
    );
  });
});
