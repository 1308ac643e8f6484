// Fulfilment of trip money, shared by the webhook and the return page: each effect runs in one
// transaction keyed by Stripe's ids (the session, its PaymentIntent, the refund), so duplicated
// events, repeated return calls and any order of them give exactly one payment. Stripe objects
// are re-read from the API rather than trusted from an event's snapshot, so a late, stale
// event never undoes a newer state.
import { logger } from 'firebase-functions';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { RefundState, RefundStatus, TravelerShare } from '../domain/trip-money.js';
import { moneyCheckoutRef, shareRef, tripPaymentRef, tripRef } from '../firestore-refs.js';
import { queueReceipt, travelerEmail } from './money-receipt.js';
import { nextStatus, writeShare } from './money-store.js';

export type MoneyOutcome =
  | { kind: 'fulfilled' | 'already-fulfilled'; status: TravelerShare['status'] }
  | { kind: 'rejected'; reason: 'not-paid' | 'unknown-session' | 'mismatch' };

interface MoneyCheckout {
  sessionId: string;
  tripId: string;
  uid: string;
  kind: 'deposit' | 'balance';
  amountMinor: number;
  currency: string;
  quoteVersion: string;
  policyVersion: number;
  status: 'pending' | 'paid' | 'expired';
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The card's last four of a PaymentIntent (expanded payment_method), or null. */
function cardLast4(intent: Stripe.PaymentIntent): string | null {
  const method = intent.payment_method;
  return typeof method === 'object' && method !== null ? (method.card?.last4 ?? null) : null;
}

/** Records a paid trip-money Checkout Session once, whoever asks first. */
export async function fulfilTripPayment(db: Firestore, stripe: Stripe, sessionId: string): Promise<MoneyOutcome> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.payment_status !== 'paid') return { kind: 'rejected', reason: 'not-paid' };
  const intentId = idOf(session.payment_intent);
  if (!intentId) return { kind: 'rejected', reason: 'not-paid' };
  const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
  const payer = (await moneyCheckoutRef(db, sessionId).get()).get('uid');
  const email = typeof payer === 'string' ? await travelerEmail(payer) : null;
  return db.runTransaction(async (tx) => {
    const recordRef = moneyCheckoutRef(db, sessionId);
    const recordSnap = await tx.get(recordRef);
    const record = recordSnap.data() as MoneyCheckout | undefined;
    if (!record) return { kind: 'rejected', reason: 'unknown-session' } as const;
    const meta = session.metadata ?? {};
    if (
      meta.tripId !== record.tripId ||
      meta.uid !== record.uid ||
      meta.kind !== record.kind ||
      session.amount_total !== record.amountMinor ||
      (session.currency ?? '').toUpperCase() !== record.currency ||
      intent.amount_received !== record.amountMinor
    ) {
      logger.warn('Trip money session does not match its record', { sessionId });
      return { kind: 'rejected', reason: 'mismatch' } as const;
    }
    const [paymentSnap, shareSnap, tripSnap] = await Promise.all([
      tx.get(tripPaymentRef(db, intentId)),
      tx.get(shareRef(db, record.tripId, record.uid)),
      tx.get(tripRef(db, record.tripId)),
    ]);
    const share = shareSnap.data() as TravelerShare | undefined;
    if (record.status === 'paid' || paymentSnap.exists || !share) {
      if (!share) logger.error('Paid trip money without a share: refund by hand', { sessionId });
      return { kind: 'already-fulfilled', status: share?.status ?? 'due' } as const;
    }
    const paidAt = Date.now();
    const last4 = cardLast4(intent);
    tx.create(tripPaymentRef(db, intentId), {
      paymentIntentId: intentId,
      sessionId,
      tripId: record.tripId,
      uid: record.uid,
      kind: record.kind,
      amountMinor: record.amountMinor,
      currency: record.currency,
      quoteVersion: record.quoteVersion,
      policyVersion: record.policyVersion,
      customerId: idOf(intent.customer as string | { id: string } | null),
      paymentMethodId: idOf(intent.payment_method as string | { id: string } | null),
      cardLast4: last4,
      refundedMinor: 0,
      paidAt: FieldValue.serverTimestamp(),
    });
    tx.update(recordRef, { status: 'paid', paymentIntentId: intentId });
    queueReceipt(db, tx, payer === record.uid ? email : null, {
      uid: record.uid,
      tripId: record.tripId,
      tripName: String(tripSnap.get('tripName') ?? record.tripId),
      kind: record.kind,
      amountMinor: record.amountMinor,
      currency: record.currency,
      cardLast4: last4,
      paymentIntentId: intentId,
    });
    const paidMinor = share.paidMinor + record.amountMinor;
    const status =
      share.status === 'cancelled' ? 'cancelled' : nextStatus({ ...share, status: 'due' }, share.quote, paidMinor);
    writeShare(tx, db, {
      ...share,
      paidMinor,
      status,
      openCheckout: share.openCheckout?.sessionId === sessionId ? null : share.openCheckout,
      receipts: [
        ...share.receipts,
        {
          kind: record.kind,
          amountMinor: record.amountMinor,
          currency: record.currency,
          paidAt,
          cardLast4: last4,
          paymentIntentId: intentId,
        },
      ],
    });
    return { kind: 'fulfilled', status } as const;
  });
}

/** checkout.session.expired: the traveler is back to "due" and the next Checkout gets a new key. */
export async function expireTripCheckout(db: Firestore, sessionId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const recordRef = moneyCheckoutRef(db, sessionId);
    const record = (await tx.get(recordRef)).data() as MoneyCheckout | undefined;
    if (!record || record.status !== 'pending') return;
    const share = (await tx.get(shareRef(db, record.tripId, record.uid))).data() as TravelerShare | undefined;
    tx.update(recordRef, { status: 'expired' });
    if (!share) return;
    writeShare(tx, db, {
      ...share,
      openCheckout: share.openCheckout?.sessionId === sessionId ? null : share.openCheckout,
      attempt: share.attempt + 1,
    });
  });
}

const TERMINAL: readonly RefundStatus[] = ['succeeded', 'failed', 'canceled'];

/** A refund's newer state: a terminal status is never overwritten by a pending one arriving late. */
export function mergeRefund(before: RefundState, status: RefundStatus): RefundState {
  if (TERMINAL.includes(before.status)) return before;
  return { ...before, status };
}

/** refund.created / refund.updated / refund.failed: the share shows the refund's real state. */
export async function updateTripRefund(db: Firestore, stripe: Stripe, refundId: string): Promise<void> {
  const refund = await stripe.refunds.retrieve(refundId);
  const { tripId, uid } = refund.metadata ?? {};
  if (!tripId || !uid) return;
  await db.runTransaction(async (tx) => {
    const share = (await tx.get(shareRef(db, tripId, uid))).data() as TravelerShare | undefined;
    if (!share) return;
    const status = (refund.status ?? 'pending') as RefundStatus;
    const known = share.refunds.some((entry) => entry.refundId === refund.id);
    // An event can arrive before the cancellation recorded its refunds: record it from Stripe's.
    const refunds = known
      ? share.refunds.map((entry) => (entry.refundId === refund.id ? mergeRefund(entry, status) : entry))
      : [
          ...share.refunds,
          {
            refundId: refund.id,
            paymentIntentId: idOf(refund.payment_intent as string | { id: string } | null) ?? '',
            amountMinor: refund.amount,
            currency: refund.currency.toUpperCase(),
            status,
            percent: Number(refund.metadata?.percent ?? 0),
          },
        ];
    if (JSON.stringify(refunds) === JSON.stringify(share.refunds)) return;
    writeShare(tx, db, { ...share, refunds });
  });
}
