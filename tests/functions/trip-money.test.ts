// Trip money against the emulators and the Stripe stand-in: planners set the money, each
// traveler pays their own deposit through Checkout (metadata, saved card, idempotency key),
// fulfilment gives exactly one payment whatever the webhook and the return page do and in any
// order, an expired session returns to "due", "I can't go" refunds exactly the previewed
// amount once, and nobody acts for anyone else.
import { beforeEach, describe, expect, it } from 'vitest';
import { collectionPath, docPath } from '@domain/collections';
import { LOCAL_STRIPE } from '../../scripts/local-config.mjs';
import {
  adminDb,
  callFunction,
  clearFirestore,
  expireOnStandin,
  getStandinSession,
  payOnStandin,
  postWebhook,
  sessionEvent,
  signPayload,
  STANDIN_BASE,
} from './helpers/emulators';
import { eventually } from './helpers/firestore-scan';
import { runStripeStandinDuringTests } from './helpers/standin';
import { moneyBody, paymentsOf, share, tripWithPlan } from './helpers/trip-money-world';

runStripeStandinDuringTests();
beforeEach(clearFirestore);

describe('trip money', () => {
  it('quotes each traveler, takes exactly one deposit however fulfilment is triggered, and refunds a cancellation once', async () => {
    const { planner, organizer, ana, ben, stranger, tripId } = await tripWithPlan();

    // Only planners set the money; malformed bodies are 400 naming the field.
    for (const who of [organizer, ana, stranger])
      expect((await callFunction('saveTripMoney', { token: who.token, body: moneyBody(tripId) })).status).toBe(403);
    const badDeposit = await callFunction('saveTripMoney', {
      token: planner.token,
      body: moneyBody(tripId, { deposit: { kind: 'percent', percent: 'x' } }),
    });
    expect(badDeposit).toMatchObject({ status: 400, body: { field: 'deposit' } });
    const saved = await callFunction('saveTripMoney', { token: planner.token, body: moneyBody(tripId) });
    expect(saved).toMatchObject({ status: 200, body: { policyVersion: 1, travelers: 3 } });

    // Ana: her flight plus a third of the villa; Ben: only the villa.
    const anaShare = await share(tripId, ana.uid);
    expect(anaShare.quote.shareMinor).toBe(80_000 + 30_000);
    expect(anaShare.quote.depositMinor).toBe(22_000);
    expect(anaShare.status).toBe('due');
    expect((await share(tripId, ben.uid)).quote.shareMinor).toBe(30_000);

    // Nobody pays for someone else, strangers not at all, and the policy must be the current one.
    const pay = (token: string, body: Record<string, unknown>) =>
      callFunction('payTripMoney', { token, body: { tripId, kind: 'deposit', acceptedPolicyVersion: 1, ...body } });
    expect((await pay(stranger.token, {})).status).toBe(403);
    expect((await pay(ben.token, { travelerUid: ana.uid })).status).toBe(403);
    expect((await pay(organizer.token, { travelerUid: ana.uid })).status).toBe(403);
    expect((await pay(ana.token, { acceptedPolicyVersion: 2 })).status).toBe(409);
    expect((await pay(ana.token, { kind: 'everything' })).body).toMatchObject({ field: 'kind' });

    const first = await pay(ana.token, {});
    expect(first.status).toBe(200);
    const sessionId = first.body.sessionId as string;
    // The same trip, traveler, kind and quote version: the same session (idempotency key).
    expect((await pay(ana.token, {})).body.sessionId).toBe(sessionId);
    const session = await getStandinSession(sessionId);
    expect(session).toMatchObject({
      amount_total: 22_000,
      metadata: { purpose: 'trip-money', tripId, uid: ana.uid, kind: 'deposit', policyVersion: '1' },
    });
    expect((await share(tripId, ana.uid)).acceptedPolicyVersion).toBe(1);

    // Only Ana may confirm her own payment; before she paid, Stripe says not paid.
    const confirm = (token: string) => callFunction('confirmTripPayment', { token, body: { tripId, sessionId } });
    expect((await confirm(ben.token)).status).toBe(403);
    expect((await confirm(ana.token)).status).toBe(402);

    // Pay with 4242: the webhook fulfils; then the return page five times and the same
    // completed event replayed five times, in parallel: one payment.
    const location = await payOnStandin(sessionId);
    expect(location).toContain(`session_id=${sessionId}`);
    const paid = await getStandinSession(sessionId);
    // The PaymentIntent carries the metadata too, and the card is saved for the balance.
    const intent = await fetch(`${STANDIN_BASE}/v1/payment_intents/${paid.payment_intent as string}`, {
      headers: { authorization: `Bearer ${LOCAL_STRIPE.secretKey}` },
    });
    expect(await intent.json()).toMatchObject({
      setup_future_usage: 'off_session',
      customer: expect.stringMatching(/^cus_/),
      metadata: { purpose: 'trip-money', tripId, uid: ana.uid, kind: 'deposit', quoteVersion: '1.1' },
    });
    const replay = sessionEvent('checkout.session.completed', paid);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => confirm(ana.token)),
      ...Array.from({ length: 5 }, () => postWebhook(replay, signPayload(replay))),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect((await confirm(ana.token)).body).toMatchObject({ status: 'deposit-paid' });
    expect(await paymentsOf(tripId)).toHaveLength(1);
    // One receipt email, to Ana, however often fulfilment ran.
    const receipts = await adminDb()
      .collection(collectionPath.outbox)
      .where('template', '==', 'trip-money-receipt')
      .get();
    expect(receipts.docs.map((d) => [d.get('uid'), d.get('props.amountMinor'), d.get('props.cardLast4')])).toEqual([
      [ana.uid, 22_000, '4242'],
    ]);
    const afterPay = await share(tripId, ana.uid);
    expect(afterPay).toMatchObject({ status: 'deposit-paid', paidMinor: 22_000, openCheckout: null });
    expect(afterPay.receipts).toEqual([
      expect.objectContaining({ kind: 'deposit', amountMinor: 22_000, currency: 'USD', cardLast4: '4242' }),
    ]);
    const status = await adminDb().doc(docPath.paymentStatus(tripId, ana.uid)).get();
    expect(status.data()).toEqual({ uid: ana.uid, status: 'deposit-paid' });

    // A reordered, late expiry of the paid session changes nothing.
    const lateExpiry = sessionEvent('checkout.session.expired', { ...paid, status: 'expired' });
    expect((await postWebhook(lateExpiry, signPayload(lateExpiry))).status).toBe(200);
    expect((await share(tripId, ana.uid)).status).toBe('deposit-paid');

    // "I can't go" 100 days out under "full refund 60+ days": the whole deposit, previewed then refunded once.
    const cancel = (token: string, body: Record<string, unknown>) =>
      callFunction('cancelMyPlace', { token, body: { tripId, ...body } });
    expect((await cancel(organizer.token, { confirm: true, travelerUid: ana.uid })).status).toBe(403);
    expect((await cancel(ana.token, { confirm: 'yes' })).status).toBe(400);
    const preview = await cancel(ana.token, { confirm: false });
    expect(preview.body).toMatchObject({ cancelled: false, percent: 100, refundMinor: 22_000, paidMinor: 22_000 });
    expect((await share(tripId, ana.uid)).status).toBe('deposit-paid');
    const done = await cancel(ana.token, { confirm: true });
    expect(done.body).toMatchObject({ cancelled: true, refundMinor: 22_000 });
    expect((await cancel(ana.token, { confirm: true })).status).toBe(409);
    const cancelled = await share(tripId, ana.uid);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.refunds).toEqual([expect.objectContaining({ amountMinor: 22_000, status: 'pending' })]);

    // The bank settles the refund: refund.updated moves it to succeeded; a stale pending copy
    // of the event arriving afterwards changes nothing.
    const refundId = cancelled.refunds[0].refundId;
    const settle = await fetch(`${STANDIN_BASE}/_test/refunds/${refundId}/settle`, {
      method: 'POST',
      body: JSON.stringify({ status: 'succeeded' }),
    });
    expect(settle.status).toBe(200);
    await eventually(
      'the refund succeeded',
      async () => (await share(tripId, ana.uid)).refunds[0].status === 'succeeded',
    );
    const stale = sessionEvent('refund.updated', {
      id: refundId,
      object: 'refund',
      status: 'pending',
      metadata: { purpose: 'trip-money', tripId, uid: ana.uid },
    });
    expect((await postWebhook(stale, signPayload(stale))).status).toBe(200);
    expect((await share(tripId, ana.uid)).refunds[0].status).toBe('succeeded');
    expect((await adminDb().doc(docPath.paymentStatus(tripId, ana.uid)).get()).get('status')).toBe('cancelled');
  });

  it('puts a traveler whose session expired back to due with a fresh checkout, and follows a failed refund', async () => {
    const { planner, ben, tripId } = await tripWithPlan();
    await callFunction('saveTripMoney', { token: planner.token, body: moneyBody(tripId) });
    const pay = () =>
      callFunction('payTripMoney', {
        token: ben.token,
        body: { tripId, kind: 'deposit', acceptedPolicyVersion: 1 },
      });
    const first = (await pay()).body.sessionId as string;
    await expireOnStandin(first);
    await eventually('the expiry', async () => (await share(tripId, ben.uid)).attempt === 1);
    expect(await share(tripId, ben.uid)).toMatchObject({ status: 'due', openCheckout: null });
    const second = (await pay()).body.sessionId as string;
    expect(second).not.toBe(first);

    // A declined card leaves the session open and unpaid.
    const declined = await fetch(`${STANDIN_BASE}/pay/${second}/complete`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card=4000+0000+0000+0002',
    });
    expect(declined.status).toBe(402);
    expect(await getStandinSession(second)).toMatchObject({ status: 'open', payment_status: 'unpaid' });

    await payOnStandin(second);
    await eventually('the deposit', async () => (await share(tripId, ben.uid)).status === 'deposit-paid');
    await callFunction('cancelMyPlace', { token: ben.token, body: { tripId, confirm: true } });
    const refundId = (await share(tripId, ben.uid)).refunds[0].refundId;
    await fetch(`${STANDIN_BASE}/_test/refunds/${refundId}/settle`, {
      method: 'POST',
      body: JSON.stringify({ status: 'failed' }),
    });
    await eventually('the refund failed', async () => (await share(tripId, ben.uid)).refunds[0].status === 'failed');
  });

  it('answers fuzzed bodies with 4xx JSON and writes nothing', async () => {
    const { ana, tripId } = await tripWithPlan();
    // Bodies our code sees (as application/json, or as text/plain for those the platform's
    // strict JSON parser would answer itself with an HTML 400: a bare null or string, broken
    // JSON; fuzz-http-functions.test.ts treats those the same way).
    const json = (body: unknown) => ({ label: `application/json ${JSON.stringify(body)}`, body });
    const text = (rawBody: string) => ({
      label: `text/plain ${rawBody}`,
      rawBody,
      headers: { 'content-type': 'text/plain' },
    });
    const cases = [
      json([]),
      json({ tripId }),
      json({ tripId: '', kind: 'deposit', acceptedPolicyVersion: 1 }),
      json({ tripId: 'a/b', kind: 'deposit', acceptedPolicyVersion: 1 }),
      // Ids Firestore cannot build a path from: refused by us, never a 500 from the SDK.
      json({ tripId: '..', kind: 'deposit', acceptedPolicyVersion: 1 }),
      json({ tripId: '__name__', kind: 'deposit', acceptedPolicyVersion: 1 }),
      json({ tripId, kind: 'deposit', acceptedPolicyVersion: '1' }),
      json({ tripId, kind: 'deposit', acceptedPolicyVersion: 1, amount: 1 }),
      json({ tripId, kind: 'deposit', acceptedPolicyVersion: 1, travelerUid: 5 }),
      text('{'),
      text('null'),
      text('"tripId"'),
    ];
    for (const name of ['payTripMoney', 'cancelMyPlace', 'confirmTripPayment', 'saveTripMoney']) {
      for (const { label, ...request } of cases) {
        const res = await callFunction(name, { token: ana.token, ...request });
        const what = `${name} ${label} answered ${res.status} ${res.contentType} ${JSON.stringify(res.body)}`;
        expect(res.status >= 400 && res.status < 500, what).toBe(true);
        expect(res.contentType, what).toContain('application/json');
        expect(typeof res.body.error === 'string' && res.body.error.length > 0, what).toBe(true);
      }
      // Without a token: 401 before the body is read. (Broken JSON labelled application/json
      // never reaches us: the platform's body parser answers it, HTML 400, whatever the token.)
      const anonymous = await callFunction(name, { body: { tripId } });
      expect(anonymous, name).toMatchObject({ status: 401, contentType: expect.stringContaining('application/json') });
    }
    expect((await paymentsOf(tripId)).length).toBe(0);
  });
});
