import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, callFunction, clearFirestore, countDocs, createCheckout, patchStandinSession, signPayload, signUp, validTrip } from './helpers/emulators';
import { runStripeStandinDuringTests } from './helpers/standin';

runStripeStandinDuringTests();
beforeEach(clearFirestore);

describe('saveTripAfterPayment', () => {
  it('answers 402 and creates no trip while the session is unpaid', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    const res = await callFunction('saveTripAfterPayment', { token: user.token, body: { sessionId: checkout.sessionId, tripData: validTrip() } });
    expect(res.status).toBe(402);
    expect(typeof res.body.error).toBe('string');
    expect((await adminDb().doc(`trips/${checkout.tripId}`).get()).exists).toBe(false);
  });

  it("answers 403 for another user's session", async () => {
    const owner = await signUp();
    const other = await signUp();
    const checkout = await createCheckout(owner.token);
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
    const res = await callFunction('saveTripAfterPayment', { token: other.token, body: { sessionId: checkout.sessionId } });
    expect(res.status).toBe(403);
    expect(await countDocs('trips')).toBe(0);
  });

  it('answers 404 for an unknown session and 401 without a token', async () => {
    const user = await signUp();
    expect((await callFunction('saveTripAfterPayment', { token: user.token, body: { sessionId: 'cs_test_unknown' } })).status).toBe(404);
    expect((await callFunction('saveTripAfterPayment', { body: { sessionId: 'cs_test_unknown' } })).status).toBe(401);
    expect((await callFunction('saveTripAfterPayment', { token: user.token, body: { sessionId: 42 } })).status).toBe(400);
  });

  it('ignores tampered tripData and saves the stored record', async () => {
    const user = await signUp();
    const trip = validTrip({ numPeople: 3, tripType: 'domestic' });
    const checkout = await createCheckout(user.token, trip);
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
    const tampered = { ...trip, numPeople: 99, tripType: 'international', destination: 'Moon', userId: 'attacker', paid: true };
    const res = await callFunction('saveTripAfterPayment', { token: user.token, body: { sessionId: checkout.sessionId, tripData: tampered } });
    expect(res).toMatchObject({ status: 200, body: { tripId: checkout.tripId, created: true } });
    const saved = (await adminDb().doc(`trips/${checkout.tripId}`).get()).data()!;
    expect(saved).toMatchObject({ numPeople: 3, tripType: 'domestic', destination: 'Tokyo', userId: user.uid, amountPaid: 2500 });
  });

  it('refuses a session whose amount no longer matches the record', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete', amount_total: 1 });
    const res = await callFunction('saveTripAfterPayment', { token: user.token, body: { sessionId: checkout.sessionId } });
    expect(res.status).toBe(409);
    expect(await countDocs('trips')).toBe(0);
  });

  it('20 duplicate webhooks and 5 parallel calls create exactly one trip', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
    const session = await (await fetch(`http://127.0.0.1:12111/v1/checkout/sessions/${checkout.sessionId}`, { headers: { authorization: 'Bearer sk_test_local_standin' } })).json();
    const payload = JSON.stringify({ id: 'evt_dup', object: 'event', type: 'checkout.session.completed', data: { object: session } });
    const webhooks = Array.from({ length: 20 }, () =>
      callFunction('stripeWebhook', { rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload) } }),
    );
    const saves = Array.from({ length: 5 }, () => callFunction('saveTripAfterPayment', { token: user.token, body: { sessionId: checkout.sessionId } }));
    const webhookResults = await Promise.all(webhooks);
    const saveResults = await Promise.all(saves);
    for (const res of webhookResults) expect(res.status).toBe(200);
    for (const res of saveResults) expect(res).toMatchObject({ status: 200, body: { tripId: checkout.tripId } });
    expect(saveResults.filter((r) => r.body.created === true).length).toBeLessThanOrEqual(1);
    expect(await countDocs('trips')).toBe(1);
    expect((await adminDb().doc(`checkouts/${checkout.sessionId}`).get()).get('status')).toBe('fulfilled');
  });

  it('marks a paid session conflicting when its trip id was taken meanwhile', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await adminDb().doc(`trips/${checkout.tripId}`).set({ tripName: 'Someone else', checkoutSessionId: 'cs_test_other' });
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
    const res = await callFunction('saveTripAfterPayment', { token: user.token, body: { sessionId: checkout.sessionId } });
    expect(res.status).toBe(409);
    expect((await adminDb().doc(`checkouts/${checkout.sessionId}`).get()).get('status')).toBe('conflict');
    expect((await adminDb().doc(`trips/${checkout.tripId}`).get()).get('tripName')).toBe('Someone else');
  });
});
