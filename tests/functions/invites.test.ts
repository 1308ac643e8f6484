// Invite links as capabilities, server side, against the emulators: fulfilment makes the key
// and its record, "Reset invite link" retires the old key, the trigger keeps the record in step
// with the trip and removes it with the trip, and the one-off migration gives old trips a key.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { assignMissingInviteKeys } from '../../functions/src/invites/invite-store';
import {
  adminDb,
  callFunction,
  clearFirestore,
  createCheckout,
  patchStandinSession,
  signUp,
} from './helpers/emulators';
import { eventually } from './helpers/firestore-scan';
import { runStripeStandinDuringTests } from './helpers/standin';
import { collectionPath, docPath } from '@domain/collections';
import { INVITE_SUMMARY_FIELDS } from '@domain/invite-record';
import type { TripDocumentInput } from '@domain/trip-document';
import { storedTrip } from '../support/stored-trip';

const summaryFields: readonly string[] = INVITE_SUMMARY_FIELDS;

runStripeStandinDuringTests();
beforeEach(clearFirestore);

const BASE64URL_128_BITS = /^[A-Za-z0-9_-]{22}$/;

const reset = (token: string | undefined, body: unknown, method?: string) =>
  callFunction('resetInviteLink', { token, body, method });

const tripData = (userId: string, inviteKey: string | undefined, named: Partial<TripDocumentInput<Timestamp>> = {}) =>
  storedTrip(
    {
      tripName: 'Summer in Japan',
      userId,
      organizerEmail: 'olivia@example.com',
      vibe: 'Food and temples',
      startDate: Timestamp.fromMillis(Date.parse('2099-06-01T12:00:00Z')),
      endDate: Timestamp.fromMillis(Date.parse('2099-06-10T12:00:00Z')),
      ...named,
    },
    inviteKey ? { inviteKey } : {},
  );

/** A trip as the functions made it: the trip with its key, and the key's record. */
async function seedTrip(tripId: string, userId: string, inviteKey = `seeded-key-${tripId}-AAAAAAAA`) {
  const db = adminDb();
  await db.doc(docPath.trip(tripId)).set(tripData(userId, inviteKey));
  await db.doc(docPath.invite(inviteKey)).set({ tripId, tripName: 'Summer in Japan', status: 'draft' });
  return inviteKey;
}

const inviteExists = async (key: string) => (await adminDb().doc(docPath.invite(key)).get()).exists;
const liveKeyOf = async (tripId: string) =>
  (await adminDb().doc(docPath.trip(tripId)).get()).get('inviteKey') as string;
const recordsOf = async (tripId: string) =>
  (await adminDb().collection(collectionPath.invites).where('tripId', '==', tripId).get()).docs.map((d) => d.id);

describe('fulfilment', () => {
  it('creates the trip with a 128-bit invite key and the invite record the join page reads', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
    const saved = await callFunction('saveTripAfterPayment', {
      token: user.token,
      body: { sessionId: checkout.sessionId },
    });
    expect(saved.status).toBe(200);

    const trip = (await adminDb().doc(docPath.trip(checkout.tripId)).get()).data() ?? {};
    expect(trip.inviteKey).toMatch(BASE64URL_128_BITS);
    const invite =
      (
        await adminDb()
          .doc(docPath.invite(trip.inviteKey as string))
          .get()
      ).data() ?? {};
    // The summary fields the trip has (issue #45 added isBooked, the join questions their list),
    // and nothing else.
    expect(Object.keys(invite).filter((key) => key !== 'tripId' && !summaryFields.includes(key))).toEqual([]);
    expect(invite).toMatchObject({
      tripId: checkout.tripId,
      tripName: trip.tripName,
      organizerName: trip.organizerName,
      destination: trip.destination,
      numPeople: trip.numPeople,
      vibe: trip.vibe,
      startDate: trip.startDate,
      endDate: trip.endDate,
      status: 'draft',
    });
    // Nothing private travels with the record: no emails, no uids, no payment facts.
    expect(JSON.stringify(invite)).not.toContain(user.uid);
    expect(JSON.stringify(invite)).not.toContain('@');
  });
});

describe('resetInviteLink', () => {
  it('gives the organizer a new key and retires the old one (its record deleted)', async () => {
    const organizer = await signUp();
    const oldKey = await seedTrip('olivia-reset', organizer.uid);

    const res = await reset(organizer.token, { tripId: 'olivia-reset' });
    expect(res.status).toBe(200);
    const newKey = res.body.inviteKey as string;
    expect(newKey).toMatch(BASE64URL_128_BITS);
    expect(newKey).not.toBe(oldKey);
    expect(await liveKeyOf('olivia-reset')).toBe(newKey);
    expect(await inviteExists(oldKey)).toBe(false);
    expect((await adminDb().doc(docPath.invite(newKey)).get()).data()).toMatchObject({
      tripId: 'olivia-reset',
      tripName: 'Summer in Japan',
      organizerName: 'Olivia',
    });
  });

  it('retires every earlier key: after two resets only the newest record is left', async () => {
    const organizer = await signUp();
    const first = await seedTrip('olivia-twice', organizer.uid);
    // A stray record of the same trip (say, from an interrupted old reset) goes too.
    await adminDb().doc(docPath.invite('stray-record-of-olivia-twice')).set({ tripId: 'olivia-twice' });
    const second = (await reset(organizer.token, { tripId: 'olivia-twice' })).body.inviteKey as string;
    const third = (await reset(organizer.token, { tripId: 'olivia-twice' })).body.inviteKey as string;
    expect(new Set([first, second, third]).size).toBe(3);
    expect(await recordsOf('olivia-twice')).toEqual([third]);
  });

  it('answers 403 to anyone but the organizer, and changes nothing', async () => {
    const organizer = await signUp();
    const stranger = await signUp();
    const key = await seedTrip('olivia-guarded', organizer.uid);
    await adminDb()
      .doc(docPath.trip('olivia-guarded'))
      .update({ joined: [stranger.uid] });

    const res = await reset(stranger.token, { tripId: 'olivia-guarded' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Only the organizer of this trip can reset its invite link.');
    expect(await liveKeyOf('olivia-guarded')).toBe(key);
    expect(await inviteExists(key)).toBe(true);
  });

  it("answers a missing trip exactly as someone else's, so the answer tells a stranger nothing", async () => {
    const user = await signUp();
    const res = await reset(user.token, { tripId: 'nobody-has-this-trip' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Only the organizer of this trip can reset its invite link.');
    expect(await recordsOf('nobody-has-this-trip')).toEqual([]);
  });

  it('answers 401 without a sign-in and 405 for GET, as JSON', async () => {
    const organizer = await signUp();
    const key = await seedTrip('olivia-signed-out', organizer.uid);
    const signedOut = await reset(undefined, { tripId: 'olivia-signed-out' });
    expect(signedOut.status).toBe(401);
    expect(signedOut.contentType).toContain('application/json');
    expect((await reset(organizer.token, undefined, 'GET')).status).toBe(405);
    expect(await liveKeyOf('olivia-signed-out')).toBe(key);
  });

  it.each([
    ['no tripId', {}],
    ['a tripId that is not a string', { tripId: 42 }],
    ['an empty tripId', { tripId: '' }],
    ['a tripId with a slash', { tripId: 'trips/other' }],
    ['an unexpected field', { tripId: 'olivia-bad', inviteKey: 'mine' }],
  ])('answers 400 JSON for %s', async (_label, body) => {
    const organizer = await signUp();
    const res = await reset(organizer.token, body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
  });
});

describe('the invite record follows the trip (trigger)', () => {
  it("shows the organizer's edits and status changes", async () => {
    const key = await seedTrip('olivia-edits', 'organizer-uid');
    await adminDb().doc(docPath.trip('olivia-edits')).update({ destination: 'Osaka', numPeople: 6 });
    await eventually('the record shows the edit', async () => {
      const invite = (await adminDb().doc(docPath.invite(key)).get()).data();
      return invite?.destination === 'Osaka' && invite?.numPeople === 6;
    });
    await adminDb().doc(docPath.trip('olivia-edits')).update({ status: 'ready' });
    await eventually('the record shows the status', async () => {
      return (await adminDb().doc(docPath.invite(key)).get()).get('status') === 'ready';
    });
  });

  it('removes the record with the trip', async () => {
    const key = await seedTrip('olivia-deleted', 'organizer-uid');
    // Let the create event settle first, so it cannot be mistaken for the delete's work.
    await eventually(
      'the record is synced',
      async () => (await adminDb().doc(docPath.invite(key)).get()).get('destination') === 'Tokyo',
    );
    await adminDb().doc(docPath.trip('olivia-deleted')).delete();
    await eventually('the record is gone', async () => !(await inviteExists(key)));
  });

  it('retires the old record when the key on the trip changes by any path', async () => {
    const oldKey = await seedTrip('olivia-rekeyed', 'organizer-uid');
    await adminDb().doc(docPath.trip('olivia-rekeyed')).update({ inviteKey: 'rekeyed-by-hand-AAAAAAAAAA' });
    await eventually('only the new record is left', async () => {
      const records = await recordsOf('olivia-rekeyed');
      return records.length === 1 && records[0] === 'rekeyed-by-hand-AAAAAAAAAA';
    });
    expect(await inviteExists(oldKey)).toBe(false);
  });
});

describe('migration: trips made before invite keys', () => {
  it('gives each trip without a key a 128-bit key and its record; a second run changes nothing', async () => {
    const db = adminDb();
    await db.doc(docPath.trip('old-one')).set(tripData('u1', undefined));
    await db.doc(docPath.trip('old-two')).set(tripData('u2', undefined, { tripName: 'Bali' }));
    const keptKey = await seedTrip('already-keyed', 'u3');

    expect((await assignMissingInviteKeys(db)).sort()).toEqual(['old-one', 'old-two']);
    for (const tripId of ['old-one', 'old-two']) {
      const key = await liveKeyOf(tripId);
      expect(key).toMatch(BASE64URL_128_BITS);
      expect((await db.doc(docPath.invite(key)).get()).get('tripId')).toBe(tripId);
    }
    expect(await liveKeyOf('already-keyed')).toBe(keptKey);

    const keysAfterFirstRun = await Promise.all(['old-one', 'old-two'].map(liveKeyOf));
    expect(await assignMissingInviteKeys(db)).toEqual([]);
    expect(await Promise.all(['old-one', 'old-two'].map(liveKeyOf))).toEqual(keysAfterFirstRun);
  });
});
