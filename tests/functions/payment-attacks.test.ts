// Payments under attack, against the Functions + Firestore emulators and the Stripe stand-in.
// stripe-webhook.test.ts and save-trip-after-payment.test.ts cover each refusal once with
// counts; here every forged or mismatched delivery is checked against a snapshot of the WHOLE
// database, replays and out-of-order events are played in the orders Stripe may use, and a real
// failed Firestore commit during fulfilment (emulator-only seam: functions/src/payments/
// emulator-fault.ts) must answer 5xx and leave the retry to fulfil exactly once.
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE } from '../../scripts/local-config.mjs';
import {
  adminDb,
  callFunction,
  clearFirestore,
  countDocs,
  createCheckout,
  getStandinSession,
  paidCheckout,
  patchStandinSession,
  payOnStandin,
  postWebhook,
  sessionEvent,
  signPayload,
  signUp,
  validTrip,
} from './helpers/emulators';
import { settledSnapshot } from './helpers/firestore-scan';
import { runStripeStandinDuringTests } from './helpers/standin';
import { COLLECTIONS, collectionPath, docPath } from '@domain/collections';

runStripeStandinDuringTests();
beforeEach(clearFirestore);

const now = () => Math.floor(Date.now() / 1000);
const save = (token: string, sessionId: string) => callFunction('saveTripAfterPayment', { token, body: { sessionId } });
const deliver = (type: string, session: unknown) => {
  const payload = sessionEvent(type, session);
  return postWebhook(payload, signPayload(payload));
};
const checkoutStatus = async (sessionId: string) =>
  (await adminDb().doc(docPath.checkout(sessionId)).get()).get('status') as string;

describe('forged webhooks change nothing anywhere', () => {
  it('every forged delivery is a JSON 400 and the whole database is unchanged', async () => {
    const { checkout, session } = await paidCheckout();
    const genuine = sessionEvent('checkout.session.completed', session);
    const unknownSession = sessionEvent('checkout.session.completed', {
      ...session,
      id: 'cs_test_never_created',
      metadata: { tripId: 'ana-free-trip', uid: 'attacker' },
    });
    const before = await settledSnapshot();

    const forgeries: Record<string, [string, string | undefined]> = {
      'no signature': [genuine, undefined],
      'signed with another secret': [genuine, signPayload(genuine, 'whsec_attacker')],
      'signed with the API key instead of the webhook secret': [genuine, signPayload(genuine, LOCAL_STRIPE.secretKey)],
      'body altered after signing (amount)': [
        genuine.replace(/"amount_total":\d+/, '"amount_total":1'),
        signPayload(genuine),
      ],
      'body altered after signing (session id)': [
        genuine.replace(checkout.sessionId, 'cs_test_other'),
        signPayload(genuine),
      ],
      'signature of another payload': [genuine, signPayload(unknownSession)],
      'stale timestamp (10 minutes old)': [genuine, signPayload(genuine, undefined, now() - 600)],
      'valid signature re-dated to now (t changed, v1 kept)': [
        genuine,
        signPayload(genuine, undefined, now() - 600).replace(/^t=\d+/, `t=${now()}`),
      ],
      'valid signature moved to a v0 scheme': [genuine, signPayload(genuine).replace('v1=', 'v0=')],
      'garbage signature header': [genuine, 'definitely-not-a-signature'],
      'unsigned event for an unknown session': [unknownSession, undefined],
      'event for an unknown session signed with another secret': [
        unknownSession,
        signPayload(unknownSession, 'whsec_attacker'),
      ],
      'empty body with a valid-looking signature': ['', signPayload('')],
    };
    for (const [label, [body, signature]] of Object.entries(forgeries)) {
      const res = await postWebhook(body, signature);
      expect(res.status, label).toBe(400);
      expect(res.contentType, label).toContain('application/json');
      expect(typeof res.body.error, label).toBe('string');
    }
    expect(await settledSnapshot()).toEqual(before);
  });

  it('a genuinely signed event for a session we never created is acknowledged (200) and writes nothing', async () => {
    // Not a forgery: Stripe signed it, so it is another integration's session on the same
    // account. A 4xx would only make Stripe retry it for days; nothing may be created from it.
    const { session } = await paidCheckout();
    const before = await settledSnapshot();
    const res = await deliver('checkout.session.completed', { ...session, id: 'cs_test_never_created' });
    expect(res).toMatchObject({ status: 200, body: { received: true } });
    const succeeded = await deliver('checkout.session.async_payment_succeeded', {
      ...session,
      id: 'cs_test_never_created_either',
    });
    expect(succeeded.status).toBe(200);
    expect(await settledSnapshot()).toEqual(before);
  });
});

describe('replays and out-of-order events', () => {
  it('async_payment_succeeded before the unpaid completed event: fulfilled once, the late event changes nothing', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await patchStandinSession(checkout.sessionId, { status: 'complete' });
    const unpaidCompleted = sessionEvent('checkout.session.completed', await getStandinSession(checkout.sessionId));
    await patchStandinSession(checkout.sessionId, { payment_status: 'paid' });

    expect(
      (await deliver('checkout.session.async_payment_succeeded', await getStandinSession(checkout.sessionId))).status,
    ).toBe(200);
    expect(await checkoutStatus(checkout.sessionId)).toBe('fulfilled');
    const afterFulfilment = await settledSnapshot();

    expect((await postWebhook(unpaidCompleted, signPayload(unpaidCompleted))).status).toBe(200);
    expect(await settledSnapshot()).toEqual(afterFulfilment);
    expect(await countDocs(collectionPath.trips)).toBe(1);
  });

  it('replays of every event type after fulfilment are no-op successes', async () => {
    const { user, checkout, session } = await paidCheckout();
    expect((await deliver('checkout.session.completed', session)).status).toBe(200);
    const afterFulfilment = await settledSnapshot();
    expect(afterFulfilment[docPath.trip(checkout.tripId)]).toBeDefined();

    for (const type of [
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.async_payment_failed',
      'checkout.session.completed',
    ]) {
      expect((await deliver(type, session)).status, type).toBe(200);
    }
    expect(await save(user.token, checkout.sessionId)).toMatchObject({
      status: 200,
      body: { tripId: checkout.tripId, created: false },
    });
    expect(await settledSnapshot()).toEqual(afterFulfilment);
  });

  it('completed (unpaid) then async_payment_failed: the checkout is failed, no trip, and replays keep it so', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await patchStandinSession(checkout.sessionId, { status: 'complete' });
    const unpaid = await getStandinSession(checkout.sessionId);

    expect((await deliver('checkout.session.completed', unpaid)).status).toBe(200);
    expect(await checkoutStatus(checkout.sessionId)).toBe('pending');
    expect((await deliver('checkout.session.async_payment_failed', unpaid)).status).toBe(200);
    expect(await checkoutStatus(checkout.sessionId)).toBe('failed');
    const afterFailure = await settledSnapshot();

    expect((await deliver('checkout.session.async_payment_failed', unpaid)).status).toBe(200);
    expect((await deliver('checkout.session.completed', unpaid)).status).toBe(200);
    expect((await save(user.token, checkout.sessionId)).status).toBe(402);
    expect(await settledSnapshot()).toEqual(afterFailure);
    expect(await countDocs(collectionPath.trips)).toBe(0);
  });
});

describe('amounts and currencies that do not match the price are never fulfilled', () => {
  const mismatches: [string, Record<string, unknown>][] = [
    ['one cent short', { amount_total: 2499 }],
    ['one cent over', { amount_total: 2501 }],
    ['the international price for a domestic trip', { amount_total: 5000 }],
    ['nothing', { amount_total: 0 }],
    ['no amount at all', { amount_total: null }],
    ['the price in euros', { currency: 'eur' }],
    ['no currency', { currency: null }],
    ['the price in yen (no cents)', { amount_total: 25, currency: 'jpy' }],
  ];

  it('through both fulfilling webhook events and the return call, for every mismatch', async () => {
    const { user, checkout, session } = await paidCheckout(validTrip({ tripType: 'domestic' }));
    const before = await settledSnapshot();
    for (const [label, change] of mismatches) {
      for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
        expect((await deliver(type, { ...session, ...change })).status, `${label} via ${type}`).toBe(200);
      }
      // The return call asks "Stripe" itself, so the stand-in reports the mismatch.
      const patch = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== null));
      if (Object.keys(patch).length > 0) {
        await patchStandinSession(checkout.sessionId, { amount_total: 2500, currency: 'usd', ...patch });
        const res = await save(user.token, checkout.sessionId);
        expect(res.status, `${label} via saveTripAfterPayment`).toBe(409);
        expect(typeof res.body.error).toBe('string');
      }
    }
    expect(await settledSnapshot()).toEqual(before);
    expect(await checkoutStatus(checkout.sessionId)).toBe('pending');
  });
});

describe('a Firestore failure during fulfilment', () => {
  /** Makes the next `failures` fulfilment commits of this session fail (emulator-only seam). */
  const failNextCommits = (sessionId: string, failures = 1) =>
    adminDb().doc(docPath.emulatorFault(sessionId)).set({ failures });
  const withoutFaults = (snapshot: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(snapshot).filter(([path]) => !path.startsWith(`${COLLECTIONS.emulatorFaults}/`)));

  it('answers the webhook 5xx with nothing written, and the retried delivery fulfils exactly once', async () => {
    const { checkout, session } = await paidCheckout();
    await failNextCommits(checkout.sessionId);
    const before = withoutFaults(await settledSnapshot());

    const failed = await deliver('checkout.session.completed', session);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(typeof failed.body.error).toBe('string');
    expect(withoutFaults(await settledSnapshot())).toEqual(before);
    expect(await checkoutStatus(checkout.sessionId)).toBe('pending');

    const retries = await Promise.all(Array.from({ length: 3 }, () => deliver('checkout.session.completed', session)));
    for (const res of retries) expect(res.status).toBe(200);
    expect(await countDocs(collectionPath.trips)).toBe(1);
    expect((await adminDb().doc(docPath.tripIdHold(checkout.tripId)).get()).get('sessionId')).toBe(checkout.sessionId);
    expect(await checkoutStatus(checkout.sessionId)).toBe('fulfilled');
  });

  it("answers the browser's return call 5xx, and calling again creates the trip once", async () => {
    const { user, checkout } = await paidCheckout();
    await failNextCommits(checkout.sessionId);
    const failed = await save(user.token, checkout.sessionId);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(typeof failed.body.error).toBe('string');
    expect(await countDocs(collectionPath.trips)).toBe(0);

    expect(await save(user.token, checkout.sessionId)).toMatchObject({
      status: 200,
      body: { tripId: checkout.tripId, created: true },
    });
    expect(await save(user.token, checkout.sessionId)).toMatchObject({ status: 200, body: { created: false } });
    expect(await countDocs(collectionPath.trips)).toBe(1);
  });

  it("the stand-in's own webhook retry (as Stripe's) fulfils after two failed commits", async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    await failNextCommits(checkout.sessionId, 2);
    // Pay: the stand-in posts checkout.session.completed, gets 500 twice, succeeds the third time.
    expect(await payOnStandin(checkout.sessionId)).toContain(`session_id=${checkout.sessionId}`);
    expect(await countDocs(collectionPath.trips)).toBe(1);
    expect(await checkoutStatus(checkout.sessionId)).toBe('fulfilled');
    expect((await adminDb().doc(docPath.emulatorFault(checkout.sessionId)).get()).get('failures')).toBe(0);
  });
});
