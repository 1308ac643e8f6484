import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, callFunction, clearFirestore, countDocs, createCheckout, getStandinSession, patchStandinSession, signPayload, signUp } from './helpers/emulators';
import { runStripeStandinDuringTests } from './helpers/standin';

runStripeStandinDuringTests();
beforeEach(clearFirestore);

async function paidSessionEvent(type = 'checkout.session.completed') {
  const user = await signUp();
  const checkout = await createCheckout(user.token);
  await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
  const session = await getStandinSession(checkout.sessionId);
  const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, data: { object: session } });
  return { checkout, payload, session };
}

const post = (rawBody: string, signature?: string) =>
  callFunction('stripeWebhook', { rawBody, headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) } });

describe('stripeWebhook', () => {
  it('refuses unsigned, wrongly signed and altered events with 400 and writes nothing', async () => {
    const { checkout, payload } = await paidSessionEvent();
    const noSignature = await post(payload);
    expect(noSignature.status).toBe(400);
    const wrongSecret = await post(payload, signPayload(payload, 'whsec_wrong'));
    expect(wrongSecret.status).toBe(400);
    const altered = payload.replace('"paid"', '"paid" ');
    const alteredRes = await post(altered, signPayload(payload));
    expect(alteredRes.status).toBe(400);
    for (const res of [noSignature, wrongSecret, alteredRes]) expect(typeof res.body.error).toBe('string');
    expect(await countDocs('trips')).toBe(0);
    expect((await adminDb().doc(`checkouts/${checkout.sessionId}`).get()).get('status')).toBe('pending');
  });

  it('fulfils on checkout.session.completed', async () => {
    const { checkout, payload } = await paidSessionEvent();
    const res = await post(payload, signPayload(payload));
    expect(res).toMatchObject({ status: 200, body: { received: true } });
    expect((await adminDb().doc(`trips/${checkout.tripId}`).get()).get('paid')).toBe(true);
  });

  it('does not fulfil a completed session that is not paid yet, then fulfils on async_payment_succeeded', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await patchStandinSession(checkout.sessionId, { status: 'complete' });
    const unpaid = await getStandinSession(checkout.sessionId);
    const completed = JSON.stringify({ id: 'evt_c', object: 'event', type: 'checkout.session.completed', data: { object: unpaid } });
    expect((await post(completed, signPayload(completed))).status).toBe(200);
    expect(await countDocs('trips')).toBe(0);

    await patchStandinSession(checkout.sessionId, { payment_status: 'paid' });
    const paid = await getStandinSession(checkout.sessionId);
    const succeeded = JSON.stringify({ id: 'evt_s', object: 'event', type: 'checkout.session.async_payment_succeeded', data: { object: paid } });
    expect((await post(succeeded, signPayload(succeeded))).status).toBe(200);
    expect((await adminDb().doc(`trips/${checkout.tripId}`).get()).exists).toBe(true);
  });

  it('marks the checkout failed on async_payment_failed and ignores other event types', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    const session = await getStandinSession(checkout.sessionId);
    const failed = JSON.stringify({ id: 'evt_f', object: 'event', type: 'checkout.session.async_payment_failed', data: { object: session } });
    expect((await post(failed, signPayload(failed))).status).toBe(200);
    expect((await adminDb().doc(`checkouts/${checkout.sessionId}`).get()).get('status')).toBe('failed');

    const other = JSON.stringify({ id: 'evt_o', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect(await post(other, signPayload(other))).toMatchObject({ status: 200, body: { received: true } });
    expect(await countDocs('trips')).toBe(0);
  });
});
