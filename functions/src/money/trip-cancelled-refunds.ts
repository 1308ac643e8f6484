// A cancelled trip refunds everyone in full (docs/payments.md, "When the trip is cancelled"):
// when a trip document is deleted (its organizer deletes it, or an account deletion takes it),
// every payment in the ledger for it is refunded for whatever is left on its charge, whatever
// the policy says: the cancellation is ours, not the traveler's. The ledger survives the trip
// (onTripDeleted forgets the shares), so it says what was paid. One idempotency key per
// payment, and the ledger entry records the refund, so a retried trigger refunds once.
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { collectionPath, triggerPath } from '../domain/collections.js';
import { tripPaymentRef } from '../firestore-refs.js';
import { db } from '../http/firebase-admin.js';
import { STRIPE_SECRET_KEY } from '../payments/config.js';
import { stripeClient } from '../payments/stripe-client.js';
import { TRIP_MONEY_PURPOSE } from './money-metadata.js';

export function tripCancelledRefundKey(tripId: string, paymentIntentId: string): string {
  return `trip-money-trip-cancelled:${tripId}:${paymentIntentId}`;
}

/**
 * Refunds every payment of the trip once; returns how many refunds this call recorded. A refund
 * Stripe refuses (a disputed charge, an outage) does not hold up the others: every payment is
 * tried, and the call fails at the end naming the ones that failed, so the trigger's retry tries
 * those again (the refunded ones are recorded and skipped).
 */
export async function refundCancelledTrip(firestore: Firestore, stripe: Stripe, tripId: string): Promise<number> {
  const payments = await firestore.collection(collectionPath.tripPayments).where('tripId', '==', tripId).get();
  let recorded = 0;
  const failed: string[] = [];
  for (const doc of payments.docs) {
    const payment = doc.data();
    if (payment.tripCancelledRefund) continue;
    let refund: { id: string; amount: number; status: string | null } | null = null;
    try {
      // No amount: Stripe refunds what is left on the charge (a traveler's own cancellation
      // may have refunded part of it already).
      refund = await stripe.refunds.create(
        {
          payment_intent: doc.id,
          reason: 'requested_by_customer',
          metadata: {
            purpose: TRIP_MONEY_PURPOSE,
            tripId,
            uid: String(payment.uid),
            paymentIntentId: doc.id,
            percent: '100',
            cause: 'trip-cancelled',
          },
        },
        { idempotencyKey: tripCancelledRefundKey(tripId, doc.id) },
      );
    } catch (err) {
      if ((err as { code?: string }).code !== 'charge_already_refunded') {
        logger.error('A cancelled trip’s refund failed', { tripId, paymentIntentId: doc.id, err });
        failed.push(doc.id);
        continue;
      }
    }
    await firestore.runTransaction(async (tx) => {
      const ref = tripPaymentRef(firestore, doc.id);
      const current = (await tx.get(ref)).data();
      if (!current || current.tripCancelledRefund) return;
      tx.update(ref, {
        tripCancelledRefund: refund
          ? { refundId: refund.id, amountMinor: refund.amount, status: refund.status ?? 'pending' }
          : { refundId: null, amountMinor: 0, status: 'already-refunded' },
        refundedMinor: Number(current.refundedMinor ?? 0) + (refund?.amount ?? 0),
      });
      recorded += 1;
    });
  }
  if (failed.length > 0) throw new Error(`Refunds of trip ${tripId} failed for ${failed.join(', ')}`);
  return recorded;
}

export const onTripDeletedRefundMoney = onDocumentDeleted(
  { document: triggerPath.trip, retry: true, secrets: [STRIPE_SECRET_KEY] },
  async (event) => {
    const { tripId } = event.params;
    // Most trips have no trip money: no Stripe client for them.
    const any = await db().collection(collectionPath.tripPayments).where('tripId', '==', tripId).limit(1).get();
    if (any.empty) return;
    const refunded = await refundCancelledTrip(db(), await stripeClient(), tripId);
    if (refunded > 0) logger.info('Refunded a cancelled trip', { tripId, refunded });
  },
);
