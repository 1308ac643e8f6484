// The balance of trip money against the emulators and the Stripe stand-in, the daily job called
// directly with the day it runs (functions/src/money/balance-run.ts): the reminder some days
// before, once; on the due date one off-session charge of the card saved with the deposit,
// however often the job runs and whatever Stripe's events do, duplicated or reordered; a card
// that declines leaves the traveler on the trip as "overdue" with a pay link that works, tried
// again two days later; and a cancelled (deleted) trip refunds everyone in full, once.
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoDayToUtcNoonMillis } from '@domain/calendar-day';
import { collectionPath, docPath } from '@domain/collections';
import { LOCAL_STRIPE } from '../../scripts/local-config.mjs';
import { adminAuth } from '../../functions/src/http/firebase-admin';
import { stripeClient } from '../../functions/src/payments/stripe-client';
import { runBalanceJob } from '../../functions/src/money/balance-run';
import { refundCancelledTrip } from '../../functions/src/money/trip-cancelled-refunds';
import {
  adminDb,
  callFunction,
  clearFirestore,
  getStandinSession,
  payOnStandin,
  postWebhook,
  sessionEvent,
  signPayload,
  STANDIN_BASE,
} from './helpers/emulators';
import { functionsDb } from './helpers/email';
import { eventually } from './helpers/firestore-scan';
import { runStripeStandinDuringTests } from './helpers/standin';
import { moneyBody, paymentsOf, share, tripWithPlan } from './helpers/trip-money-world';

runStripeStandinDuringTests();
beforeEach(clearFirestore);

const DECLINES_OFF_SESSION = '4000000000000341';
// The functions' own Stripe client, configured as the emulator configures it: at the stand-in.
const standinUrl = new URL(STANDIN_BASE);
Object.assign(process.env, {
  STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
  STRIPE_API_HOST: standinUrl.hostname,
  STRIPE_API_PORT: standinUrl.port,
  STRIPE_API_PROTOCOL: 'http',
});
const stripe = await stripeClient();
const APP = 'http://127.0.0.1:5173';

/** The job as it runs at noon UTC on `day`. */
const runOn = (day: string) =>
  runBalanceJob(functionsDb(), adminAuth(), stripe, new Date(isoDayToUtcNoonMillis(day) as number), APP);

async function outbox(template: string, tripId: string) {
  const found = await adminDb().collection(collectionPath.outbox).where('template', '==', template).get();
  return found.docs.filter((d) => d.get('props.tripId') === tripId).map((d) => d.data());
}

/** A trip whose money is set; Ana paid her deposit with 4242, Ben with a card that declines later. */
async function depositsPaid() {
  const world = await tripWithPlan();
  const { planner, ana, ben, tripId } = world;
  const body = moneyBody(tripId);
  expect((await callFunction('saveTripMoney', { token: planner.token, body })).status).toBe(200);
  for (const [who, card] of [
    [ana, '4242424242424242'],
    [ben, DECLINES_OFF_SESSION],
  ] as const) {
    const paid = await callFunction('payTripMoney', {
      token: who.token,
      body: { tripId, kind: 'deposit', acceptedPolicyVersion: 1 },
    });
    expect(paid.status).toBe(200);
    await payOnStandin(paid.body.sessionId as string, card);
    await eventually('the deposit', async () => (await share(tripId, who.uid)).status === 'deposit-paid');
  }
  return { ...world, dueDate: body.balanceDueDate };
}

const paymentsOfTraveler = async (tripId: string, uid: string) =>
  (await paymentsOf(tripId)).filter((p) => p.get('uid') === uid);

describe('the balance', () => {
  it('reminds once, charges the saved card once on the due date, and leaves a declined traveler overdue with a pay link that works', async () => {
    const { ana, ben, organizer, tripId, dueDate } = await depositsPaid();
    const anaBefore = await share(tripId, ana.uid);
    expect(anaBefore.quote.balanceMinor).toBe(88_000);

    // Ten days before: nothing. Seven days before: one reminder each, however often the job runs.
    expect(await runOn(addDays(dueDate, -10))).toEqual([]);
    await runOn(addDays(dueDate, -7));
    await runOn(addDays(dueDate, -6));
    const reminders = await outbox('balance-reminder', tripId);
    expect(reminders.map((r) => r.uid).sort()).toEqual([ana.uid, ben.uid].sort());
    expect(reminders.find((r) => r.uid === ana.uid)?.props).toMatchObject({ balanceMinor: 88_000, dueDate });
    expect(await paymentsOf(tripId)).toHaveLength(2);

    // The due date: three runs, two of them at the same time. Ana's card pays, once.
    const [first] = await Promise.all([runOn(dueDate), runOn(dueDate)]);
    await runOn(dueDate);
    expect(first).toEqual(
      expect.arrayContaining([
        { tripId, uid: ana.uid, outcome: 'charged' },
        { tripId, uid: ben.uid, outcome: 'failed' },
      ]),
    );
    const anaPayments = await paymentsOfTraveler(tripId, ana.uid);
    expect(anaPayments.map((p) => p.get('kind')).sort()).toEqual(['balance', 'deposit']);
    const balancePayment = anaPayments.find((p) => p.get('kind') === 'balance');
    expect(balancePayment?.data()).toMatchObject({ amountMinor: 88_000, cardLast4: '4242', sessionId: null });
    const anaPaid = await share(tripId, ana.uid);
    expect(anaPaid).toMatchObject({ status: 'paid-in-full', paidMinor: 110_000 });
    expect(anaPaid.receipts.map((r) => r.kind)).toEqual(['deposit', 'balance']);

    // Stripe's events about that charge, duplicated and out of order (a stale failure of the
    // same charge arriving after its success): still one balance payment, still paid in full.
    const intent = await stripe.paymentIntents.retrieve(balancePayment?.id as string);
    expect(intent.metadata).toMatchObject({
      purpose: 'trip-money',
      kind: 'balance',
      charge: 'off-session',
      round: '0',
    });
    const succeeded = sessionEvent('payment_intent.succeeded', intent);
    const staleFailure = sessionEvent('payment_intent.payment_failed', {
      ...intent,
      status: 'requires_payment_method',
    });
    const answers = await Promise.all([
      postWebhook(succeeded, signPayload(succeeded)),
      postWebhook(staleFailure, signPayload(staleFailure)),
      postWebhook(succeeded, signPayload(succeeded)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await paymentsOfTraveler(tripId, ana.uid)).toHaveLength(2);
    expect((await share(tripId, ana.uid)).status).toBe('paid-in-full');
    // Ana's receipts: the deposit's and the balance's, each once.
    expect(
      (await outbox('trip-money-receipt', tripId))
        .filter((r) => r.uid === ana.uid)
        .map((r) => [r.props.kind, r.props.amountMinor])
        .sort(),
    ).toEqual([
      ['balance', 88_000],
      ['deposit', 22_000],
    ]);

    // Ben's card declined: still on the trip, overdue for the organizer too, emailed once, with
    // a Checkout for the balance open.
    const benOverdue = await share(tripId, ben.uid);
    expect(benOverdue).toMatchObject({
      status: 'overdue',
      paidMinor: 6_000,
      balanceCharge: { round: 0, outcome: 'failed', failure: 'card_declined' },
      openCheckout: { kind: 'balance' },
    });
    const trip = (await adminDb().doc(docPath.trip(tripId)).get()).data();
    expect(trip?.joined).toContain(ben.uid);
    expect((await adminDb().doc(docPath.paymentStatus(tripId, ben.uid)).get()).data()).toEqual({
      uid: ben.uid,
      status: 'overdue',
    });
    expect(await outbox('balance-failed', tripId)).toEqual([
      expect.objectContaining({ uid: ben.uid, props: expect.objectContaining({ balanceMinor: 24_000 }) }),
    ]);
    expect(await paymentsOfTraveler(tripId, ben.uid)).toHaveLength(1);

    // The next day nothing new; two days later the card is tried again (and declines again).
    expect(await runOn(addDays(dueDate, 1))).toEqual([]);
    expect(await runOn(addDays(dueDate, 2))).toEqual([{ tripId, uid: ben.uid, outcome: 'failed' }]);
    expect((await share(tripId, ben.uid)).balanceCharge).toMatchObject({ round: 1, outcome: 'failed' });
    expect(await outbox('balance-failed', tripId)).toHaveLength(2);

    // Only Ben pays his balance: the organizer and Ana get 403.
    const payBalance = (token: string, extra: Record<string, unknown> = {}) =>
      callFunction('payTripMoney', { token, body: { tripId, kind: 'balance', acceptedPolicyVersion: 1, ...extra } });
    expect((await payBalance(organizer.token, { travelerUid: ben.uid })).status).toBe(403);
    expect((await payBalance(ana.token, { travelerUid: ben.uid })).status).toBe(403);
    // The pay link: "Pay the balance" opens the session the job opened, and it works.
    const link = await payBalance(ben.token);
    expect(link.status).toBe(200);
    const open = (await share(tripId, ben.uid)).openCheckout;
    expect(link.body).toEqual({ url: open?.url, sessionId: open?.sessionId });
    const session = await getStandinSession(link.body.sessionId as string);
    expect(session).toMatchObject({ amount_total: 24_000, metadata: { kind: 'balance', uid: ben.uid } });
    await payOnStandin(link.body.sessionId as string);
    await eventually('the balance paid', async () => (await share(tripId, ben.uid)).status === 'paid-in-full');
    expect((await adminDb().doc(docPath.paymentStatus(tripId, ben.uid)).get()).get('status')).toBe('paid-in-full');
    expect(await runOn(addDays(dueDate, 4))).toEqual([]);
    expect(await paymentsOfTraveler(tripId, ben.uid)).toHaveLength(2);
  });

  it('takes the balance early from the traveler, under the policy accepted with the deposit', async () => {
    const { ana, tripId, dueDate } = await depositsPaid();
    const early = await callFunction('payTripMoney', {
      token: ana.token,
      body: { tripId, kind: 'balance', acceptedPolicyVersion: 1 },
    });
    expect(early.status).toBe(200);
    await payOnStandin(early.body.sessionId as string);
    await eventually('paid in full', async () => (await share(tripId, ana.uid)).status === 'paid-in-full');
    expect((await runOn(dueDate)).filter((r) => r.uid === ana.uid)).toEqual([]);
    expect(await paymentsOfTraveler(tripId, ana.uid)).toHaveLength(2);
  });

  it('refunds everyone in full, once, when the trip is cancelled', async () => {
    const { ana, ben, tripId } = await depositsPaid();
    // Ben cancelled his own place first (100 days out: his whole deposit back).
    expect((await callFunction('cancelMyPlace', { token: ben.token, body: { tripId, confirm: true } })).status).toBe(
      200,
    );
    await adminDb().doc(docPath.trip(tripId)).delete();
    await eventually('every payment refunded', async () =>
      (await paymentsOf(tripId)).every((p) => p.get('tripCancelledRefund')),
    );
    const byUid = new Map((await paymentsOf(tripId)).map((p) => [p.get('uid') as string, p.data()]));
    expect(byUid.get(ana.uid)).toMatchObject({
      refundedMinor: 22_000,
      tripCancelledRefund: { amountMinor: 22_000, status: 'pending' },
    });
    // Nothing was left on Ben's charge: no second refund.
    expect(byUid.get(ben.uid)?.tripCancelledRefund).toMatchObject({ amountMinor: 0, status: 'already-refunded' });
    const refundId = byUid.get(ana.uid)?.tripCancelledRefund.refundId as string;
    expect(await stripe.refunds.retrieve(refundId)).toMatchObject({
      amount: 22_000,
      metadata: { tripId, uid: ana.uid, cause: 'trip-cancelled' },
    });
  });

  it('a refund Stripe refuses does not hold up the others: each is tried, and the failure is named', async () => {
    const { ana, tripId } = await depositsPaid();
    // A ledger entry whose charge Stripe does not know (refused as a disputed charge would be),
    // written first in the ledger's order.
    await adminDb()
      .doc(docPath.tripPayment('pi_0000_unknown'))
      .set({ tripId, uid: ana.uid, amountMinor: 1_000, refundedMinor: 0 });
    await expect(refundCancelledTrip(functionsDb(), stripe, tripId)).rejects.toThrow(/pi_0000_unknown/);
    const payments = await paymentsOf(tripId);
    expect(payments.filter((p) => p.get('tripCancelledRefund')).map((p) => p.get('uid'))).toHaveLength(
      payments.length - 1,
    );
    expect((await adminDb().doc(docPath.tripPayment('pi_0000_unknown')).get()).get('tripCancelledRefund')).toBe(
      undefined,
    );
  });
});
