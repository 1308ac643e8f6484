// Stripe's events about trip money (their objects carry metadata.purpose 'trip-money'); the
// planning fee's events go on to payments/stripe-webhook.ts as before.
import type Stripe from 'stripe';
import { db } from '../http/firebase-admin.js';
import { stripeClient } from '../payments/stripe-client.js';
import { expireTripCheckout, fulfilTripPayment, updateTripRefund } from './money-fulfilment.js';
import { logger } from 'firebase-functions';
import { utcMillisToIsoDay } from '../domain/calendar-day.js';
import { offSessionMetadata, recordBalanceFailure, recordBalancePayment } from './balance-payments.js';

export async function handleTripMoneyEvent(event: Stripe.Event): Promise<void> {
  const object = event.data.object as { id?: unknown };
  if (typeof object.id !== 'string') return;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const outcome = await fulfilTripPayment(db(), await stripeClient(), object.id);
      if (outcome.kind === 'rejected' && outcome.reason !== 'not-paid')
        logger.warn('Paid trip money not fulfilled', { sessionId: object.id, reason: outcome.reason });
      break;
    }
    case 'checkout.session.expired':
      await expireTripCheckout(db(), object.id);
      break;
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      await updateTripRefund(db(), await stripeClient(), object.id);
      break;
    // The balance job's off-session charges (balance-payments.ts): the job records its own
    // answer too; whichever comes first records it, the other changes nothing.
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const meta = offSessionMetadata(event.data.object as Stripe.PaymentIntent);
      if (!meta) break;
      const stripe = await stripeClient();
      const intent = await stripe.paymentIntents.retrieve(object.id, { expand: ['payment_method'] });
      const day = utcMillisToIsoDay(event.created * 1000);
      if (intent.status === 'succeeded') await recordBalancePayment(db(), intent, day);
      else await recordBalanceFailure(db(), meta, intent.last_payment_error?.code ?? 'card_declined', day);
      break;
    }
    default:
      break;
  }
}
