// Privacy and abuse, round 4 (docs/security.md, "Round 4"), against the emulators. Each attack
// is tried as an attacker would, and each refusal comes with the control that must still work:
// identity by email needs a verified email (export, deletion, preferences, recipients), an
// export holds no capability, a deleted or removed traveler leaves no name or uid in the plan,
// one member's question flood is one digest, and new calendar links are rate-limited.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_ITEM_FIELDS } from '@domain/plan';
import { FORMER_TRAVELER } from '../../functions/src/domain/former-traveler';
import { tripMembers } from '../../functions/src/email/recipients';
import { tripFacts } from '../../functions/src/email/trip-facts';
import { recipientOf } from '../../functions/src/invitations/recipient-preferences';
import { emailKey } from '../../functions/src/invitations/invitation-store';
import {
  adminDb,
  callFunction,
  clearFirestore,
  FUNCTIONS_BASE,
  PROJECT_ID,
  signInWithPassword,
} from './helpers/emulators';
import { functionsDb } from './helpers/email';
import { documentsMentioning, eventually } from './helpers/firestore-scan';
import { storedTrip } from '../support/stored-trip';
import { collectionPath, docPath } from '@domain/collections';

const auth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
const unique = (label: string) => `${label}${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
const INVITE_KEY = 'INVITE-KEY-SECRET-0123456789abcdef';

interface Account {
  uid: string;
  email: string;
  token: string;
}

/** An account with `email` (a fresh one by default), verified unless told otherwise, just signed in. */
async function account(options: { email?: string; verified?: boolean; admin?: boolean } = {}): Promise<Account> {
  const email = options.email ?? `${unique('r4-')}@example.com`;
  const user = await auth().createUser({ email, password: 'secret-password', emailVerified: options.verified ?? true });
  if (options.admin) await auth().setCustomUserClaims(user.uid, { admin: true });
  const { token } = await signInWithPassword(email);
  return { uid: user.uid, email, token };
}

async function verify(who: Account): Promise<Account> {
  await auth().updateUser(who.uid, { emailVerified: true });
  return { ...who, token: (await signInWithPassword(who.email)).token };
}

/** Olivia's trip, her invitation to `invitee` (who has no account yet) and its email, key inside. */
async function invitedWorld() {
  const olivia = await account();
  const invitee = `${unique('invitee-')}@example.com`;
  const tripId = unique('trip');
  const db = adminDb();
  const key = emailKey(invitee);
  await db
    .doc(docPath.trip(tripId))
    .set(
      storedTrip(
        { tripName: 'Lisbon Long Weekend', userId: olivia.uid, organizerEmail: olivia.email, organizerName: 'Olivia' },
        { joined: [olivia.uid] },
      ),
    );
  await db.doc(docPath.invitation(tripId, key)).set({
    email: invitee,
    invitedAt: Timestamp.now(),
    invitedBy: olivia.uid,
    lastReminderAt: null,
    remindersSent: 0,
    autoRounds: [],
    withdrawnAt: null,
  });
  const mailId = unique('invite-mail');
  await db.doc(docPath.outboxItem(mailId)).set({
    to: invitee,
    uid: null,
    template: 'invitation',
    props: { tripId, tripName: 'Lisbon Long Weekend', organizerName: 'Olivia', inviteKey: INVITE_KEY },
    category: 'optional',
    status: 'sent',
  });
  return { db, olivia, invitee, tripId, invitationPath: docPath.invitation(tripId, key), mailId };
}

const exportOf = async (who: Account) => {
  const res = await callFunction('exportMyData', { token: who.token });
  expect(res.status).toBe(200);
  return res.body as { invitationsReceived: unknown[]; emailLog: { path: string }[] };
};

beforeEach(clearFirestore);

describe('identity by email needs a verified email', () => {
  it('1. an unverified squatter exports no invitation and no key; the verified invitee gets theirs, without the key', async () => {
    const { invitee, mailId } = await invitedWorld();
    const squatter = await account({ email: invitee, verified: false });
    const taken = await exportOf(squatter);
    expect(taken.invitationsReceived).toEqual([]);
    expect(taken.emailLog).toEqual([]);
    expect(JSON.stringify(taken)).not.toContain(INVITE_KEY);

    const owner = await exportOf(await verify(squatter));
    expect(owner.invitationsReceived).toHaveLength(1);
    // The seeded email; the invitation's trigger may have queued its own by now (a race the test
    // does not wait on: either way the export is the invitee's).
    expect(owner.emailLog.map((doc) => doc.path)).toContain(docPath.outboxItem(mailId));
    expect(JSON.stringify(owner)).not.toContain(INVITE_KEY);
    expect(JSON.stringify(owner)).toContain('Lisbon Long Weekend');
  });

  it("2. an unverified squatter's deletion leaves the invitation and its email; the verified invitee's removes them", async () => {
    const { db, invitee, invitationPath, mailId } = await invitedWorld();
    const squatter = await account({ email: invitee, verified: false });
    expect((await callFunction('deleteAccount', { token: squatter.token })).status).toBe(200);
    expect((await db.doc(invitationPath).get()).exists).toBe(true);
    expect((await db.doc(docPath.outboxItem(mailId)).get()).exists).toBe(true);

    const owner = await account({ email: invitee });
    expect((await callFunction('deleteAccount', { token: owner.token })).status).toBe(200);
    expect((await db.doc(invitationPath).get()).exists).toBe(false);
    expect((await db.doc(docPath.outboxItem(mailId)).get()).exists).toBe(false);
  });

  it("2. an unverified squatter's opt-out does not silence the invitee; a verified account's does", async () => {
    const { db, invitee } = await invitedWorld();
    const squatter = await account({ email: invitee, verified: false });
    await db.doc(docPath.user(squatter.uid)).set({ email: invitee, emailOptOut: true });
    expect(await recipientOf(functionsDb(), invitee)).toEqual({ uid: null, optedOut: false });

    await auth().updateUser(squatter.uid, { emailVerified: true });
    expect(await recipientOf(functionsDb(), invitee)).toEqual({ uid: squatter.uid, optedOut: true });
  });

  it('8. no trip email goes to an unverified address; the verified organizer and members still get theirs', async () => {
    const [olivia, ana, switcher] = await Promise.all([account(), account(), account()]);
    // The member changes their sign-in address to someone else's; it is not verified.
    await auth().updateUser(switcher.uid, { email: `${unique('victim-')}@example.com`, emailVerified: false });
    const facts = tripFacts(
      'trip',
      storedTrip(
        { tripName: 'T', userId: olivia.uid, organizerEmail: olivia.email, organizerName: 'Olivia' },
        { joined: [olivia.uid, ana.uid, switcher.uid] },
      ),
    );
    const recipients = await tripMembers(auth(), facts);
    expect(recipients.map((r) => r.uid).sort()).toEqual([olivia.uid, ana.uid].sort());
  });
});

/** A ready trip with a published version naming Ana and Ben, and Ana's and Ben's traces on the plan. */
async function planWorld() {
  const [olivia, ana, ben] = await Promise.all([account(), account(), account()]);
  const tripId = unique('plan');
  const db = adminDb();
  const anaName = `Ana ${unique('Gone')}`;
  const benName = `Ben ${unique('Removed')}`;
  await db
    .doc(docPath.trip(tripId))
    .set(
      storedTrip(
        { tripName: 'Bali Retreat', userId: olivia.uid, organizerEmail: olivia.email, organizerName: 'Olivia' },
        { status: 'ready', joined: [olivia.uid, ana.uid, ben.uid] },
      ),
    );
  const item = (id: string, travelers: string[] | 'all') => ({
    ...EMPTY_ITEM_FIELDS,
    id,
    kind: 'activity',
    title: `Item ${id}`,
    start: { at: '2027-03-27T09:00', zone: 'Asia/Makassar' },
    order: 1,
    travelers,
    changedIn: 1,
  });
  await db.doc(docPath.planVersion(tripId, 1)).set({
    version: 1,
    items: [item('surf', [ana.uid, ben.uid]), item('spa', [ben.uid]), item('dinner', 'all')],
    changes: [{ kind: 'added', itemId: 'surf', title: 'Item surf', fields: [], travelers: [ana.uid, ben.uid] }],
    travelerNames: { [olivia.uid]: 'Olivia', [ana.uid]: anaName, [ben.uid]: benName },
  });
  for (const who of [olivia, ana, ben])
    await db.doc(docPath.planPrivate(tripId, 1, who.uid)).set({ uid: who.uid, version: 1, items: {} });
  for (const who of [ana, ben]) {
    await db.doc(docPath.planQuestion(tripId, `q-${who.uid}`)).set({
      tripId,
      itemId: 'surf',
      itemTitle: 'Item surf',
      version: 1,
      askerUid: who.uid,
      askerName: who === ana ? anaName : benName,
      text: 'Boards included?',
      toGroup: true,
      createdAt: Timestamp.now(),
      answer: null,
      resolved: false,
      resolvedBy: null,
      resolvedAt: null,
      quiet: true,
    });
    await db.doc(docPath.planLooksGood(tripId, `${who.uid}_surf`)).set({
      uid: who.uid,
      itemId: 'surf',
      version: 1,
      createdAt: Timestamp.now(),
    });
    await db.doc(docPath.choiceVote(tripId, 'surf', who.uid)).set({ uid: who.uid, answers: {} });
    await db
      .doc(docPath.planQuestionQuota(tripId, who.uid))
      .set({ uid: who.uid, hour: 1, count: 1, lastQuestionId: 'x' });
  }
  return { db, tripId, olivia, ana, ben, anaName, benName };
}

describe('7. a deleted or removed traveler leaves the published plan', () => {
  it('deletion: the scan finds neither name nor uid; the others keep their items', async () => {
    const { db, tripId, ana, ben, anaName, benName } = await planWorld();
    // Ana's calendar link, made the way the app makes it.
    const link = await callFunction('calendarToken', { token: ana.token, body: { tripId, action: 'renew' } });
    expect(link.status).toBe(200);

    expect((await callFunction('deleteAccount', { token: ana.token })).status).toBe(200);
    await eventually('no document names Ana', async () => (await documentsMentioning(ana.uid)).length === 0);
    expect(await documentsMentioning(anaName)).toEqual([]);
    expect(await documentsMentioning(String(link.body.token))).toEqual([]);

    const v1 = (await db.doc(docPath.planVersion(tripId, 1)).get()).data() ?? {};
    const items = v1.items as { id: string; travelers: string[] | 'all' }[];
    expect(items.map((i) => i.id)).toEqual(['surf', 'spa', 'dinner']);
    expect(items[0].travelers).toEqual(['former-1', ben.uid]);
    expect(items[1].travelers).toEqual([ben.uid]);
    expect(v1.travelerNames).toMatchObject({ [ben.uid]: benName, 'former-1': FORMER_TRAVELER });
    expect((await db.doc(docPath.planQuestion(tripId, `q-${ben.uid}`)).get()).exists).toBe(true);
    expect((await db.doc(docPath.planPrivate(tripId, 1, ben.uid)).get()).exists).toBe(true);
  });

  it("removal: the removed traveler's questions, marks, votes, counter, calendar token and name go; Ana's stay", async () => {
    const { db, tripId, olivia, ana, ben, benName } = await planWorld();
    const link = await callFunction('calendarToken', { token: ben.token, body: { tripId, action: 'renew' } });
    expect(link.status).toBe(200);
    const token = String(link.body.token);

    await db.doc(docPath.trip(tripId)).update({ joined: [olivia.uid, ana.uid] });
    await eventually('nothing on the trip names Ben', async () => (await documentsMentioning(ben.uid)).length === 0);
    expect(await documentsMentioning(benName)).toEqual([]);
    expect((await db.doc(docPath.calendarToken(token)).get()).exists).toBe(false);
    // Rejoining does not bring the old calendar link back.
    await db.doc(docPath.trip(tripId)).update({ joined: [olivia.uid, ana.uid, ben.uid] });
    const feed = await fetch(`${FUNCTIONS_BASE}/planCalendarFeed?token=${encodeURIComponent(token)}`);
    expect(feed.status).toBe(404);

    // Ana's traces are hers still.
    expect((await db.doc(docPath.planQuestion(tripId, `q-${ana.uid}`)).get()).exists).toBe(true);
    expect((await db.doc(docPath.planLooksGood(tripId, `${ana.uid}_surf`)).get()).exists).toBe(true);
    expect((await db.doc(docPath.choiceVote(tripId, 'surf', ana.uid)).get()).exists).toBe(true);
    const v1 = (await db.doc(docPath.planVersion(tripId, 1)).get()).data() ?? {};
    expect((v1.items as { travelers: unknown }[])[0].travelers).toEqual([ana.uid, 'former-1']);
  });
});

describe('3. a question flood reaches the planners as one digest', () => {
  it('the first question is emailed at once; the next 24 in the same minute fold into one digest per planner', async () => {
    const { db, tripId, ana } = await planWorld();
    const inbox = 'planners@tripwise.local';
    const ask = (n: number) =>
      db.doc(docPath.planQuestion(tripId, `flood-${String(n).padStart(2, '0')}`)).set({
        tripId,
        itemId: 'surf',
        itemTitle: 'Item surf',
        version: 1,
        askerUid: ana.uid,
        askerName: 'Ana',
        text: `Question number ${n}`,
        toGroup: false,
        createdAt: Timestamp.now(),
        answer: null,
        resolved: false,
        resolvedBy: null,
        resolvedAt: null,
      });
    await ask(1);
    const toInbox = async (template: string) =>
      (
        await db.collection(collectionPath.outbox).where('to', '==', inbox).where('template', '==', template).get()
      ).docs.filter((doc) => doc.get('props.tripId') === tripId);
    await eventually('the first question emailed', async () => (await toInbox('question-asked')).length === 1);
    for (let n = 2; n <= 25; n += 1) await ask(n);
    await eventually(
      'the other 24 in one digest',
      async () =>
        (await toInbox('questions-asked')).flatMap((doc) => doc.get('props.questions') as unknown[]).length === 24,
    );
    expect(await toInbox('question-asked')).toHaveLength(1);
    const digests = await toInbox('questions-asked');
    expect(digests).toHaveLength(1);
    expect(digests[0].get('status')).toBe('pending');
    expect((digests[0].get('nextAttemptAt') as Timestamp).toMillis()).toBeGreaterThan(Date.now() + 10 * 60_000);
  });
});

describe('also closed in round 4', () => {
  it('new calendar links: 10 an hour per account, then 429 naming the limit; another account still renews', async () => {
    const { tripId, ana, ben } = await planWorld();
    const renew = (who: Account) =>
      callFunction('calendarToken', { token: who.token, body: { tripId, action: 'renew' } });
    for (let n = 1; n <= 10; n += 1) expect((await renew(ana)).status).toBe(200);
    const refused = await renew(ana);
    expect(refused).toMatchObject({
      status: 429,
      body: { error: expect.stringContaining('at most 10 new calendar links') },
    });
    expect((await renew(ben)).status).toBe(200);
  });
});
