// Invitations by email and reminders against the emulators (docs/email-invitations.md):
// inviteTravelers' refusals and limits, one invitation email per address however often the
// trigger fires, the organizer's reminder round (answered, 24 hours, opt-out) and the daily job
// at day 3 and day 7 and on no other day. What was queued is read from the outbox.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invitationHandlers } from '../../scripts/invitation-handlers.mjs';
import { adminDb, callFunction, clearFirestore, FUNCTIONS_BASE, signUp } from './helpers/emulators';
import { eventually } from './helpers/firestore-scan';
import { appLinkIn, emailsTo, sentTo } from '../support/maildev';
import { localSender, settledEmails } from './helpers/email';
import { buildMail } from '../../functions/src/email/sender';
import type { OutboxDoc } from '../../functions/src/email/outbox';
import { collectionPath, docPath } from '@domain/collections';

type TestUser = Awaited<ReturnType<typeof signUp>>;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const handlers = await invitationHandlers();

const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const invite = (token: string, tripId: string, addresses: string) =>
  callFunction('inviteTravelers', { token, body: { tripId, addresses } });
const remind = (token: string, tripId: string) => callFunction('remindTravelers', { token, body: { tripId } });

let organizer: TestUser;
let stranger: TestUser;
let tripCounter = 0;

beforeAll(async () => {
  organizer = await signUp();
  stranger = await signUp();
});
beforeEach(clearFirestore);

async function draftTrip(overrides: Record<string, unknown> = {}): Promise<string> {
  tripCounter += 1;
  const tripId = `ana-trip-${tripCounter}-${Date.now()}`;
  await adminDb()
    .doc(docPath.trip(tripId))
    .set({
      tripName: 'Summer in Japan',
      userId: organizer.uid,
      organizerEmail: organizer.email,
      organizerName: 'Ana',
      destination: 'Tokyo',
      numPeople: 4,
      startDate: Timestamp.fromMillis(Date.parse('2027-06-01T12:00:00Z')),
      endDate: Timestamp.fromMillis(Date.parse('2027-06-10T12:00:00Z')),
      status: 'draft',
      readyAt: null,
      joined: [organizer.uid],
      inviteKey: 'k3y-for-the-tests_0123456789abcdef',
      ...overrides,
    });
  return tripId;
}

async function answer(tripId: string, email: string) {
  const uid = `uid-${keyOf(email).slice(0, 12)}`;
  await adminDb()
    .doc(docPath.response(tripId, uid))
    .set({ uid, email, name: 'Invited Person', submittedAt: Timestamp.now() });
}

async function invitations(tripId: string) {
  const snap = await adminDb().collection(collectionPath.invitations(tripId)).get();
  return new Map(snap.docs.map((d) => [d.get('email') as string, d.data()]));
}

interface Queued {
  id: string;
  to: string;
  category: string;
  props: Record<string, unknown>;
}

/** The trip's emails in the outbox with that template, and (optionally) that id prefix (the round). */
async function queued(tripId: string, template: 'invitation' | 'reminder', idPrefix = ''): Promise<Queued[]> {
  const snap = await adminDb()
    .collection(collectionPath.outbox)
    .where('template', '==', template)
    .where('props.tripId', '==', tripId)
    .get();
  return snap.docs
    .filter((d) => d.id.startsWith(idPrefix))
    .map((d) => ({ id: d.id, to: d.get('to'), category: d.get('category'), props: d.get('props') }));
}
const recipients = (emails: Queued[]) => emails.map((e) => e.to).sort();

/** Moves every invitation of the trip `days` into the past, as if sent then. */
async function backdateInvitations(tripId: string, invitedAt: Date) {
  const snap = await adminDb().collection(collectionPath.invitations(tripId)).get();
  await Promise.all(snap.docs.map((d) => d.ref.update({ invitedAt: Timestamp.fromDate(invitedAt) })));
}

describe('inviteTravelers: refusals change nothing', () => {
  it('refuses a caller without a token', async () => {
    const tripId = await draftTrip();
    const res = await callFunction('inviteTravelers', { body: { tripId, addresses: 'a@example.com' } });
    expect(res.status).toBe(401);
    expect((await invitations(tripId)).size).toBe(0);
  });
  it('refuses someone who is not the organizer', async () => {
    const tripId = await draftTrip();
    const res = await invite(stranger.token, tripId, 'a@example.com');
    expect(res.status).toBe(403);
    expect((await invitations(tripId)).size).toBe(0);
  });
  it('refuses a trip that does not exist', async () => {
    const res = await invite(organizer.token, 'no-such-trip', 'a@example.com');
    expect(res.status).toBe(404);
    expect(res.body.field).toBe('tripId');
  });
  it('refuses a trip that is marked ready', async () => {
    const tripId = await draftTrip({ status: 'ready' });
    const res = await invite(organizer.token, tripId, 'a@example.com');
    expect(res.status).toBe(409);
    expect((await invitations(tripId)).size).toBe(0);
  });
  it('names every bad address and invites nobody from that list', async () => {
    const tripId = await draftTrip();
    const res = await invite(organizer.token, tripId, 'good@example.com\nnot-an-address, also@bad,\nfine@example.org');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'addresses' });
    expect(res.body.error).toContain('not-an-address');
    expect(res.body.error).toContain('also@bad');
    expect(res.body.error).not.toContain('good@example.com');
    expect((await invitations(tripId)).size).toBe(0);
  });
  it('refuses an empty list, a wrong type and an unknown field', async () => {
    const tripId = await draftTrip();
    expect((await invite(organizer.token, tripId, ' \n , ')).status).toBe(400);
    const wrongType = await callFunction('inviteTravelers', {
      token: organizer.token,
      body: { tripId, addresses: ['a@example.com'] },
    });
    expect(wrongType).toMatchObject({ status: 400, body: { field: 'addresses' } });
    const extra = await callFunction('inviteTravelers', {
      token: organizer.token,
      body: { tripId, addresses: 'a@example.com', invitedBy: 'someone-else' },
    });
    expect(extra).toMatchObject({ status: 400, body: { field: 'invitedBy' } });
    expect((await invitations(tripId)).size).toBe(0);
  });
});

describe('inviteTravelers: one invitation per address', () => {
  it('invites each address once, ignoring case and repeats, and says what it skipped', async () => {
    const tripId = await draftTrip();
    await answer(tripId, 'answered@example.com');
    const res = await invite(
      organizer.token,
      tripId,
      'Mia@Example.com, leo@example.com\nmia@example.com; answered@example.com',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      invited: ['mia@example.com', 'leo@example.com'],
      repeated: ['mia@example.com'],
      alreadyAnswered: ['answered@example.com'],
      alreadyInvited: [],
      leftToday: 48,
    });
    const again = await invite(organizer.token, tripId, 'LEO@example.com\nnew@example.com');
    expect(again.body).toMatchObject({ invited: ['new@example.com'], alreadyInvited: ['leo@example.com'] });

    const stored = await invitations(tripId);
    expect([...stored.keys()].sort()).toEqual(['leo@example.com', 'mia@example.com', 'new@example.com']);
    expect(stored.get('mia@example.com')).toMatchObject({ invitedBy: organizer.uid, remindersSent: 0 });
    const invitation = await adminDb()
      .doc(docPath.invitation(tripId, keyOf('mia@example.com')))
      .get();
    expect(invitation.exists).toBe(true);
  });

  it('queues one invitation email per address however often the trigger fires', async () => {
    const tripId = await draftTrip();
    expect((await invite(organizer.token, tripId, 'one@example.com, two@example.com')).status).toBe(200);
    await eventually(
      'the trigger queued both invitations',
      async () => (await queued(tripId, 'invitation')).length === 2,
    );
    // The trigger's handler again, as a retried or duplicated event would run it.
    for (let i = 0; i < 3; i += 1) {
      await handlers.sendInvitation(tripId, keyOf('one@example.com'));
      await handlers.sendInvitation(tripId, keyOf('two@example.com'));
    }
    const emails = await queued(tripId, 'invitation');
    expect(recipients(emails)).toEqual(['one@example.com', 'two@example.com']);
    expect(emails[0].category).toBe('transactional');
    expect(emails[0].props).toEqual({
      tripId,
      organizerName: 'Ana',
      tripName: 'Summer in Japan',
      destination: 'Tokyo',
      startDay: '2027-06-01',
      endDay: '2027-06-10',
      inviteKey: 'k3y-for-the-tests_0123456789abcdef',
    });
  });

  it('keeps the outbox id short and distinct for a very long trip id', async () => {
    const tripId = await draftTrip();
    const longId = `${tripId}-${'x'.repeat(180)}`;
    const trip = await adminDb().doc(docPath.trip(tripId)).get();
    await adminDb()
      .doc(docPath.trip(longId))
      .set(trip.data() ?? {});
    expect((await invite(organizer.token, longId, 'long@example.com')).status).toBe(200);
    await eventually('the invitation was queued', async () => (await queued(longId, 'invitation')).length === 1);
    const [email] = await queued(longId, 'invitation');
    expect(email.id.length).toBeLessThanOrEqual(200);
  });

  it('records no invite key when the trip has none yet (the email links to the bare join page)', async () => {
    const tripId = await draftTrip({ inviteKey: null });
    await invite(organizer.token, tripId, 'nokey@example.com');
    await eventually('the invitation was queued', async () => (await queued(tripId, 'invitation')).length === 1);
    const [email] = await queued(tripId, 'invitation');
    expect(email.props.inviteKey).toBeNull();
  });
});

describe('the invitation as it arrives (maildev)', () => {
  it('arrives once, with the organizer, the trip, the dates, one button and the full link', async () => {
    const tripId = await draftTrip({ organizerName: 'Ana <b>Bold</b>\r\nBcc: victim@example.com' });
    const to = `arrives-${Date.now()}@example.com`;
    await invite(organizer.token, tripId, to);
    await eventually('the invitation arrived in maildev', async () => (await emailsTo(to)).length > 0);
    await handlers.sendInvitation(tripId, keyOf(to));
    const arrived = await settledEmails(sentTo(to));
    expect(arrived).toHaveLength(1);
    const [email] = arrived;
    expect(email.subject).toBe('Ana <b>Bold</b> Bcc: victim@example.com invited you to Summer in Japan');
    expect(email.headers.bcc).toBeUndefined();
    expect(email.html).not.toContain('<b>Bold</b>');
    expect(email.text).toContain('Tokyo');
    expect(email.text).toContain('Jun 1, 2027 – Jun 10, 2027');
    expect(appLinkIn(email)).toBe(`http://127.0.0.1:5173/join/${tripId}?invite=k3y-for-the-tests_0123456789abcdef`);
    expect(email.html.match(/Answer the invitation/g)).toHaveLength(1);
  });
});

describe('inviteTravelers: at most 50 new invitations per trip in 24 hours', () => {
  const addresses = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => `guest${from + i}@example.com`).join('\n');

  it('refuses a list that would pass the limit, whole, and counts only the last 24 hours', async () => {
    const tripId = await draftTrip();
    expect((await invite(organizer.token, tripId, addresses(0, 48))).body).toMatchObject({ leftToday: 2 });
    const over = await invite(organizer.token, tripId, addresses(100, 3));
    expect(over.status).toBe(429);
    expect(over.body.error).toContain('Only 2 are left today');
    expect((await invitations(tripId)).size).toBe(48);
    expect((await invite(organizer.token, tripId, addresses(100, 2))).body).toMatchObject({ leftToday: 0 });
    expect((await invite(organizer.token, tripId, addresses(200, 1))).status).toBe(429);
    // Already-invited addresses are not new invitations: they pass even at the limit.
    expect((await invite(organizer.token, tripId, addresses(0, 1))).status).toBe(200);

    await backdateInvitations(tripId, new Date(Date.now() - DAY - HOUR));
    expect((await invite(organizer.token, tripId, addresses(200, 1))).status).toBe(200);
    expect((await invitations(tripId)).size).toBe(51);
  });

  it('refuses more than 50 addresses in one list', async () => {
    const tripId = await draftTrip();
    const res = await invite(organizer.token, tripId, addresses(0, 51));
    expect(res.status).toBe(400);
    expect((await invitations(tripId)).size).toBe(0);
  });
});

describe('remindTravelers: the organizer’s round', () => {
  it('reminds only those who have not answered, and nobody twice in 24 hours', async () => {
    const tripId = await draftTrip();
    await invite(organizer.token, tripId, 'waiting@example.com, answered@example.com');
    await answer(tripId, 'answered@example.com');

    const first = await remind(organizer.token, tripId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ reached: ['waiting@example.com'], answered: ['answered@example.com'] });
    const second = await remind(organizer.token, tripId);
    expect(second.body).toMatchObject({ reached: [], recentlyReminded: ['waiting@example.com'] });

    const reminders = await queued(tripId, 'reminder', 'remind-');
    expect(recipients(reminders)).toEqual(['waiting@example.com']);
    expect(reminders[0].id).toMatch(/-1$/);
    const stored = (await invitations(tripId)).get('waiting@example.com');
    expect(stored).toMatchObject({ remindersSent: 1 });
    expect((stored?.lastReminderAt as Timestamp).toMillis()).toBe(Date.parse(first.body.at as string));

    // A day later the same invitee may be reminded again: a second, separate email.
    await adminDb()
      .doc(docPath.invitation(tripId, keyOf('waiting@example.com')))
      .update({ lastReminderAt: Timestamp.fromMillis(Date.now() - DAY - HOUR) });
    expect((await remind(organizer.token, tripId)).body).toMatchObject({ reached: ['waiting@example.com'] });
    expect(recipients(await queued(tripId, 'reminder', 'remind-'))).toEqual([
      'waiting@example.com',
      'waiting@example.com',
    ]);
  });

  it('two clicks at once remind once', async () => {
    const tripId = await draftTrip();
    await invite(organizer.token, tripId, 'racer@example.com');
    const [a, b] = await Promise.all([remind(organizer.token, tripId), remind(organizer.token, tripId)]);
    const reached = [...(a.body.reached as string[]), ...(b.body.reached as string[])];
    expect(reached).toEqual(['racer@example.com']);
    expect(await queued(tripId, 'reminder')).toHaveLength(1);
  });

  it('queues reminders as optional email', async () => {
    const tripId = await draftTrip();
    await invite(organizer.token, tripId, 'nudge@example.com');
    await remind(organizer.token, tripId);
    const [email] = await queued(tripId, 'reminder');
    expect(email).toMatchObject({ to: 'nudge@example.com', category: 'optional' });
  });

  it('skips an invitee whose account switched optional email off, and names the account on the others', async () => {
    const tripId = await draftTrip();
    const [optedOut, member] = [await signUp(), await signUp()];
    await adminDb().doc(docPath.user(optedOut.uid)).set({ email: optedOut.email, emailOptOut: true });
    await invite(organizer.token, tripId, `${optedOut.email}, ${member.email}, nobody-yet@example.com`);
    const res = await remind(organizer.token, tripId);
    expect(res.body).toMatchObject({ optedOut: [optedOut.email] });
    expect([...(res.body.reached as string[])].sort()).toEqual([member.email, 'nobody-yet@example.com'].sort());
    const reminders = await queued(tripId, 'reminder');
    expect(recipients(reminders)).toEqual([member.email, 'nobody-yet@example.com'].sort());
    const toMember = await adminDb()
      .doc(docPath.outboxItem(String(reminders.find((e) => e.to === member.email)?.id)))
      .get();
    expect(toMember.get('uid')).toBe(member.uid);
    // The opted-out invitee's state is untouched: never reminded.
    expect((await invitations(tripId)).get(optedOut.email)).toMatchObject({ remindersSent: 0, lastReminderAt: null });
  });

  it('refuses a stranger and a ready trip, and reminds nobody', async () => {
    const tripId = await draftTrip();
    await invite(organizer.token, tripId, 'x@example.com');
    expect((await remind(stranger.token, tripId)).status).toBe(403);
    await adminDb().doc(docPath.trip(tripId)).update({ status: 'ready' });
    expect((await remind(organizer.token, tripId)).status).toBe(409);
    expect(await queued(tripId, 'reminder')).toEqual([]);
  });
});

describe('the daily job', () => {
  /** Invites the addresses to a draft trip, then applies `later` to the trip; dates the invitations 10 days back. */
  async function invitedTrip(addresses: string, later: Record<string, unknown> = {}) {
    const tripId = await draftTrip();
    expect((await invite(organizer.token, tripId, addresses)).status).toBe(200);
    if (Object.keys(later).length > 0) await adminDb().doc(docPath.trip(tripId)).update(later);
    const invitedAt = new Date(Date.now() - 10 * DAY);
    await backdateInvitations(tripId, invitedAt);
    return { tripId, at: (days: number, hours = 2) => new Date(invitedAt.getTime() + days * DAY + hours * HOUR) };
  }
  const round = async (tripId: string, days: 3 | 7) => recipients(await queued(tripId, 'reminder', `reminder${days}-`));
  const reminderCount = async (tripId: string) => (await queued(tripId, 'reminder')).length;

  it('sends day 3 and day 7 reminders exactly once each, and nothing on the other days', async () => {
    const { tripId, at } = await invitedTrip('ann@example.com, bo@example.com, cy@example.com');
    await answer(tripId, 'cy@example.com');

    for (const day of [0, 1, 2]) await handlers.runDailyReminders(at(day));
    expect(await reminderCount(tripId)).toBe(0);

    const day3 = await handlers.runDailyReminders(at(3));
    expect(day3).toEqual([
      expect.objectContaining({ tripId, reached: ['ann@example.com', 'bo@example.com'], answered: ['cy@example.com'] }),
    ]);
    await handlers.runDailyReminders(at(3, 6)); // a second run the same day
    expect(await round(tripId, 3)).toEqual(['ann@example.com', 'bo@example.com']);

    for (const day of [4, 5, 6]) await handlers.runDailyReminders(at(day));
    expect(await reminderCount(tripId)).toBe(2);

    await answer(tripId, 'bo@example.com');
    await handlers.runDailyReminders(at(7));
    expect(await round(tripId, 7)).toEqual(['ann@example.com']);

    for (const day of [8, 9, 14]) await handlers.runDailyReminders(at(day));
    expect(await reminderCount(tripId)).toBe(3);
    expect((await invitations(tripId)).get('ann@example.com')).toMatchObject({ remindersSent: 2, autoRounds: [3, 7] });
  });

  it('sends nothing for a trip whose organizer switched automatic reminders off, or that is ready', async () => {
    const off = await invitedTrip('off@example.com', { autoReminders: false });
    const ready = await invitedTrip('ready@example.com', { status: 'ready' });
    await handlers.runDailyReminders(off.at(3));
    await handlers.runDailyReminders(ready.at(3));
    expect(await reminderCount(off.tripId)).toBe(0);
    expect(await reminderCount(ready.tripId)).toBe(0);
  });

  it('one trip with an address the outbox refuses does not stop another organizer’s reminders', async () => {
    const bad = await invitedTrip('ok-a@example.com');
    // An invitation stored before addresses were checked as the outbox checks them, dated
    // first so the job meets it before the other organizer's trip.
    await adminDb()
      .doc(docPath.invitation(bad.tripId, keyOf('ü@example.com')))
      .set({
        email: 'ü@example.com',
        invitedAt: Timestamp.fromDate(new Date(bad.at(0).getTime() - 2 * HOUR - 60_000)),
        invitedBy: organizer.uid,
        lastReminderAt: null,
        remindersSent: 0,
        autoRounds: [],
      });
    const otherTripId = await draftTrip({ userId: stranger.uid, organizerEmail: stranger.email });
    expect((await invite(stranger.token, otherTripId, 'other@example.com')).status).toBe(200);
    await backdateInvitations(otherTripId, new Date(bad.at(0).getTime() - 2 * HOUR));

    const outcomes = await handlers.runDailyReminders(bad.at(3));
    expect(outcomes.find((o) => o.tripId === bad.tripId)).toMatchObject({
      reached: ['ok-a@example.com'],
      failed: ['ü@example.com'],
    });
    expect(recipients(await queued(otherTripId, 'reminder'))).toEqual(['other@example.com']);
  });

  it('skips an invitee the organizer reminded in the last 24 hours', async () => {
    const { tripId, at } = await invitedTrip('fresh@example.com');
    await adminDb()
      .doc(docPath.invitation(tripId, keyOf('fresh@example.com')))
      .update({ lastReminderAt: Timestamp.fromDate(new Date(at(3).getTime() - 5 * HOUR)), remindersSent: 1 });
    const [round] = await handlers.runDailyReminders(at(3));
    expect(round).toMatchObject({ reached: [], recentlyReminded: ['fresh@example.com'] });
    expect(await reminderCount(tripId)).toBe(0);
  });
});

describe('invitations are no spam relay', () => {
  it('refuses past 200 invitations per trip in all with a 429 naming the limit; the first invite still goes', async () => {
    const tripId = await draftTrip();
    expect((await invite(organizer.token, tripId, 'first@example.com')).status).toBe(200);
    // 198 more, sent over earlier days (the 50 a day do not bind): 199 in all.
    const batch = adminDb().batch();
    for (let i = 0; i < 198; i += 1) {
      const email = `earlier${i}@example.com`;
      batch.set(adminDb().doc(docPath.invitation(tripId, keyOf(email))), {
        email,
        invitedAt: Timestamp.fromMillis(Date.now() - 3 * DAY),
        invitedBy: organizer.uid,
        lastReminderAt: null,
        remindersSent: 0,
        autoRounds: [3, 7],
      });
    }
    await batch.commit();
    const over = await invite(organizer.token, tripId, 'one@example.com, two@example.com');
    expect(over.status).toBe(429);
    expect(over.body.error).toContain('at most 200 people in all');
    expect(over.body.error).toContain('Only 1 is left');
    expect((await invite(organizer.token, tripId, 'one@example.com')).status).toBe(200);
    expect((await invitations(tripId)).size).toBe(200);
  });

  it('reminds an invitee at most twice; the first reminder still goes', async () => {
    const tripId = await draftTrip();
    await invite(organizer.token, tripId, 'twice@example.com');
    const aDayLater = () =>
      adminDb()
        .doc(docPath.invitation(tripId, keyOf('twice@example.com')))
        .update({ lastReminderAt: Timestamp.fromMillis(Date.now() - DAY - HOUR) });
    expect((await remind(organizer.token, tripId)).body).toMatchObject({ reached: ['twice@example.com'] });
    await aDayLater();
    expect((await remind(organizer.token, tripId)).body).toMatchObject({ reached: ['twice@example.com'] });
    await aDayLater();
    expect((await remind(organizer.token, tripId)).body).toMatchObject({
      reached: [],
      reminderLimit: ['twice@example.com'],
    });
    expect(await queued(tripId, 'reminder')).toHaveLength(2);
  });

  it('throttles reminder rounds per organizer: past 10 an hour a 429 naming the limit', async () => {
    const tripId = await draftTrip();
    for (let i = 0; i < 10; i += 1) expect((await remind(organizer.token, tripId)).status).toBe(200);
    const over = await remind(organizer.token, tripId);
    expect(over.status).toBe(429);
    expect(over.body.error).toContain('at most 10 reminder rounds in an hour');
    // Another organizer's allowance is their own.
    const theirs = await draftTrip({ userId: stranger.uid, organizerEmail: stranger.email });
    expect((await remind(stranger.token, theirs)).status).toBe(200);
  });

  it('every invitation and reminder can unsubscribe its address, which is then neither reminded nor invited', async () => {
    const tripId = await draftTrip();
    await invite(organizer.token, tripId, 'leaving@example.com, staying@example.com');
    await eventually('both invitations were queued', async () => (await queued(tripId, 'invitation')).length === 2);
    await remind(organizer.token, tripId);
    const link = /^<(http:\/\/127\.0\.0\.1:5173\/api\/unsubscribe\?token=a\.[A-Za-z0-9_.%-]+)>$/;
    let leavingToken = '';
    for (const email of [...(await queued(tripId, 'invitation')), ...(await queued(tripId, 'reminder'))]) {
      const doc = (await adminDb().doc(docPath.outboxItem(email.id)).get()).data() as OutboxDoc;
      const mail = await buildMail(doc, localSender());
      const headers = mail.headers as Record<string, string>;
      const url = link.exec(headers['List-Unsubscribe'])?.[1] ?? '';
      expect(url).not.toBe('');
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain(url);
      if (email.to === 'leaving@example.com') leavingToken = new URL(url).searchParams.get('token') ?? '';
    }

    const res = await fetch(`${FUNCTIONS_BASE}/unsubscribe?token=${encodeURIComponent(leavingToken)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("You're unsubscribed");

    await adminDb()
      .doc(docPath.invitation(tripId, keyOf('staying@example.com')))
      .update({ lastReminderAt: Timestamp.fromMillis(Date.now() - DAY - HOUR) });
    await adminDb()
      .doc(docPath.invitation(tripId, keyOf('leaving@example.com')))
      .update({ lastReminderAt: Timestamp.fromMillis(Date.now() - DAY - HOUR) });
    expect((await remind(organizer.token, tripId)).body).toMatchObject({
      reached: ['staying@example.com'],
      optedOut: ['leaving@example.com'],
    });
    const other = await draftTrip();
    expect((await invite(organizer.token, other, 'leaving@example.com, new@example.com')).body).toMatchObject({
      invited: ['new@example.com'],
      unsubscribed: ['leaving@example.com'],
    });
  });
});
