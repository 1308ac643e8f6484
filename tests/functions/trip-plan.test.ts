// The trip plan against the emulators: publishing splits each version into the group's part
// and each traveler's private part, emails go out once per version (later versions only to
// travelers a change concerns), and the calendar feed follows the latest version until its
// token is renewed or revoked.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_ITEM_FIELDS } from '@domain/plan';
import {
  adminDb,
  callFunction,
  clearFirestore,
  FUNCTIONS_BASE,
  PROJECT_ID,
  signInWithPassword,
} from './helpers/emulators';
import { eventually, outboxSettled } from './helpers/firestore-scan';
import { storedTrip } from '../support/stored-trip';
import { forgetPlanOfTrip } from '../../functions/src/plan/forget-trip';
import { forgetPlanTraveler } from '../../functions/src/plan/forget-traveler';
import { collectionPath, docPath } from '@domain/collections';

const auth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
const unique = (label: string) => `${label}${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

async function account(options: { admin?: boolean } = {}): Promise<{ uid: string; email: string; token: string }> {
  const email = `${unique('u')}@example.com`;
  const user = await auth().createUser({ email, password: 'secret-password', emailVerified: true });
  if (options.admin) await auth().setCustomUserClaims(user.uid, { admin: true });
  const { token } = await signInWithPassword(email);
  return { uid: user.uid, email, token };
}

const draftItem = (overrides: Record<string, unknown>) => ({
  kind: 'activity',
  title: 'Item',
  ...EMPTY_ITEM_FIELDS,
  order: 1,
  rev: 1,
  updatedAt: Timestamp.now(),
  updatedBy: 'planner',
  ...overrides,
});

async function feed(token: string): Promise<{ status: number; type: string; text: string }> {
  const res = await fetch(`${FUNCTIONS_BASE}/planCalendarFeed?token=${encodeURIComponent(token)}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

function eventsOf(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

async function planEmails(tripId: string, version: number) {
  const outbox = await adminDb().collection(collectionPath.outbox).where('template', '==', 'plan-published').get();
  return outbox.docs
    .map((doc) => doc.data())
    .filter((doc) => doc.props.tripId === tripId && doc.props.version === version);
}

beforeEach(clearFirestore);

describe('the trip plan', () => {
  it('publishes versions, tells each traveler once, and feeds each one their own calendar', async () => {
    const [planner, organizer, ana, ben] = await Promise.all([
      account({ admin: true }),
      account(),
      account(),
      account(),
    ]);
    const tripId = unique('trip');
    const db = adminDb();
    await db.doc(docPath.trip(tripId)).set(
      storedTrip(
        {
          tripName: 'Bali Retreat',
          userId: organizer.uid,
          organizerEmail: organizer.email,
          organizerName: 'Olivia',
          destination: 'Bali',
        },
        { status: 'ready', joined: [ana.uid, ben.uid] },
      ),
    );
    await db.doc(docPath.response(tripId, ana.uid)).set({ name: 'Ana Silva' });
    await db.doc(docPath.response(tripId, ben.uid)).set({ name: 'Ben Okafor' });
    const flight = draftItem({
      kind: 'flight',
      title: 'Boston to Denpasar',
      start: { at: '2027-03-24T21:40', zone: 'America/New_York' },
      end: { at: '2027-03-26T09:15', zone: 'Asia/Makassar' },
      travelers: [ana.uid],
      confirmation: 'QX7Z2P',
      price: { currency: 'USD', perPersonMinor: 84_500, totalMinor: null },
    });
    await db.doc(docPath.planDraftItem(tripId, 'flight')).set(flight);
    await db
      .doc(docPath.planDraftItem(tripId, 'villa'))
      .set(
        draftItem({ kind: 'lodging', title: 'Ubud villa', checkIn: '2027-03-26', checkOut: '2027-03-28', order: 2 }),
      );

    // Only planners publish; the body names the trip.
    expect((await callFunction('publishPlan', { token: ana.token, body: { tripId } })).status).toBe(403);
    const bad = await callFunction('publishPlan', { token: planner.token, body: { tripId: '' } });
    expect(bad).toMatchObject({ status: 400, body: { field: 'tripId' } });

    const v1 = await callFunction('publishPlan', { token: planner.token, body: { tripId } });
    expect(v1).toMatchObject({ status: 200, body: { version: 1 } });
    expect(await callFunction('publishPlan', { token: planner.token, body: { tripId } })).toMatchObject({
      status: 409,
    });

    // The group's part has no private value; each private part holds only its traveler's items.
    const shared = (await db.doc(docPath.planVersion(tripId, 1)).get()).data() ?? {};
    expect(JSON.stringify(shared)).not.toContain('QX7Z2P');
    const own = async (uid: string) =>
      Object.keys((await db.doc(docPath.planPrivate(tripId, 1, uid)).get()).get('items') ?? {}).sort();
    expect(await own(ana.uid)).toEqual(['flight', 'villa']);
    expect(await own(ben.uid)).toEqual(['villa']);

    // "Your plan is ready": organizer, Ana and Ben, once each.
    await eventually('the plan emails of version 1', async () => (await planEmails(tripId, 1)).length === 3);

    // Ana's feed: her flight in New York time and the villa as all-day nights; Ben's has no flight.
    const renewed = await callFunction('calendarToken', { token: ana.token, body: { tripId, action: 'renew' } });
    expect(renewed.status).toBe(200);
    const anaToken = renewed.body.token as string;
    const first = await feed(anaToken);
    expect(first.type).toContain('text/calendar');
    const events = eventsOf(first.text);
    expect(events.map((e) => e.summary)).toEqual(['Boston to Denpasar', 'Ubud villa']);
    expect(events[0].description).toContain('QX7Z2P');
    const benToken = (await callFunction('calendarToken', { token: ben.token, body: { tripId, action: 'renew' } })).body
      .token as string;
    expect(eventsOf((await feed(benToken)).text).map((e) => e.summary)).toEqual(['Ubud villa']);
    // A stranger gets no token for the trip.
    const stranger = await account();
    expect(
      (await callFunction('calendarToken', { token: stranger.token, body: { tripId, action: 'renew' } })).status,
    ).toBe(403);

    // Version 2 moves Ana's flight: the feed follows, and only Ana is told.
    await db
      .doc(docPath.planDraftItem(tripId, 'flight'))
      .set({ ...flight, start: { at: '2027-03-24T23:05', zone: 'America/New_York' }, rev: 2 });
    expect((await callFunction('publishPlan', { token: planner.token, body: { tripId } })).body.version).toBe(2);
    const moved = eventsOf((await feed(anaToken)).text)[0];
    expect(moved.startDate.toJSDate().toISOString()).toBe('2027-03-25T03:05:00.000Z');
    expect(moved.uid).toBe(events[0].uid);
    await eventually('the plan email of version 2', async () => (await planEmails(tripId, 2)).length === 1);
    await outboxSettled();
    const [changed] = await planEmails(tripId, 2);
    expect(changed.to).toBe(ana.email);
    expect(changed.props.changes).toEqual(['Changed time: Boston to Denpasar']);
    expect(await planEmails(tripId, 1)).toHaveLength(3);

    // A new link retires the old one; revoking ends the new one.
    const again = await callFunction('calendarToken', { token: ana.token, body: { tripId, action: 'renew' } });
    expect((await feed(anaToken)).status).toBe(404);
    expect((await feed(again.body.token as string)).status).toBe(200);
    expect((await callFunction('calendarToken', { token: ana.token, body: { tripId, action: 'revoke' } })).status).toBe(
      200,
    );
    expect((await feed(again.body.token as string)).status).toBe(404);

    // Signed-in download: the same calendar as JSON for the app to save.
    const download = await callFunction('planCalendarDownload', { token: ben.token, body: { tripId } });
    expect(download.status).toBe(200);
    expect(download.body.fileName).toBe('Bali-Retreat-plan.ics');
    expect(eventsOf(download.body.ics as string).map((e) => e.summary)).toEqual(['Ubud villa']);
    // The whole loop (four accounts, two versions, emails, feeds) in one test: up to three minutes on a busy machine.
  });

  it('answers bad requests with a JSON error naming the problem', async () => {
    expect(await feed('short')).toMatchObject({ status: 400 });
    expect((await feed('x'.repeat(43))).status).toBe(404);
    const user = await account();
    const res = await callFunction('calendarToken', { token: user.token, body: { tripId: 't', action: 'steal' } });
    expect(res).toMatchObject({ status: 400, body: { field: 'action' } });
  });

  it('forgets a deleted account: calendar token revoked, dropped from the items naming them', async () => {
    const db = adminDb();
    const tripId = unique('trip');
    await db.doc(docPath.calendarToken('tok-ana')).set({ tripId, uid: 'ana' });
    await db.doc(docPath.calendarFeed(tripId, 'ana')).set({ token: 'tok-ana' });
    await db.doc(docPath.planDraftItem(tripId, 'pair')).set(draftItem({ travelers: ['ana', 'ben'] }));
    await db.doc(docPath.planDraftItem(tripId, 'solo')).set(draftItem({ travelers: ['ana'] }));
    await db.doc(docPath.planDraftItem(tripId, 'group')).set(draftItem({ travelers: 'all' }));
    await db.doc(docPath.planPrivate(tripId, 1, 'ana')).set({ uid: 'ana', version: 1, items: {} });
    await db.doc(docPath.planPrivate(tripId, 1, 'ben')).set({ uid: 'ben', version: 1, items: {} });

    await forgetPlanTraveler(db, 'ana');

    expect((await db.doc(docPath.calendarToken('tok-ana')).get()).exists).toBe(false);
    expect((await db.doc(docPath.calendarFeed(tripId, 'ana')).get()).exists).toBe(false);
    expect((await db.doc(docPath.planDraftItem(tripId, 'pair')).get()).data()).toMatchObject({
      travelers: ['ben'],
      rev: 2,
    });
    expect((await db.doc(docPath.planDraftItem(tripId, 'solo')).get()).exists).toBe(false);
    expect((await db.doc(docPath.planDraftItem(tripId, 'group')).get()).exists).toBe(true);
    expect((await db.doc(docPath.planPrivate(tripId, 1, 'ana')).get()).exists).toBe(false);
    expect((await db.doc(docPath.planPrivate(tripId, 1, 'ben')).get()).exists).toBe(true);
  });

  it('deletes the plan with its trip: drafts, versions and their private parts, feeds, tokens, choices and votes', async () => {
    const db = adminDb();
    const [gone, kept] = [unique('trip'), unique('trip')];
    const seedPlan = async (tripId: string, uid: string) => {
      await db
        .doc(docPath.trip(tripId))
        .set(storedTrip({ tripName: 'Trip', userId: 'olivia' }, { status: 'ready', joined: [uid] }));
      await db.doc(docPath.planDraftItem(tripId, 'villa')).set(draftItem({ travelers: [uid] }));
      await db.doc(docPath.planVersion(tripId, 1)).set({ version: 1, items: [] });
      await db.doc(docPath.planPrivate(tripId, 1, uid)).set({ uid, version: 1, items: {} });
      await db.doc(docPath.calendarFeed(tripId, uid)).set({ token: `tok-${tripId}` });
      await db.doc(docPath.calendarToken(`tok-${tripId}`)).set({ tripId, uid });
      await db.doc(docPath.planChoice(tripId, 'villa')).set({ kind: 'whoIsIn', options: [] });
      await db.doc(docPath.choiceVote(tripId, 'villa', uid)).set({ uid, answers: { going: 'in' } });
    };
    const planDocs = async (tripId: string) => [
      ...(await db.collection(collectionPath.planDraft(tripId)).get()).docs,
      ...(await db.collection(collectionPath.planVersions(tripId)).get()).docs,
      ...(await db.collection(collectionPath.planPrivate(tripId, 1)).get()).docs,
      ...(await db.collection(collectionPath.calendarFeeds(tripId)).get()).docs,
      ...(await db.collection(collectionPath.calendarTokens).where('tripId', '==', tripId).get()).docs,
      ...(await db.collection(collectionPath.planChoices(tripId)).get()).docs,
      ...(await db.collection(collectionPath.choiceVotes(tripId, 'villa')).get()).docs,
    ];
    await seedPlan(gone, 'ana');
    await seedPlan(kept, 'ben');
    expect(await planDocs(gone)).toHaveLength(7);

    // Deleting the trip document is all it takes: onTripDeleted clears the plan in the emulator.
    await db.doc(docPath.trip(gone)).delete();
    await eventually("the deleted trip's plan removed", async () => (await planDocs(gone)).length === 0);
    expect(await planDocs(kept)).toHaveLength(7);

    // A trip re-created under the same id keeps the plan written for it after the deletion
    // (a retried deletion event must not take it).
    await db.doc(docPath.trip(kept)).delete();
    await eventually("the second trip's plan removed", async () => (await planDocs(kept)).length === 0);
    await seedPlan(kept, 'ben');
    expect(await forgetPlanOfTrip(db, kept)).toBe(0);
    expect(await planDocs(kept)).toHaveLength(7);
  });
});
