// Notifications through the real triggers in the functions emulator, read from maildev:
// payment received, grouped answer notices, everyone answered, ready → planners,
// booked / finished → organizer and members. Plus the unsubscribe function.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANSWER_DIGEST_WINDOW_MS, notifyAnswer } from '../../functions/src/email/notify-answers';
import { notifyTripChange } from '../../functions/src/email/notify-trip-changes';
import { READY_NOTICE_COOLDOWN_MS } from '../../functions/src/email/ready-notice';
import { PLANNER_CACHE_TTL_MS, planners } from '../../functions/src/email/recipients';
import { sendDueEmails } from '../../functions/src/email/sender';
import { adminAuth as functionsAuth } from '../../functions/src/http/firebase-admin';
import { unsubscribeToken } from '../../functions/src/email/unsubscribe-token';
import { LOCAL_EMAIL } from '../../scripts/local-config.mjs';
import {
  adminDb,
  callFunction,
  clearFirestore,
  createCheckout,
  FUNCTIONS_BASE,
  payOnStandin,
  PROJECT_ID,
  signUp,
} from './helpers/emulators';
import { sentTo, waitForEmails, type InboxEmail } from '../support/maildev';
import { functionsDb, localSender, settledEmails } from './helpers/email';
import { runStripeStandinDuringTests } from './helpers/standin';
import { collectionPath, docPath } from '@domain/collections';
import { pollUntil } from '../support/poll';

runStripeStandinDuringTests();

const auth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
const unique = (label: string) => `${label}${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
const about = (tripName: string) => (email: InboxEmail) => email.subject.includes(tripName);

async function account(options: { admin?: boolean } = {}): Promise<{ uid: string; email: string }> {
  const email = `${unique('u')}@example.com`;
  const user = await auth().createUser({ email, password: 'secret-password', emailVerified: true });
  if (options.admin) await auth().setCustomUserClaims(user.uid, { admin: true });
  return { uid: user.uid, email };
}

async function seedTrip(organizer: { uid: string; email: string }, overrides: Record<string, unknown> = {}) {
  const tripId = unique('trip');
  const tripName = unique('Trip ');
  await adminDb()
    .collection(collectionPath.trips)
    .doc(tripId)
    .set({
      tripName,
      userId: organizer.uid,
      organizerEmail: organizer.email,
      organizerName: 'Olivia',
      destination: 'Kyoto',
      numPeople: 3,
      startDate: Timestamp.fromMillis(Date.parse('2027-04-01T12:00:00Z')),
      endDate: Timestamp.fromMillis(Date.parse('2027-04-08T12:00:00Z')),
      status: 'draft',
      readyAt: null,
      joined: [],
      isBooked: false,
      isFinished: false,
      ...overrides,
    });
  return { tripId, tripName };
}

async function answer(tripId: string, traveler: { uid: string; email: string }, firstName: string) {
  const db = adminDb();
  const batch = db.batch();
  batch.set(db.doc(docPath.response(tripId, traveler.uid)), {
    uid: traveler.uid,
    firstName,
    lastName: 'Test',
    name: `${firstName} Test`,
    email: traveler.email,
    availability: 'Any week',
    budget: 'Secret budget 4242',
    preferences: 'PRIVATE-ANSWER window seat',
    submittedAt: Timestamp.now(),
  });
  batch.update(db.doc(docPath.trip(tripId)), { joined: [...(await joinedOf(tripId)), traveler.uid] });
  await batch.commit();
}

async function joinedOf(tripId: string): Promise<string[]> {
  return ((await adminDb().doc(docPath.trip(tripId)).get()).get('joined') as string[]) ?? [];
}

const eventually = <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 45_000): Promise<T> =>
  pollUntil(read, ok, timeoutMs);

beforeEach(async () => {
  await clearFirestore();
});

describe('payment received', () => {
  it('the organizer gets one email with the full invite link and the next steps, however often fulfilment runs', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await payOnStandin(checkout.sessionId); // the webhook fulfils
    const again = await callFunction('saveTripAfterPayment', {
      token: user.token,
      body: { sessionId: checkout.sessionId },
    });
    expect(again.status).toBe(200);
    const trip = (await adminDb().doc(docPath.trip(checkout.tripId)).get()).data() ?? {};
    const [email, ...more] = await waitForEmails(sentTo(trip.organizerEmail as string));
    expect(more).toHaveLength(0);
    expect(email.subject).toBe(`Payment received: ${trip.tripName as string} is ready to share`);
    const link = `http://127.0.0.1:5173/join/${checkout.tripId}`;
    expect(email.text).toContain(typeof trip.inviteKey === 'string' ? `${link}?invite=${trip.inviteKey}` : link);
    expect(email.text).toContain('Copy the link and share to your friends');
    expect(email.text).toContain('Let us do the rest!');
    // Transactional: no unsubscribe header.
    expect(Object.keys(email.headers).map((h) => h.toLowerCase())).not.toContain('list-unsubscribe');
    expect(await settledEmails(sentTo(trip.organizerEmail as string))).toHaveLength(1);
  });
});

describe('answers', () => {
  it("the organizer's own answer sends them no notice (issue #45)", async () => {
    const organizer = await account();
    const { tripId, tripName } = await seedTrip(organizer);
    await answer(tripId, organizer, 'Olivia');
    expect(await notifyAnswer(functionsDb(), tripId, organizer.uid, new Date())).toBe('own-answer');
    const notices = await adminDb()
      .collection(collectionPath.outbox)
      .where('template', '==', 'answers-received')
      .where('props.tripId', '==', tripId)
      .get();
    expect(notices.docs).toHaveLength(0);
    expect(await settledEmails(about(tripName))).toHaveLength(0);
  });

  it('groups answer notices (at most one an hour), tells "everyone answered" once, and never shows answers', async () => {
    const organizer = await account();
    const { tripId, tripName } = await seedTrip(organizer);
    const [ben, cleo, dan] = [await account(), await account(), await account()];

    await answer(tripId, ben, 'Ben');
    const [first] = await waitForEmails(about(`Ben Test answered for ${tripName}`));
    if (!first)
      console.error(
        'outbox:',
        (await adminDb().collection(collectionPath.outbox).get()).docs.map((d) => d.data()),
      );
    expect(first).toBeDefined();
    expect(first.to[0].address).toBe(organizer.email);
    expect(first.text).not.toContain('PRIVATE-ANSWER');
    expect(first.text).not.toContain('4242');
    // maildev's REST API lists only a few headers (not List-Unsubscribe), so this checks the
    // footer's one-click link; the header is set next to it in sender.ts (buildMail).
    expect(first.text).toMatch(/http:\/\/127\.0\.0\.1:5173\/api\/unsubscribe\?token=[A-Za-z0-9_.%-]+/);

    await answer(tripId, cleo, 'Cleo');
    await answer(tripId, dan, 'Dan');
    // Both join one batch that waits for the hour after the first notice.
    const batch = await eventually(
      async () =>
        (await adminDb().collection(collectionPath.outbox).where('template', '==', 'answers-received').get()).docs,
      (docs) => docs.some((d) => (d.get('props.names') as string[]).length === 2),
    );
    const open = batch.find((d) => d.get('status') === 'pending');
    expect(open?.get('props.names')).toEqual(['Cleo Test', 'Dan Test']);
    // Their uids beside the names (not shown; account deletion finds a name by it).
    expect(open?.get('props.answerers')).toEqual([cleo.uid, dan.uid]);

    // Everyone (3 of 3) answered: told once, at once.
    const everyone = await waitForEmails(about(`Everyone has answered — mark ${tripName} ready`));
    expect(everyone).toHaveLength(1);

    // A redelivered trigger adds nobody and queues nothing.
    expect(await notifyAnswer(functionsDb(), tripId, cleo.uid, new Date())).toBe('already-notified');
    expect(await notifyAnswer(functionsDb(), tripId, ben.uid, new Date())).toBe('already-notified');

    // Nothing more until the hour is up; then one email names both.
    expect(await settledEmails(about(tripName))).toHaveLength(2);
    const dueAt = (open?.get('nextAttemptAt') as Timestamp).toMillis();
    expect(dueAt - Date.now()).toBeGreaterThan(ANSWER_DIGEST_WINDOW_MS - 5 * 60_000);
    await sendDueEmails(functionsDb(), new Date(dueAt - 1000), localSender());
    expect(await settledEmails(about(tripName))).toHaveLength(2);
    await sendDueEmails(functionsDb(), new Date(dueAt), localSender());
    const [grouped] = await waitForEmails(about(`2 new answers for ${tripName}`));
    expect(grouped.text).toContain('Cleo Test');
    expect(grouped.text).toContain('Dan Test');
    expect(grouped.text).not.toContain('PRIVATE-ANSWER');
    expect(await settledEmails(about(tripName))).toHaveLength(3);
  });
});

describe('trip ready, booked and finished', () => {
  it('ready emails the verified planners; booked and finished email the organizer and every member once', async () => {
    const organizer = await account();
    const planner = await account({ admin: true });
    const member = await account();
    const { tripId, tripName } = await seedTrip(organizer, { joined: [member.uid], numPeople: 5 });
    const trip = adminDb().doc(docPath.trip(tripId));

    await trip.update({ status: 'ready', readyAt: Timestamp.now() });
    const [ready] = await waitForEmails((e) => about(`Ready to plan: ${tripName}`)(e) && sentTo(planner.email)(e));
    expect(ready).toBeDefined();
    expect(ready.text).toContain(`http://127.0.0.1:5173/admin/responses/${tripId}`);
    expect((await settledEmails(about(`Ready to plan: ${tripName}`))).filter(sentTo(organizer.email))).toHaveLength(0);

    await trip.update({ isBooked: true });
    const booked = await waitForEmails(about(`Booked: ${tripName}`), 2);
    expect(booked.flatMap((e) => e.to.map((t) => t.address)).sort()).toEqual([member.email, organizer.email].sort());

    await trip.update({ isFinished: true });
    expect(await waitForEmails(about(`Finished: ${tripName}`), 2)).toHaveLength(2);
    // An unrelated edit tells nobody anything.
    const before = (await settledEmails(about(tripName))).length;
    await trip.update({ destination: 'Osaka' });
    // The one fixed wait: nothing shows that a trigger ran and rightly queued nothing, so the
    // trigger gets time to do something wrong before the inbox is read.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await settledEmails(about(tripName))).toHaveLength(before);
  });
});

describe('trip ready: once per cool-down, to planners from a cached claim set', () => {
  async function readyRecipients(tripId: string): Promise<string[]> {
    const snap = await adminDb()
      .collection(collectionPath.outbox)
      .where('template', '==', 'trip-ready')
      .where('props.tripId', '==', tripId)
      .get();
    return snap.docs.map((d) => d.get('to') as string).sort();
  }

  it('the first ready queues exactly one email per planner; flipping again within the cool-down queues nothing', async () => {
    const organizer = await account();
    const [first, second] = [await account({ admin: true }), await account({ admin: true })];
    const { tripId } = await seedTrip(organizer);
    const trip = adminDb().doc(docPath.trip(tripId));

    await trip.update({ status: 'ready', readyAt: Timestamp.now() });
    const told = await eventually(
      () => readyRecipients(tripId),
      (to) => to.includes(first.email) && to.includes(second.email),
    );
    // Planners of other tests may still hold the claim: each address once, both of ours and
    // the team address (PLANNERS_EMAIL) in.
    expect(new Set(told).size).toBe(told.length);
    expect(told).toEqual(expect.arrayContaining([first.email, second.email, LOCAL_EMAIL.plannersEmail]));

    await trip.update({ status: 'draft', readyAt: null });
    await trip.update({ status: 'ready', readyAt: Timestamp.now() });
    const suppressed = await eventually(
      async () => (await adminDb().doc(docPath.readyNotice(tripId)).get()).get('suppressed') as number,
      (n) => n === 1,
    );
    expect(suppressed).toBe(1);
    expect(await readyRecipients(tripId)).toEqual(told);

    // After the cool-down the next ready is news again: the handler with its clock a day on.
    const data = (await trip.get()).data() ?? {};
    const queued = await notifyTripChange(
      {
        db: functionsDb(),
        auth: functionsAuth(),
        plannersEmail: LOCAL_EMAIL.plannersEmail,
        now: new Date(Date.now() + READY_NOTICE_COOLDOWN_MS + 60_000),
      },
      { tripId, eventId: `evt-${unique('later')}`, before: { ...data, status: 'draft' }, after: data },
    );
    expect(queued).toBe(told.length);
  });

  it('lists Auth once per cache period, and leaves a revoked planner out at once', async () => {
    const planner = await account({ admin: true });
    const real = functionsAuth();
    let listings = 0;
    const counting = {
      listUsers: (...args: Parameters<Auth['listUsers']>) => {
        listings += 1;
        return real.listUsers(...args);
      },
      getUsers: (...args: Parameters<Auth['getUsers']>) => real.getUsers(...args),
    } as unknown as Auth;
    const lookup = { auth: counting, db: functionsDb() };
    const at = (ms: number) => new Date(Date.now() + ms);
    const emails = async (now: Date) => (await planners(lookup, 'none', now)).map((r) => r.email);

    expect(await emails(at(0))).toContain(planner.email);
    expect(await emails(at(60_000))).toContain(planner.email);
    expect(listings).toBe(1);
    await auth().setCustomUserClaims(planner.uid, null);
    expect(await emails(at(120_000))).not.toContain(planner.email);
    expect(listings).toBe(1);
    await emails(at(PLANNER_CACHE_TTL_MS + 60_000));
    expect(listings).toBe(2);
  });
});

describe('unsubscribe', () => {
  const call = (method: string, token: string, body?: string) =>
    fetch(`${FUNCTIONS_BASE}/unsubscribe?token=${encodeURIComponent(token)}`, {
      method,
      headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      body,
    });

  it('GET only asks; the one-click POST turns optional email off without signing in', async () => {
    const user = await account();
    const token = unsubscribeToken(LOCAL_EMAIL.unsubscribeSecret, user.uid);
    expect(token).not.toContain(user.uid);
    const asked = await call('GET', token);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('<form method="post">');
    expect((await adminDb().doc(docPath.user(user.uid)).get()).get('emailOptOut')).toBeUndefined();

    const done = await call('POST', token, 'List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You're unsubscribed");
    expect((await adminDb().doc(docPath.user(user.uid)).get()).get('emailOptOut')).toBe(true);
  });

  it('answers 400 JSON for a missing, tampered or foreign token and changes nothing', async () => {
    const user = await account();
    const good = unsubscribeToken(LOCAL_EMAIL.unsubscribeSecret, user.uid);
    const other = await account();
    const tampered = `${Buffer.from(other.uid).toString('base64url')}.${good.split('.')[1]}`;
    for (const token of ['', 'nonsense', tampered, unsubscribeToken('another-secret', user.uid), user.uid]) {
      const res = await call('POST', token);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(typeof ((await res.json()) as { error?: unknown }).error).toBe('string');
    }
    expect((await call('PUT', good)).status).toBe(405);
    expect((await adminDb().doc(docPath.user(user.uid)).get()).exists).toBe(false);
    expect((await adminDb().doc(docPath.user(other.uid)).get()).exists).toBe(false);
  });
});
