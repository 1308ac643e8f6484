import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  callFunction,
  clearFirestore,
  countDocs,
  createCheckout,
  getStandinSession,
  patchStandinSession,
  postWebhook,
  sessionEvent,
  signPayload,
  signUp,
  validTrip,
} from './helpers/emulators';
import { runStripeStandinDuringTests } from './helpers/standin';
import { collectionPath, docPath } from '@domain/collections';
import { storedTrip } from '../support/stored-trip';

runStripeStandinDuringTests();
beforeEach(clearFirestore);

const save = (token: string | undefined, body: unknown) => callFunction('saveTripAfterPayment', { token, body });

describe('saveTripAfterPayment', () => {
  it('answers 402 and creates no trip while the session is unpaid', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    const res = await save(user.token, { sessionId: checkout.sessionId, tripData: validTrip() });
    expect(res).toMatchObject({ status: 402, body: { error: 'Payment not completed' } });
    // An open session that merely says "complete" is still not paid.
    await patchStandinSession(checkout.sessionId, { status: 'complete' });
    expect((await save(user.token, { sessionId: checkout.sessionId })).status).toBe(402);
    expect(await countDocs(collectionPath.trips)).toBe(0);
    expect((await adminDb().doc(docPath.checkout(checkout.sessionId)).get()).get('status')).toBe('pending');
  });

  it("answers 403 for another user's paid session and creates nothing", async () => {
    const owner = await signUp();
    const other = await signUp();
    const checkout = await createCheckout(owner.token);
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
    const res = await save(other.token, {
      sessionId: checkout.sessionId,
      tripData: { ...validTrip(), userId: other.uid },
    });
    expect(res.status).toBe(403);
    expect(typeof res.body.error).toBe('string');
    expect(await countDocs(collectionPath.trips)).toBe(0);
    expect((await adminDb().doc(docPath.checkout(checkout.sessionId)).get()).get('status')).toBe('pending');
  });

  it('refuses a paid session that Stripe says is for another trip or user, and creates nothing', async () => {
    const user = await signUp();
    const mine = await createCheckout(user.token);
    const elsewhere = await createCheckout(user.token);
    await patchStandinSession(mine.sessionId, {
      payment_status: 'paid',
      status: 'complete',
      metadata: { tripId: elsewhere.tripId },
    });
    const otherTrip = await save(user.token, { sessionId: mine.sessionId });
    expect(otherTrip.status).toBe(409);
    expect(typeof otherTrip.body.error).toBe('string');

    await patchStandinSession(mine.sessionId, { metadata: { tripId: mine.tripId, uid: 'someone-else' } });
    expect((await save(user.token, { sessionId: mine.sessionId })).status).toBe(409);
    expect(await countDocs(collectionPath.trips)).toBe(0);
    expect((await adminDb().doc(docPath.checkout(mine.sessionId)).get()).get('status')).toBe('pending');
  });

  it('refuses a session whose amount or currency no longer matches the record', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete', amount_total: 1 });
    expect((await save(user.token, { sessionId: checkout.sessionId })).status).toBe(409);
    await patchStandinSession(checkout.sessionId, { amount_total: 2500, currency: 'eur' });
    expect((await save(user.token, { sessionId: checkout.sessionId })).status).toBe(409);
    expect(await countDocs(collectionPath.trips)).toBe(0);
  });

  it('answers 404 for an unknown session, 401 without a valid token and 400 for a bad body', async () => {
    const user = await signUp();
    expect((await save(user.token, { sessionId: 'cs_test_unknown' })).status).toBe(404);
    expect((await save(undefined, { sessionId: 'cs_test_unknown' })).status).toBe(401);
    expect((await save('not-a-token', { sessionId: 'cs_test_unknown' })).status).toBe(401);
    for (const body of [
      { sessionId: 42 },
      {},
      { sessionId: '../checkouts/x' },
      { sessionId: 'cs_test_x', admin: true },
      [],
    ]) {
      const res = await save(user.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('ignores tampered tripData and saves the stored record', async () => {
    const user = await signUp();
    const trip = validTrip({ numPeople: 3, tripType: 'domestic' });
    const checkout = await createCheckout(user.token, trip);
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
    const tampered = {
      ...trip,
      tripId: 'ana-free-trip',
      numPeople: 99,
      tripType: 'international',
      destination: 'Moon',
      userId: 'attacker',
      paid: true,
      status: 'ready',
    };
    const res = await save(user.token, { sessionId: checkout.sessionId, tripData: tampered });
    expect(res).toMatchObject({ status: 200, body: { tripId: checkout.tripId, created: true } });
    const saved = (await adminDb().doc(docPath.trip(checkout.tripId)).get()).data()!;
    expect(saved).toMatchObject({
      numPeople: 3,
      tripType: 'domestic',
      destination: 'Tokyo',
      userId: user.uid,
      status: 'draft',
    });
    expect(await countDocs(collectionPath.trips)).toBe(1);

    const again = await save(user.token, { sessionId: checkout.sessionId, tripData: tampered });
    expect(again).toMatchObject({ status: 200, body: { tripId: checkout.tripId, created: false } });
  });

  it('20 duplicate webhook deliveries and 5 parallel calls create exactly one trip', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
    const payload = sessionEvent(
      'checkout.session.completed',
      await getStandinSession(checkout.sessionId),
      'evt_duplicate',
    );
    const webhooks = Array.from({ length: 20 }, () => postWebhook(payload, signPayload(payload)));
    const saves = Array.from({ length: 5 }, () => save(user.token, { sessionId: checkout.sessionId }));
    const webhookResults = await Promise.all(webhooks);
    const saveResults = await Promise.all(saves);
    for (const res of webhookResults) expect(res.status).toBe(200);
    for (const res of saveResults) expect(res).toMatchObject({ status: 200, body: { tripId: checkout.tripId } });
    expect(saveResults.filter((r) => r.body.created === true).length).toBeLessThanOrEqual(1);
    expect(await countDocs(collectionPath.trips)).toBe(1);
    expect((await adminDb().doc(docPath.trip(checkout.tripId)).get()).get('userId')).toBe(user.uid);
    expect((await adminDb().doc(docPath.checkout(checkout.sessionId)).get()).get('status')).toBe('fulfilled');
    // 25 requests at once make the Functions emulator start about 25 worker processes (1-3 s of
    // CPU each): 18-50 s on a 2-core machine running other stages, past the suite's 60 s when busier.
  });

  it('marks a paid session conflicting when its trip id was taken meanwhile, and keeps the other trip', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    const someoneElses = storedTrip({ tripName: 'Someone else', userId: 'someone-else' });
    await adminDb().doc(docPath.trip(checkout.tripId)).set(someoneElses);
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
    const res = await save(user.token, { sessionId: checkout.sessionId });
    expect(res).toMatchObject({ status: 409, body: { field: 'tripName' } });
    expect((await adminDb().doc(docPath.checkout(checkout.sessionId)).get()).get('status')).toBe('conflict');
    expect((await adminDb().doc(docPath.trip(checkout.tripId)).get()).data()).toEqual(someoneElses);
  });
});
