// "Download my data" and the trip plan: the export lists every plan document the account
// deletion's plan part (forgetPlanTraveler) deletes or changes, observed by running it on the
// emulator and diffing the database; it shows the published plan as it concerns the account,
// their private plan details, and that a calendar subscription exists, but never its token.
import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { exportAccountData } from '../../functions/src/account/export-data';
import { forgetPlanTraveler } from '../../functions/src/plan/forget-traveler';
import { EMPTY_ITEM_FIELDS } from '../../functions/src/domain/plan';
import { adminDb, clearFirestore } from './helpers/emulators';
import { allDocuments, eventually, outboxSettled, serialize } from './helpers/firestore-scan';
import { functionsDb } from './helpers/email';
import { collectionPath, docPath } from '@domain/collections';
import { storedTrip } from '../support/stored-trip';

beforeEach(clearFirestore);

const ANA = 'ana-plan-export';
const BEN = 'ben-plan-export';
const CARA = 'cara-plan-export';
const TRIP = 'lisbon-plan-export';
const TOKEN = 'secret-calendar-token-0123456789abcdefghijkl';

const item = (id: string, title: string, travelers: string[] | 'all', order: number) => ({
  ...EMPTY_ITEM_FIELDS,
  id,
  kind: 'activity',
  title,
  travelers,
  order,
  changedIn: 1,
});

/** Cara's trip, Ana and Ben on it; version 1 published; the draft moved on; Ana subscribed. */
async function world() {
  const db = adminDb();
  const trip = db.doc(docPath.trip(TRIP));
  await Promise.all([
    trip.set(
      storedTrip({ tripName: 'Lisbon', userId: CARA }, { status: 'ready', joined: [CARA, ANA, BEN], isBooked: true }),
    ),
    db.doc(docPath.user(ANA)).set({ email: 'ana@example.com', joinedTrips: [TRIP] }),
    db.doc(docPath.response(TRIP, ANA)).set({ uid: ANA, name: 'Ana Rivera', email: 'ana@example.com' }),
    db.doc(docPath.planVersion(TRIP, 1)).set({
      version: 1,
      items: [
        item('dinner', 'Group dinner', 'all', 0),
        item('flight', 'Ana and Ben fly in', [ANA, BEN], 1),
        item('train', 'Cara takes the train', [CARA], 2),
      ],
      changes: [],
      travelerNames: { [ANA]: 'Ana Rivera', [BEN]: 'Ben Okafor', [CARA]: 'Cara Lind' },
    }),
    db
      .doc(docPath.planPrivate(TRIP, 1, ANA))
      .set({ uid: ANA, version: 1, items: { flight: { confirmation: 'TAP-ANA-77', bookingRef: '', price: null } } }),
    db
      .doc(docPath.planPrivate(TRIP, 1, CARA))
      .set({ uid: CARA, version: 1, items: { train: { confirmation: 'CP-CARA', bookingRef: '', price: null } } }),
    db
      .doc(docPath.planDraftItem(TRIP, 'flight'))
      .set({ ...item('flight', 'Ana and Ben fly in', [ANA, BEN], 1), rev: 3 }),
    db.doc(docPath.planDraftItem(TRIP, 'museum')).set({ ...item('museum', 'Ana at the museum', [ANA], 3), rev: 1 }),
    db.doc(docPath.planDraftItem(TRIP, 'train')).set({ ...item('train', 'Cara takes the train', [CARA], 2), rev: 1 }),
    db.doc(docPath.calendarToken(TOKEN)).set({ tripId: TRIP, uid: ANA, createdAt: FieldValue.serverTimestamp() }),
    // Votes on a choice (docs/decide-together.md): Ana's goes with her account, Ben's stays.
    db.doc(docPath.planChoice(TRIP, 'museum')).set({ kind: 'whoIsIn', title: 'Museum', options: [] }),
    db.doc(docPath.choiceVote(TRIP, 'museum', ANA)).set({ uid: ANA, answers: { going: 'in' } }),
    db.doc(docPath.choiceVote(TRIP, 'museum', BEN)).set({ uid: BEN, answers: { going: 'out' } }),
    db.doc(docPath.calendarFeed(TRIP, ANA)).set({ token: TOKEN, createdAt: FieldValue.serverTimestamp() }),
  ]);
}

describe('Download my data: the trip plan', () => {
  it('lists every plan document the deletion removes or changes, and the plan as it concerns the account', async () => {
    await world();
    const db = functionsDb();
    const data = await exportAccountData(db, ANA, 'ana@example.com');

    // What the plan's part of the deletion does, seen in the database. Ana's answer makes the
    // functions queue the organizer's answer digest (an outbox email): it is let land and send
    // first, so that the two snapshots differ only by what the deletion did.
    await eventually('the answer digest queued for the organizer', async () =>
      (await adminDb().collection(collectionPath.outbox).get()).docs.some((doc) =>
        doc.id.startsWith(`answers-${TRIP}`),
      ),
    );
    await outboxSettled();
    const before = serialize(await allDocuments());
    await forgetPlanTraveler(db, ANA);
    const after = serialize(await allDocuments());
    const touched = Object.keys(before).filter((path) => before[path] !== after[path]);
    expect(touched.sort()).toEqual(
      [
        docPath.calendarToken(TOKEN),
        docPath.calendarFeed(TRIP, ANA),
        docPath.planDraftItem(TRIP, 'flight'),
        docPath.planDraftItem(TRIP, 'museum'),
        // Version 1 names her: it is rewritten with "A former traveler" (issue #41, item 7).
        docPath.planVersion(TRIP, 1),
        docPath.planPrivate(TRIP, 1, ANA),
        docPath.choiceVote(TRIP, 'museum', ANA),
      ].sort(),
    );
    // The token's document is named after the secret: the export lists its calendar feed instead.
    for (const path of touched.filter((p) => !p.startsWith(`${collectionPath.calendarTokens}/`)))
      expect(data.documents, path).toContain(path);
    expect(JSON.stringify(data)).not.toContain(TOKEN);
    expect(data.plan.calendarFeeds).toEqual([{ tripId: TRIP, createdAt: expect.any(String) }]);

    // The published plan: the items that apply to Ana, without naming the others.
    expect(data.plan.publishedPlans).toEqual([{ tripId: TRIP, version: 1, items: expect.any(Array) }]);
    const titles = (data.plan.publishedPlans[0].items as { title: string }[]).map((i) => i.title);
    expect(titles).toEqual(['Group dinner', 'Ana and Ben fly in']);
    expect(data.plan.privatePlanParts.map((doc) => doc.data.items)).toEqual([
      { flight: { confirmation: 'TAP-ANA-77', bookingRef: '', price: null } },
    ]);
    expect(data.plan.draftItemsNamingYou.map((doc) => doc.data.title).sort()).toEqual([
      'Ana and Ben fly in',
      'Ana at the museum',
    ]);
    expect(data.plan.choiceVotes.map((doc) => doc.data)).toEqual([{ uid: ANA, answers: { going: 'in' } }]);
    const planJson = JSON.stringify(data.plan);
    for (const other of [BEN, CARA, 'CP-CARA', 'Cara takes the train']) expect(planJson).not.toContain(other);
  });
});
