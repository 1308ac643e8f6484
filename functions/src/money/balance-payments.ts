// The outcome of an off-session charge of the balance, recorded from the job's own answer and
// from Stripe's events (payment_intent.succeeded / payment_intent.payment_failed), whichever
// comes first: each is one transaction keyed by the PaymentIntent (tripPayments/{id}) and the
// share's last round, so duplicated and reordered events give one payment, and a late failure
// never makes a paid traveler "overdue".
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { BalanceCharge } from '../domain/trip-money-balance.js';
import type { TravelerShare } from '../domain/trip-money.js';
import { shareRef, tripPaymentRef, tripRef } from '../firestore-refs.js';
import { queueReceipt, travelerEmail } from './money-receipt.js';
import { TRIP_MONEY_PURPOSE } from './money-metadata.js';
import { nextStatus, writeShare } from './money-store.js';

/** metadata.charge of a PaymentIntent the job created (Checkout's carry none). */
export const OFF_SESSION_CHARGE = 'off-session';

export interface OffSessionMetadata {
  tripId: string;
  uid: string;
  quoteVersion: string;
  round: number;
}

/** The job's own off-session PaymentIntent's metadata, or null for any other object. */
export function offSessionMetadata(object: { metadata?: Stripe.Metadata | null }): OffSessionMetadata | null {
  const meta = object.metadata ?? {};
  const round = Number(meta.round);
  if (meta.purpose !== TRIP_MONEY_PURPOSE || meta.charge !== OFF_SESSION_CHARGE) return null;
  if (!meta.tripId || !meta.uid || !meta.quoteVersion || !Number.isInteger(round) || round < 0) return null;
  return { tripId: meta.tripId, uid: meta.uid, quoteVersion: meta.quoteVersion, round };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * A succeeded off-session PaymentIntent (payment_method expanded): the ledger entry, the receipt
 * and the new status, once. Returns whether this call recorded it.
 */
export async function recordBalancePayment(db: Firestore, intent: Stripe.PaymentIntent, day: string): Promise<boolean> {
  const meta = offSessionMetadata(intent);
  if (!meta || intent.status !== 'succeeded') return false;
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const last4 = method?.card?.last4 ?? null;
  const email = await travelerEmail(meta.uid);
  return db.runTransaction(async (tx) => {
    const [paymentSnap, shareSnap, tripSnap] = await Promise.all([
      tx.get(tripPaymentRef(db, intent.id)),
      tx.get(shareRef(db, meta.tripId, meta.uid)),
      tx.get(tripRef(db, meta.tripId)),
    ]);
    const share = shareSnap.data() as TravelerShare | undefined;
    if (paymentSnap.exists) return false;
    const amountMinor = intent.amount_received;
    const currency = intent.currency.toUpperCase();
    tx.create(tripPaymentRef(db, intent.id), {
      paymentIntentId: intent.id,
      sessionId: null,
      tripId: meta.tripId,
      uid: meta.uid,
      kind: 'balance',
      amountMinor,
      currency,
      quoteVersion: meta.quoteVersion,
      policyVersion: share?.acceptedPolicyVersion ?? null,
      customerId: idOf(intent.customer as string | { id: string } | null),
      paymentMethodId: idOf(intent.payment_method as string | { id: string } | null),
      cardLast4: last4,
      refundedMinor: 0,
      offSessionRound: meta.round,
      paidAt: FieldValue.serverTimestamp(),
    });
    queueReceipt(db, tx, email, {
      uid: meta.uid,
      tripId: meta.tripId,
      tripName: String(tripSnap.get('tripName') ?? meta.tripId),
      kind: 'balance',
      amountMinor,
      currency,
      cardLast4: last4,
      paymentIntentId: intent.id,
    });
    if (!share) return true;
    const paidMinor = share.paidMinor + amountMinor;
    const charge: BalanceCharge = {
      round: meta.round,
      quoteVersion: meta.quoteVersion,
      outcome: 'succeeded',
      failure: null,
      day,
    };
    writeShare(tx, db, {
      ...share,
      paidMinor,
      // A success settles the overdue state once the share is paid.
      status: nextStatus(share.status === 'overdue' ? { ...share, status: 'due' } : share, share.quote, paidMinor),
      openCheckout: share.openCheckout?.kind === 'balance' ? null : share.openCheckout,
      balanceCharge: charge,
      receipts: [
        ...share.receipts,
        { kind: 'balance', amountMinor, currency, paidAt: Date.now(), cardLast4: last4, paymentIntentId: intent.id },
      ],
    });
    return true;
  });
}

/**
 * A failed charge of `meta.round`: the traveler stays on the trip, "overdue" while anything is
 * still owed. Returns whether the share changed (a repeated or late failure changes nothing).
 */
export async function recordBalanceFailure(
  db: Firestore,
  meta: OffSessionMetadata,
  failure: string,
  day: string,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const ref = shareRef(db, meta.tripId, meta.uid);
    const share = (await tx.get(ref)).data() as TravelerShare | undefined;
    if (!share || share.status === 'cancelled' || share.paidMinor >= share.quote.shareMinor) return false;
    if (share.quote.version !== meta.quoteVersion) return false;
    const last = share.balanceCharge;
    if (last && last.quoteVersion === meta.quoteVersion && last.round >= meta.round) return false;
    writeShare(tx, db, {
      ...share,
      status: 'overdue',
      balanceCharge: { round: meta.round, quoteVersion: meta.quoteVersion, outcome: 'failed', failure, day },
    });
    return true;
  });
}
