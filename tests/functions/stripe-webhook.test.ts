import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  clearFirestore,
  countDocs,
  createCheckout,
  getStandinSession,
  patchStandinSession,
  postWebhook,
  sessionEvent,
  signPayload,
  signUp,
} from './helpers/emulators';
import { runStripeStandinDuringTests } from './helpers/standin';
import { collectionPath, docPath } from '@domain/collections';

runStripeStandinDuringTests();
beforeEach(clearFirestore);

async function paidSessionEvent(type = 'checkout.session.completed') {
  const user = await signUp();
  const checkout = await createCheckout(user.token);
  await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
  const session = await getStandinSession(checkout.sessionId);
  return { checkout, payload: sessionEvent(type, session), session };
}

describe('stripeWebhook', () => {
  it('refuses unsigned, wrongly signed, altered and stale events with 400 and writes nothing', async () => {
    const { checkout, payload } = await paidSessionEvent();
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const attempts = {
      'no signature': await postWebhook(payload),
      'empty signature header': await postWebhook(payload, ' '),
      'signature without v1': await postWebhook(payload, `t=${Math.floor(Date.now() / 1000)}`),
      'wrong secret': await postWebhook(payload, signPayload(payload, 'whsec_wrong')),
      'altered body': await postWebhook(payload.replace('"paid"', '"paid" '), signPayload(payload)),
      'stale timestamp': await postWebhook(payload, signPayload(payload, undefined, tenMinutesAgo)),
    };
    for (const [label, res] of Object.entries(attempts)) {
      expect(res.status, label).toBe(400);
      expect(res.contentType, label).toContain('application/json');
      expect(typeof res.body.error, label).toBe('string');
    }
    expect(await countDocs(collectionPath.trips)).toBe(0);
    expect((await adminDb().doc(docPath.checkout(checkout.sessionId)).get()).get('status')).toBe('pending');
  });

  it('fulfils on checkout.session.completed', async () => {
    const { checkout, payload } = await paidSessionEvent();
    const res = await postWebhook(payload, signPayload(payload));
    expect(res).toMatchObject({ status: 200, body: { received: true } });
    expect((await adminDb().doc(docPath.trip(checkout.tripId)).get()).exists).toBe(true);
    expect((await adminDb().doc(docPath.checkout(checkout.sessionId)).get()).get('status')).toBe('fulfilled');
  });

  it('does not fulfil a completed session that is not paid yet, then fulfils on async_payment_succeeded', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await patchStandinSession(checkout.sessionId, { status: 'complete' });
    const completed = sessionEvent('checkout.session.completed', await getStandinSession(checkout.sessionId));
    expect((await postWebhook(completed, signPayload(completed))).status).toBe(200);
    expect(await countDocs(collectionPath.trips)).toBe(0);
    expect((await adminDb().doc(docPath.checkout(checkout.sessionId)).get()).get('status')).toBe('pending');

    await patchStandinSession(checkout.sessionId, { payment_status: 'paid' });
    const succeeded = sessionEvent(
      'checkout.session.async_payment_succeeded',
      await getStandinSession(checkout.sessionId),
    );
    expect((await postWebhook(succeeded, signPayload(succeeded))).status).toBe(200);
    expect((await adminDb().doc(docPath.trip(checkout.tripId)).get()).exists).toBe(true);
  });

  it('creates nothing for a signed event whose session disagrees with the stored record', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
    const session = await getStandinSession(checkout.sessionId);
    const variants = {
      'cheaper amount': { ...session, amount_total: 100 },
      'other currency': { ...session, currency: 'eur' },
      'other trip': { ...session, metadata: { tripId: 'ana-someone-elses-trip', uid: user.uid } },
      'other user': { ...session, metadata: { tripId: checkout.tripId, uid: 'someone-else' } },
      'unknown session': { ...session, id: 'cs_test_never_created' },
    };
    for (const [label, object] of Object.entries(variants)) {
      const payload = sessionEvent('checkout.session.completed', object);
      expect((await postWebhook(payload, signPayload(payload))).status, label).toBe(200);
    }
    expect(await countDocs(collectionPath.trips)).toBe(0);
    expect((await adminDb().doc(docPath.checkout(checkout.sessionId)).get()).get('status')).toBe('pending');
  });

  it('marks the checkout failed on async_payment_failed and acknowledges other event types', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    const failed = sessionEvent('checkout.session.async_payment_failed', await getStandinSession(checkout.sessionId));
    expect(await postWebhook(failed, signPayload(failed))).toMatchObject({ status: 200, body: { received: true } });
    expect((await adminDb().doc(docPath.checkout(checkout.sessionId)).get()).get('status')).toBe('failed');

    const other = JSON.stringify({
      id: 'evt_o',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(await postWebhook(other, signPayload(other))).toMatchObject({ status: 200, body: { received: true } });
    expect(await countDocs(collectionPath.trips)).toBe(0);
  });
});
