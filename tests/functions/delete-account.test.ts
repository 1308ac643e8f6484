// deleteAccount against the emulators: afterwards nothing anywhere names the user; repeated and
// interrupted runs converge; refusals delete nothing. Also the trip-deletion trigger.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  adminDb,
  callFunction,
  clearFirestore,
  customTokenUser,
  FUNCTIONS_BASE,
  PROJECT_ID,
  signInWithPassword,
  signUp,
} from './helpers/emulators';
import { firestoreDocumentsUrl } from '../../scripts/local-endpoints.mjs';
import { LOCAL_EMAIL } from '../../scripts/local-config.mjs';
import { unsubscribeToken } from '../../functions/src/email/unsubscribe-token';
import { tripGeneration } from '../../functions/src/email/trip-facts';
import { documentsMentioning, eventually, outboxSettled, settledSnapshot } from './helpers/firestore-scan';
import { answerBatchId } from '@domain/answer-digest';
import { collectionPath, docPath } from '@domain/collections';
import { storedTrip } from '../support/stored-trip';

type TestUser = Awaited<ReturnType<typeof signUp>>;

function adminAuth() {
  return getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}

const deleteAccount = (token?: string, options: { method?: string; body?: unknown } = {}) =>
  callFunction('deleteAccount', { token, method: options.method, body: options.body ?? {} });

// ---------- JWTs for the refusal tests ----------
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
/** An Auth-emulator-style (unsigned) token: the emulator accepts these, production never does. */
const emulatorToken = (claims: Record<string, unknown>) => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;

// ---------- the world: Ana organizes two trips and answered Ben's and Cara's ----------
interface World {
  ana: TestUser;
  ben: TestUser;
  cara: TestUser;
  tripA: string;
  tripB: string;
  benTrip: string;
  caraTrip: string;
  /** Ana organizes it and planners have booked it: it stays for Ben, without Ana. */
  bookedTrip: string;
  /** Ana's open checkout still holds this id. */
  heldId: string;
}

/** The name Ana answers with: answer batches (outbox emails to organizers) list it. */
const ANA_NAME = 'Ana Answerer';
/** Ana is a planner too: her stamps and notes name her so. */
const ANA_PLANNER = 'Ana Planner';

const trip = (organizer: TestUser, joined: TestUser[]) =>
  storedTrip(
    { tripName: 'A trip', userId: organizer.uid, organizerEmail: organizer.email, organizerName: 'Someone' },
    { joined: joined.map((u) => u.uid) },
  );

const response = (user: TestUser, name = 'First Last') => ({
  uid: user.uid,
  firstName: name.split(' ')[0],
  lastName: name.split(' ')[1],
  name,
  email: user.email,
  availability: '',
  budget: '$1000',
  submittedAt: FieldValue.serverTimestamp(),
});

/** The world of the refusal tests, built once while they leave it as it is (they check that). */
let sharedWorld: World | undefined;

/** A fresh world in a cleared database (every test starts with one, or with the shared one). */
async function buildWorld(anaSignsIn: 'password' | 'custom-token' = 'password'): Promise<World> {
  sharedWorld = undefined;
  await clearFirestore();
  const [ana, ben, cara] = await Promise.all([
    anaSignsIn === 'password' ? signUp() : customTokenUser(),
    signUp(),
    signUp(),
  ]);
  const suffix = Math.random().toString(36).slice(2, 8);
  const w: World = {
    ana,
    ben,
    cara,
    tripA: `ana-a-${suffix}`,
    tripB: `ana-b-${suffix}`,
    benTrip: `ben-${suffix}`,
    caraTrip: `cara-${suffix}`,
    bookedTrip: `ana-booked-${suffix}`,
    heldId: `ana-unpaid-${suffix}`,
  };
  const db = adminDb();
  const batch = db.batch();
  const nameOf = (u: TestUser) => (u === ana ? ANA_NAME : 'First Last');
  batch.set(db.doc(docPath.trip(w.tripA)), trip(ana, [ana, ben, cara]));
  for (const u of [ana, ben, cara]) batch.set(db.doc(docPath.response(w.tripA, u.uid)), response(u, nameOf(u)));
  // Both parts of Ben's answer to the booked trip; Ana answered it too.
  batch.set(db.doc(docPath.trip(w.bookedTrip)), { ...trip(ana, [ana, ben]), isBooked: true });
  for (const u of [ana, ben]) {
    batch.set(db.doc(docPath.response(w.bookedTrip, u.uid)), response(u, nameOf(u)));
    batch.set(db.doc(docPath.privateAnswers(w.bookedTrip, u.uid)), { accommodations: 'Vegetarian' });
  }
  // A planner's note on a trip that is deleted with the account: a re-created id must not show it.
  batch.set(db.doc(docPath.note(w.tripA, 'n1')), { text: 'Call the hotel', authorUid: 'p1', authorName: 'Priya' });
  batch.set(db.doc(docPath.trip(w.tripB)), trip(ana, [cara]));
  batch.set(db.doc(docPath.response(w.tripB, cara.uid)), response(cara));
  // Ana, as a planner, took Ben's trip, booked it and wrote a note on it.
  const stamp = { uid: ana.uid, name: ANA_PLANNER };
  batch.set(db.doc(docPath.trip(w.benTrip)), {
    ...trip(ben, [ben, ana]),
    assignedTo: stamp,
    isBooked: true,
    bookedBy: stamp,
  });
  batch.set(db.doc(docPath.note(w.benTrip, 'n2')), {
    text: 'Ben wants a sea view',
    authorUid: ana.uid,
    authorName: ANA_PLANNER,
  });
  for (const u of [ben, ana]) batch.set(db.doc(docPath.response(w.benTrip, u.uid)), response(u, nameOf(u)));
  batch.set(db.doc(docPath.trip(w.caraTrip)), trip(cara, [ana]));
  batch.set(db.doc(docPath.response(w.caraTrip, ana.uid)), response(ana, ANA_NAME));
  // Email queued to Ana's address before her account existed (an invitation: no uid), and a
  // batch of answers to Cara opened by someone else's answer that Ana's answer then joined.
  const sent = { status: 'sent', template: 'invitation', props: {}, attempts: 1 };
  batch.set(db.doc(docPath.outboxItem('invitation-before-ana')), {
    ...sent,
    id: 'invitation-before-ana',
    to: ana.email,
    uid: null,
  });
  batch.set(db.doc(docPath.outboxItem(`answers-${w.caraTrip}-someone`)), {
    ...sent,
    id: `answers-${w.caraTrip}-someone`,
    template: 'answers',
    to: cara.email,
    uid: cara.uid,
    props: { tripId: w.caraTrip, tripName: 'A trip', names: ['Sam Someone', ANA_NAME] },
  });
  // A batch to Ben that keeps the answerers' uids beside their names: found by Ana's uid, also
  // once her answer to his trip is gone (the interrupted run below deletes it first).
  batch.set(db.doc(docPath.outboxItem(`answers-${w.benTrip}-someone`)), {
    ...sent,
    id: `answers-${w.benTrip}-someone`,
    template: 'answers',
    to: ben.email,
    uid: ben.uid,
    props: { tripId: w.benTrip, tripName: 'A trip', names: ['Sam Someone', ANA_NAME], answerers: ['sam', ana.uid] },
  });
  // Her open checkout still holds a trip id.
  batch.set(db.doc(docPath.tripIdHold(w.heldId)), {
    status: 'held',
    uid: ana.uid,
    holdId: 'hold-1',
    sessionId: 'cs_test_ana_open',
    expiresAtMillis: Date.now() + 30 * 60_000,
  });
  batch.set(db.doc(docPath.user(ana.uid)), {
    email: ana.email,
    acceptedTerms: true,
    firstName: 'Ana',
    joinedTrips: [w.tripA, w.benTrip, w.caraTrip, w.bookedTrip],
  });
  batch.set(db.doc(docPath.user(ben.uid)), { email: ben.email, joinedTrips: [w.tripA, w.benTrip, w.bookedTrip] });
  batch.set(db.doc(docPath.user(cara.uid)), { email: cara.email, joinedTrips: [w.tripA, w.tripB, w.caraTrip] });
  const checkout = (owner: TestUser, tripId: string, status: string) => ({
    uid: owner.uid,
    tripId,
    trip: { tripName: 'A trip' },
    organizer: { email: owner.email, firstName: 'Someone' },
    amount: 2500,
    currency: 'usd',
    status,
  });
  batch.set(db.doc(docPath.checkout('cs_test_ana_paid')), checkout(ana, w.tripA, 'fulfilled'));
  batch.set(db.doc(docPath.checkout('cs_test_ana_open')), checkout(ana, w.heldId, 'pending'));
  batch.set(db.doc(docPath.checkout('cs_test_ben_paid')), checkout(ben, w.benTrip, 'fulfilled'));
  await batch.commit();
  await answerNoticesDone(w);
  return w;
}

/**
 * Every answer above fires onResponseCreated, which notes it in the trip's answer digest and
 * queues (then sends) a notice to the organizer: the email bookkeeping naming Ana that the
 * deletion must clear too. Waits for it, so the tests start from a world that stays put.
 */
async function answerNoticesDone(w: World): Promise<void> {
  const expected: Record<string, string[]> = {
    [w.tripA]: [w.ana.uid, w.ben.uid, w.cara.uid],
    [w.tripB]: [w.cara.uid],
    [w.benTrip]: [w.ben.uid, w.ana.uid],
    [w.caraTrip]: [w.ana.uid],
    [w.bookedTrip]: [w.ana.uid, w.ben.uid],
  };
  await eventually('every answer is in its answer digest', async () => {
    for (const [tripId, uids] of Object.entries(expected)) {
      const notified = ((await data(docPath.answerDigest(tripId)))?.notified ?? []) as string[];
      // The organizer's own answer tells nobody, so it is in no digest (issue #45).
      const organizer = (await data(docPath.trip(tripId)))?.userId;
      if (!uids.filter((uid) => uid !== organizer).every((uid) => notified.includes(uid))) return false;
    }
    return true;
  });
  await outboxSettled();
}

const data = async (path: string) => (await adminDb().doc(path).get()).data();
const ids = async (path: string) => (await adminDb().collection(path).listDocuments()).map((d) => d.id).sort();

async function authUserExists(uid: string): Promise<boolean> {
  try {
    await adminAuth().getUser(uid);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return false;
    throw err;
  }
}

const passwordSignInStatus = async (email: string) => (await signInWithPassword(email)).status;

/** Everything the deletion promises, checked over the whole database and Auth. */
async function expectAnaGone(w: World): Promise<void> {
  expect(await documentsMentioning(w.ana.uid)).toEqual([]);
  expect(await documentsMentioning(w.ana.email)).toEqual([]);
  expect(await documentsMentioning(ANA_NAME)).toEqual([]);
  expect(await documentsMentioning(ANA_PLANNER)).toEqual([]);

  // The booked trip stays for the group: Ben's answers (both parts) and his place; no organizer.
  const booked = await data(docPath.trip(w.bookedTrip));
  expect(booked).toMatchObject({ isBooked: true, joined: [w.ben.uid], userId: null });
  expect(booked).not.toHaveProperty('organizerEmail');
  // Planners still find it by its name's words; the email among them is gone (the scan above).
  expect(booked?.searchWords).toEqual(['a', 'trip']);
  expect(await ids(collectionPath.responses(w.bookedTrip))).toEqual([w.ben.uid]);
  expect(await ids(collectionPath.privateAnswers(w.bookedTrip))).toEqual([w.ben.uid]);
  expect((await data(docPath.user(w.ben.uid)))?.joinedTrips).toContain(w.bookedTrip);
  // Planner notes go with their deleted trip; Ana's note on Ben's trip stays, unsigned.
  expect(await ids(collectionPath.notes(w.tripA))).toEqual([]);
  expect(await data(docPath.note(w.benTrip, 'n2'))).toEqual({
    text: 'Ben wants a sea view',
    authorName: 'A former planner',
  });
  expect(await data(docPath.trip(w.benTrip))).toMatchObject({ assignedTo: null, bookedBy: null, isBooked: true });
  // The other traveler's batch keeps its other name; the id Ana's open checkout held is free.
  expect((await data(docPath.outboxItem(`answers-${w.caraTrip}-someone`)))?.props.names).toEqual(['Sam Someone']);
  expect((await data(docPath.outboxItem(`answers-${w.benTrip}-someone`)))?.props).toMatchObject({
    names: ['Sam Someone'],
    answerers: ['sam'],
  });
  expect((await adminDb().doc(docPath.tripIdHold(w.heldId)).get()).exists).toBe(false);

  for (const tripId of [w.tripA, w.tripB]) {
    expect((await adminDb().doc(docPath.trip(tripId)).get()).exists, tripId).toBe(false);
    expect(await ids(collectionPath.responses(tripId)), tripId).toEqual([]);
  }
  expect((await data(docPath.user(w.ben.uid)))?.joinedTrips).toEqual([w.benTrip, w.bookedTrip]);
  expect((await data(docPath.user(w.cara.uid)))?.joinedTrips).toEqual([w.caraTrip]);
  expect((await data(docPath.trip(w.benTrip)))?.joined).toEqual([w.ben.uid]);
  expect(await ids(collectionPath.responses(w.benTrip))).toEqual([w.ben.uid]);
  expect((await data(docPath.trip(w.caraTrip)))?.joined).toEqual([]);
  expect(await ids(collectionPath.responses(w.caraTrip))).toEqual([]);

  // Payment records stay (amount, status), without who paid; other people's are untouched.
  const paid = await data(docPath.checkout('cs_test_ana_paid'));
  expect(paid).toMatchObject({ amount: 2500, currency: 'usd', status: 'fulfilled' });
  expect(paid).not.toHaveProperty('uid');
  expect(paid).not.toHaveProperty('trip');
  expect(paid).not.toHaveProperty('organizer');
  expect(paid?.ownerDeletedAt).toBeDefined();
  expect(await data(docPath.checkout('cs_test_ben_paid'))).toMatchObject({
    uid: w.ben.uid,
    tripId: w.benTrip,
    status: 'fulfilled',
  });

  expect(await authUserExists(w.ana.uid)).toBe(false);
  expect(await passwordSignInStatus(w.ana.email)).toBe(400);
  expect(await passwordSignInStatus(w.ben.email)).toBe(200);
  expect(await authUserExists(w.ben.uid)).toBe(true);
}

describe('deleteAccount', () => {
  it('removes every trace of the user, their organized trips with their responses, then the Auth account', async () => {
    const w = await buildWorld();
    expect((await documentsMentioning(w.ana.uid)).length).toBeGreaterThan(5);
    // The email bookkeeping names her too: her answer to Cara's trip opened the batch of
    // answers to Cara (named after her and the trip's generation, its createdAt) and is in that
    // trip's digest; the answers to her own trip were emailed to her (her own answer is in no
    // digest since #45: it tells nobody).
    const caraTrip = await data(docPath.trip(w.caraTrip));
    const anaBatch = answerBatchId(w.caraTrip, w.ana.uid, tripGeneration(caraTrip ?? {}));
    expect(await documentsMentioning(w.ana.uid)).toEqual(
      expect.arrayContaining([docPath.answerDigest(w.caraTrip), docPath.outboxItem(anaBatch)]),
    );
    expect((await data(docPath.outboxItem(anaBatch)))?.to).toBe(w.cara.email);
    expect(
      (await adminDb().collection(collectionPath.outbox).where('uid', '==', w.ana.uid).get()).size,
    ).toBeGreaterThan(0);

    const res = await deleteAccount(w.ana.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, authAccount: 'deleted' });
    expect(res.body.writes).toBeGreaterThan(10);
    await expectAnaGone(w);
  });

  it("an old unsubscribe link of the deleted account does not bring its profile back (the live account's control does write)", async () => {
    const w = await buildWorld();
    const unsubscribe = (uid: string) =>
      fetch(
        `${FUNCTIONS_BASE}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(LOCAL_EMAIL.unsubscribeSecret, uid))}`,
        { method: 'POST' },
      );
    expect((await deleteAccount(w.ana.token)).status).toBe(200);
    expect((await unsubscribe(w.ana.uid)).status).toBe(200);
    expect((await adminDb().doc(docPath.user(w.ana.uid)).get()).exists).toBe(false);
    await expectAnaGone(w);

    expect((await unsubscribe(w.ben.uid)).status).toBe(200);
    expect((await data(docPath.user(w.ben.uid)))?.emailOptOut).toBe(true);
  });

  it('a second run changes nothing: with the account gone its token is refused', async () => {
    const w = await buildWorld();
    expect((await deleteAccount(w.ana.token)).status).toBe(200);
    await expectAnaGone(w);
    // The trigger also fires for the two deleted trips; it finds nothing left, so writes nothing.
    const before = await settledSnapshot();

    const again = await deleteAccount(w.ana.token);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ error: 'Your sign-in has expired. Please sign in again.' });
    expect(await settledSnapshot()).toEqual(before);
  });

  it('a run after every document is gone but before the Auth account went changes nothing but the account', async () => {
    const w = await buildWorld();
    expect((await deleteAccount(w.ana.token)).status).toBe(200);
    await expectAnaGone(w);
    const before = await settledSnapshot();
    // Bring back the Auth account alone: the state a run leaves when it stops right before its last step.
    await adminAuth().createUser({ uid: w.ana.uid, email: w.ana.email, password: 'secret-password' });
    const { token } = await signInWithPassword(w.ana.email);

    const res = await deleteAccount(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, writes: 0, authAccount: 'deleted' });
    expect(await settledSnapshot()).toEqual(before);
    expect(await authUserExists(w.ana.uid)).toBe(false);
  });

  it('an interrupted run is finished by the next call', async () => {
    const w = await buildWorld();
    const db = adminDb();
    // As if a run stopped half-way: part of trip A cleaned, Ana's response to Ben's trip deleted
    // but her uid still in its `joined`, her user doc (and with it her joinedTrips) gone, and
    // her response to Cara's trip an older one without a `uid` field.
    const partial = db.batch();
    partial.delete(db.doc(docPath.response(w.tripA, w.ben.uid)));
    partial.update(db.doc(docPath.user(w.ben.uid)), { joinedTrips: FieldValue.arrayRemove(w.tripA) });
    partial.delete(db.doc(docPath.response(w.benTrip, w.ana.uid)));
    partial.delete(db.doc(docPath.user(w.ana.uid)));
    partial.update(db.doc(docPath.response(w.caraTrip, w.ana.uid)), { uid: FieldValue.delete() });
    partial.update(db.doc(docPath.checkout('cs_test_ana_paid')), {
      uid: FieldValue.delete(),
      tripId: FieldValue.delete(),
      trip: FieldValue.delete(),
      organizer: FieldValue.delete(),
      ownerDeletedAt: FieldValue.serverTimestamp(),
    });
    await partial.commit();

    const res = await deleteAccount(w.ana.token);
    expect(res.status).toBe(200);
    await expectAnaGone(w);
  });

  it('finds a response whose trip no longer lists the user, through the response itself', async () => {
    const w = await buildWorld();
    const db = adminDb();
    await db.doc(docPath.trip(w.benTrip)).update({ joined: FieldValue.arrayRemove(w.ana.uid) });
    await db.doc(docPath.user(w.ana.uid)).update({ joinedTrips: [] });
    expect((await deleteAccount(w.ana.token)).status).toBe(200);
    await expectAnaGone(w);
  });

  it('a token of an account deleted by other means is refused, and nothing is touched', async () => {
    const w = await buildWorld();
    await adminAuth().deleteUser(w.ana.uid);
    const before = await settledSnapshot();
    const res = await deleteAccount(w.ana.token);
    expect(res.status).toBe(401);
    expect(await settledSnapshot()).toEqual(before);
  });

  describe('refusals delete nothing', () => {
    /** Builds the world, makes the call, and checks the answer and that nothing changed. */
    async function refuse(
      status: number,
      makeCall: (w: World) => ReturnType<typeof deleteAccount>,
      error?: string | RegExp,
      anaSignsIn: 'password' | 'custom-token' = 'password',
    ): Promise<World> {
      // A refusal changes nothing (checked below), so the next refusal may start from its world.
      const w = anaSignsIn === 'password' ? (sharedWorld ??= await buildWorld()) : await buildWorld(anaSignsIn);
      const before = await settledSnapshot();
      const res = await makeCall(w);
      expect(res.status).toBe(status);
      expect(res.contentType).toMatch(/application\/json/);
      expect(typeof res.body.error).toBe('string');
      if (error !== undefined) expect(res.body.error).toMatch(error);
      expect(await settledSnapshot()).toEqual(before);
      expect(await authUserExists(w.ana.uid)).toBe(true);
      return w;
    }

    it('no token → 401', async () => {
      await refuse(401, () => deleteAccount(undefined));
    });

    it('a malformed token → 401', async () => {
      await refuse(401, () => deleteAccount('not-a-token'));
    });

    it("a forged, signed-looking token claiming the user's uid → 401", async () => {
      await refuse(401, (w) => {
        const forged = `${b64url({ alg: 'RS256', kid: 'forged', typ: 'JWT' })}.${b64url(claimsOf(w.ana.token))}.${Buffer.from('not a signature').toString('base64url')}`;
        return deleteAccount(forged);
      });
    });

    it('a token minted for another project → 401', async () => {
      await refuse(401, (w) => {
        const claims = claimsOf(w.ana.token);
        return deleteAccount(
          emulatorToken({
            ...claims,
            aud: 'demo-other-project',
            iss: 'https://securetoken.google.com/demo-other-project',
          }),
        );
      });
    });

    it('an expired token → 401', async () => {
      await refuse(401, (w) => {
        const now = Math.floor(Date.now() / 1000);
        return deleteAccount(
          emulatorToken({ ...claimsOf(w.ana.token), iat: now - 7200, exp: now - 3600, auth_time: now - 7200 }),
        );
      });
    });

    it('a valid token from a sign-in older than five minutes → 401 asking to sign in again', async () => {
      await refuse(
        401,
        (w) =>
          deleteAccount(
            emulatorToken({ ...claimsOf(w.ana.token), auth_time: Math.floor(Date.now() / 1000) - 10 * 60 }),
          ),
        'Please sign in again before deleting your account.',
        'custom-token',
      );
    });

    it('a re-dated token from a sign-in four minutes ago is accepted (the refusal above is about auth_time only)', async () => {
      const w = await buildWorld('custom-token');
      const res = await deleteAccount(
        emulatorToken({ ...claimsOf(w.ana.token), auth_time: Math.floor(Date.now() / 1000) - 4 * 60 }),
      );
      expect(res.status).toBe(200);
      await expectAnaGone(w);
    });

    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      it(`${method} → 405`, async () => {
        await refuse(405, (w) => callFunction('deleteAccount', { method, token: w.ana.token }), /POST/);
      });
    }

    it("a body naming someone else's uid → 400 (the account is always the caller's)", async () => {
      const w = await refuse(
        400,
        (w) => deleteAccount(w.ana.token, { body: { uid: w.ben.uid } }),
        'Unexpected field: uid',
      );
      expect(await authUserExists(w.ben.uid)).toBe(true);
    });

    it('a body that is not an object → 400', async () => {
      await refuse(400, (w) => deleteAccount(w.ana.token, { body: ['delete'] }));
    });
  });
});

describe('deleting a trip (onTripDeleted trigger)', () => {
  /** The organizer deletes the trip from the client, through the security rules. */
  async function deleteTripAs(user: TestUser, tripId: string): Promise<number> {
    const res = await fetch(`${firestoreDocumentsUrl()}/trips/${tripId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${user.token}` },
    });
    return res.status;
  }

  it("removes the trip's responses, its answer digest and its id from every user's joinedTrips", async () => {
    const w = await buildWorld();
    expect(await data(docPath.answerDigest(w.tripA))).toBeDefined();
    expect(await deleteTripAs(w.ben, w.tripA)).toBe(403);
    expect(await deleteTripAs(w.ana, w.tripA)).toBe(200);

    await eventually('trip A responses, answer digest and joinedTrips entries removed', async () => {
      const listing = await adminDb()
        .collection(collectionPath.users)
        .where('joinedTrips', 'array-contains', w.tripA)
        .get();
      const digest = await adminDb().doc(docPath.answerDigest(w.tripA)).get();
      return (await ids(collectionPath.responses(w.tripA))).length === 0 && listing.empty && !digest.exists;
    });
    // Other trips keep their answer digests.
    expect(await data(docPath.answerDigest(w.tripB))).toBeDefined();
    expect((await data(docPath.user(w.ana.uid)))?.joinedTrips).toEqual([w.benTrip, w.caraTrip, w.bookedTrip]);
    expect((await data(docPath.user(w.ben.uid)))?.joinedTrips).toEqual([w.benTrip, w.bookedTrip]);
    expect((await data(docPath.user(w.cara.uid)))?.joinedTrips).toEqual([w.tripB, w.caraTrip]);
    // Other trips keep their responses.
    expect(await ids(collectionPath.responses(w.tripB))).toEqual([w.cara.uid]);
    expect(await ids(collectionPath.responses(w.benTrip))).toEqual([w.ana.uid, w.ben.uid].sort());
  });

  it('keeps responses of a trip re-created under the same id after the deletion', async () => {
    const w = await buildWorld();
    expect(await deleteTripAs(w.ana, w.tripA)).toBe(200);
    const db = adminDb();
    await db.doc(docPath.trip(w.tripA)).set(trip(w.ana, [w.ben]));
    await db.doc(docPath.response(w.tripA, 'new-traveler')).set({ ...response(w.ben), uid: 'new-traveler' });

    await eventually('old responses of trip A removed', async () => {
      const responses = await ids(collectionPath.responses(w.tripA));
      return !responses.includes(w.ben.uid) && !responses.includes(w.cara.uid) && !responses.includes(w.ana.uid);
    });
    expect(await ids(collectionPath.responses(w.tripA))).toEqual(['new-traveler']);
  });
});
