// Choices on the plan against the emulators (docs/decide-together.md): confirmChoice checks who
// may confirm and when, makes the option the item of the next published version in one go, and
// the result email is queued once; the deadline reminder goes once, the day before, to members
// who have not answered (with a clock the test sets); "Out" takes an item out of a calendar.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_ITEM_FIELDS } from '@domain/plan';
import { adminDb, callFunction, clearFirestore, PROJECT_ID, signInWithPassword } from './helpers/emulators';
import { eventually, outboxSettled } from './helpers/firestore-scan';
import { storedTrip } from '../support/stored-trip';
import { functionsDb } from './helpers/email';
import { adminAuth } from '../../functions/src/http/firebase-admin';
import { notifyChoiceConfirmed, runChoiceReminders } from '../../functions/src/plan/choices-notify';
import { collectionPath, docPath } from '@domain/collections';

const auth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
const unique = (label: string) => `${label}${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
const HOUR = 3_600_000;

async function account(options: { admin?: boolean } = {}): Promise<{ uid: string; email: string; token: string }> {
  const email = `${unique('u')}@example.com`;
  const user = await auth().createUser({ email, password: 'secret-password', emailVerified: true });
  if (options.admin) await auth().setCustomUserClaims(user.uid, { admin: true });
  const { token } = await signInWithPassword(email);
  return { uid: user.uid, email, token };
}

const option = (id: string, title: string, checkIn: string, checkOut: string, perPersonMinor: number) => ({
  id,
  title,
  start: null,
  end: null,
  checkIn,
  checkOut,
  price: { currency: 'USD', perPersonMinor, totalMinor: null },
  link: `https://hotels.example.com/${id}`,
});

/** Olivia's ready trip with Ana and Ben, a published plan (hotel + day trip) and a planner. */
async function world() {
  const [planner, olivia, ana, ben] = await Promise.all([account({ admin: true }), account(), account(), account()]);
  const tripId = unique('trip');
  const db = adminDb();
  await db
    .doc(docPath.trip(tripId))
    .set(
      storedTrip(
        { tripName: 'Bali Retreat', userId: olivia.uid, organizerEmail: olivia.email, organizerName: 'Olivia' },
        { status: 'ready', joined: [olivia.uid, ana.uid, ben.uid] },
      ),
    );
  const item = (id: string, fields: Record<string, unknown>) =>
    db.doc(docPath.planDraftItem(tripId, id)).set({
      ...EMPTY_ITEM_FIELDS,
      order: 1,
      rev: 1,
      updatedAt: Timestamp.now(),
      updatedBy: planner.uid,
      ...fields,
    });
  await item('hotel', {
    kind: 'lodging',
    title: 'Hotel in Ubud (to be chosen)',
    checkIn: '2027-03-26',
    checkOut: '2027-03-29',
  });
  await item('daytrip', {
    kind: 'activity',
    title: 'Mount Batur sunrise',
    start: { at: '2027-03-27T03:00', zone: 'Asia/Makassar' },
    order: 2,
    price: { currency: 'USD', perPersonMinor: 6_500, totalMinor: null },
  });
  expect((await callFunction('publishPlan', { token: planner.token, body: { tripId } })).status).toBe(200);
  return { db, tripId, planner, olivia, ana, ben };
}

function hotelChoice(deadlineMillis: number) {
  return {
    kind: 'pick',
    itemKind: 'lodging',
    title: 'Where we stay in Ubud',
    options: [
      option('a', 'Jungle Lodge', '2027-03-26', '2027-03-29', 42_000),
      option('b', 'Rice Terrace Villa', '2027-03-26', '2027-03-30', 55_000),
    ],
    deadline: Timestamp.fromMillis(deadlineMillis),
    deadlineLocal: { at: '2027-03-01T18:00', zone: 'Asia/Makassar' },
    status: 'open',
    confirmedOption: null,
    updatedAt: Timestamp.now(),
    updatedBy: 'planner',
  };
}

const resultEmails = async (tripId: string) =>
  (await adminDb().collection(collectionPath.outbox).where('template', '==', 'choice-result').get()).docs.filter(
    (doc) => doc.get('props.tripId') === tripId,
  );

beforeEach(clearFirestore);

describe('confirming a choice', () => {
  it('lets the organizer confirm, publishes the option as the item, and tells everyone once', async () => {
    const { db, tripId, planner, olivia, ana } = await world();
    await db.doc(docPath.planChoice(tripId, 'hotel')).set(hotelChoice(Date.now() + 48 * HOUR));
    const confirm = (token: string, body: Record<string, unknown>) => callFunction('confirmChoice', { token, body });

    // A member may not confirm; a planner not before the deadline; bad input names its field.
    expect((await confirm(ana.token, { tripId, choiceId: 'hotel', optionId: 'a' })).status).toBe(403);
    expect((await confirm(planner.token, { tripId, choiceId: 'hotel', optionId: 'a' })).status).toBe(409);
    expect(await confirm(olivia.token, { tripId, choiceId: 'hotel', optionId: 'z' })).toMatchObject({
      status: 400,
      body: { field: 'optionId' },
    });
    expect(await confirm(olivia.token, { tripId, choiceId: '', optionId: 'a' })).toMatchObject({
      status: 400,
      body: { field: 'choiceId' },
    });
    expect((await confirm(olivia.token, { tripId, choiceId: 'nope', optionId: 'a' })).status).toBe(404);

    const done = await confirm(olivia.token, { tripId, choiceId: 'hotel', optionId: 'b' });
    expect(done).toMatchObject({ status: 200, body: { version: 2 } });
    const v2 = (await db.doc(docPath.planVersion(tripId, 2)).get()).data() ?? {};
    const hotel = (v2.items as { id: string; title: string; checkOut: string; link: string }[]).find(
      (item) => item.id === 'hotel',
    );
    expect(hotel).toMatchObject({
      title: 'Rice Terrace Villa',
      checkOut: '2027-03-30',
      link: 'https://hotels.example.com/b',
    });
    expect(JSON.stringify(v2)).not.toContain('Jungle Lodge');
    const own = (await db.doc(docPath.planPrivate(tripId, 2, ana.uid)).get()).get('items.hotel.price');
    expect(own).toEqual({ currency: 'USD', perPersonMinor: 55_000, totalMinor: null });
    expect((await db.doc(docPath.planDraftItem(tripId, 'hotel')).get()).data()).toMatchObject({
      title: 'Rice Terrace Villa',
      rev: 2,
    });
    expect((await db.doc(docPath.planChoice(tripId, 'hotel')).get()).data()).toMatchObject({
      status: 'confirmed',
      confirmedOption: 'b',
      version: 2,
    });
    expect((await confirm(olivia.token, { tripId, choiceId: 'hotel', optionId: 'a' })).status).toBe(409);

    // The result: organizer, Ana and Ben, once each, even when the notice runs again.
    await eventually('the result emails', async () => (await resultEmails(tripId)).length === 3);
    expect(await notifyChoiceConfirmed(functionsDb(), adminAuth(), tripId, 'hotel')).toBe(0);
    await outboxSettled();
    const emails = await resultEmails(tripId);
    expect(emails).toHaveLength(3);
    expect(emails[0].get('props.confirmed')).toBe('Rice Terrace Villa, 2027-03-26 to 2027-03-30, $550.00 per person');
  });

  it('lets a planner confirm once the deadline has passed', async () => {
    const { db, tripId, planner } = await world();
    await db.doc(docPath.planChoice(tripId, 'hotel')).set(hotelChoice(Date.now() - HOUR));
    const done = await callFunction('confirmChoice', {
      token: planner.token,
      body: { tripId, choiceId: 'hotel', optionId: 'a' },
    });
    expect(done).toMatchObject({ status: 200, body: { version: 2 } });
  });

  // Round 4 (docs/security.md): confirming publishes that choice's outcome, nothing else.
  it("publishes only the choice's outcome: the planners' unpublished drafts stay drafts", async () => {
    const { db, tripId, olivia, ana, planner } = await world();
    await db.doc(docPath.planChoice(tripId, 'hotel')).set(hotelChoice(Date.now() + 48 * HOUR));
    // Unfinished draft work: a new item with its confirmation code and an edit to a published one.
    await db.doc(docPath.planDraftItem(tripId, 'ferry')).set({
      ...EMPTY_ITEM_FIELDS,
      kind: 'transport',
      title: 'Ferry to Gili (unfinished)',
      start: { at: '2027-03-28T09:00', zone: 'Asia/Makassar' },
      confirmation: 'FERRY-SECRET-42',
      order: 3,
      rev: 1,
      updatedAt: Timestamp.now(),
      updatedBy: planner.uid,
    });
    await db.doc(docPath.planDraftItem(tripId, 'daytrip')).update({ title: 'Batur (draft rename)', rev: 2 });

    const done = await callFunction('confirmChoice', {
      token: olivia.token,
      body: { tripId, choiceId: 'hotel', optionId: 'b' },
    });
    expect(done).toMatchObject({ status: 200, body: { version: 2 } });
    const v2 = (await db.doc(docPath.planVersion(tripId, 2)).get()).data() ?? {};
    const items = v2.items as { id: string; title: string }[];
    expect(items.map((item) => item.id).sort()).toEqual(['daytrip', 'hotel']);
    expect(items.find((item) => item.id === 'hotel')?.title).toBe('Rice Terrace Villa');
    expect(items.find((item) => item.id === 'daytrip')?.title).toBe('Mount Batur sunrise');
    expect(v2.changes).toEqual([expect.objectContaining({ itemId: 'hotel' })]);
    const own = (await db.doc(docPath.planPrivate(tripId, 2, ana.uid)).get()).data() ?? {};
    expect(JSON.stringify([v2, own])).not.toContain('FERRY-SECRET-42');
    // The drafts are still there for the planners to publish when they are done.
    expect((await db.doc(docPath.planDraftItem(tripId, 'ferry')).get()).get('confirmation')).toBe('FERRY-SECRET-42');
  });

  it('refuses to confirm on a finished trip (409); an unfinished one still confirms', async () => {
    const { db, tripId, olivia } = await world();
    await db.doc(docPath.planChoice(tripId, 'hotel')).set(hotelChoice(Date.now() + 48 * HOUR));
    await db.doc(docPath.trip(tripId)).update({ isBooked: true, isFinished: true });
    const body = { tripId, choiceId: 'hotel', optionId: 'a' };
    const refused = await callFunction('confirmChoice', { token: olivia.token, body });
    expect(refused).toMatchObject({ status: 409, body: { error: expect.stringContaining('finished') } });
    expect(await db.doc(docPath.planVersion(tripId, 2)).get()).toHaveProperty('exists', false);
    expect((await db.doc(docPath.planChoice(tripId, 'hotel')).get()).get('status')).toBe('open');

    await db.doc(docPath.trip(tripId)).update({ isFinished: false });
    expect(await callFunction('confirmChoice', { token: olivia.token, body })).toMatchObject({
      status: 200,
      body: { version: 2 },
    });
  });

  it("tells a stranger 403 before anything about the trip's state; the organizer hears it is a draft", async () => {
    const { db, tripId, olivia } = await world();
    const stranger = await account();
    await db.doc(docPath.planChoice(tripId, 'hotel')).set(hotelChoice(Date.now() + 48 * HOUR));
    await db.doc(docPath.trip(tripId)).update({ status: 'draft' });
    const body = { tripId, choiceId: 'hotel', optionId: 'a' };
    expect((await callFunction('confirmChoice', { token: stranger.token, body })).status).toBe(403);
    expect((await callFunction('confirmChoice', { token: olivia.token, body })).status).toBe(409);
  });
});

describe('the deadline reminder', () => {
  it('goes once, the day before, to members who have not answered, in the trip’s zone', async () => {
    const { db, tripId, olivia, ana, ben } = await world();
    const deadline = Date.UTC(2027, 2, 1, 10, 0); // 18:00 in Bali (UTC+8)
    await db.doc(docPath.planChoice(tripId, 'hotel')).set(hotelChoice(deadline));
    await db
      .doc(docPath.choiceVote(tripId, 'hotel', ana.uid))
      .set({ uid: ana.uid, answers: { a: 'yes', b: 'no' }, updatedAt: Timestamp.now() });
    await db.doc(docPath.user(ben.uid)).set({ email: ben.email, emailOptOut: true });
    const run = (at: number) => runChoiceReminders(functionsDb(), adminAuth(), new Date(at));

    expect(await run(deadline - 30 * HOUR)).toBe(0);
    expect(await run(deadline - 20 * HOUR)).toBe(2);
    expect(await run(deadline - 19 * HOUR)).toBe(0);
    expect(await run(deadline + HOUR)).toBe(0);

    const reminders = (await db.collection(collectionPath.outbox).where('template', '==', 'choice-reminder').get())
      .docs;
    expect(reminders.map((doc) => doc.get('to')).sort()).toEqual([olivia.email, ben.email].sort());
    expect(reminders[0].get('props')).toMatchObject({
      choiceTitle: 'Where we stay in Ubud',
      deadline: 'Mon, 1 Mar 2027, 18:00 (Asia/Makassar)',
      options: [
        'Jungle Lodge, 2027-03-26 to 2027-03-29, $420.00 per person',
        'Rice Terrace Villa, 2027-03-26 to 2027-03-30, $550.00 per person',
      ],
    });
    // Ben opted out of optional email: his reminder is skipped, not sent.
    const bens = reminders.find((doc) => doc.get('to') === ben.email);
    await eventually('Ben’s reminder skipped', async () => (await bens!.ref.get()).get('status') === 'skipped');
  });
});

describe('who is in', () => {
  it('takes an item out of the calendar of a member who said out', async () => {
    const { db, tripId, ana, ben } = await world();
    await db.doc(docPath.planChoice(tripId, 'daytrip')).set({
      ...hotelChoice(Date.now() + 48 * HOUR),
      kind: 'whoIsIn',
      itemKind: 'activity',
      title: 'Mount Batur sunrise',
      options: [],
    });
    await db
      .doc(docPath.choiceVote(tripId, 'daytrip', ben.uid))
      .set({ uid: ben.uid, answers: { going: 'out' }, updatedAt: Timestamp.now() });
    await db
      .doc(docPath.choiceVote(tripId, 'daytrip', ana.uid))
      .set({ uid: ana.uid, answers: { going: 'in' }, updatedAt: Timestamp.now() });
    const titles = async (token: string) => {
      const res = await callFunction('planCalendarDownload', { token, body: { tripId } });
      const root = new ICAL.Component(ICAL.parse(res.body.ics as string));
      return root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c).summary);
    };
    expect(await titles(ana.token)).toEqual(['Hotel in Ubud (to be chosen)', 'Mount Batur sunrise']);
    expect(await titles(ben.token)).toEqual(['Hotel in Ubud (to be chosen)']);
  });
});
