// Stripe's events about trip money (their objects carry metadata.purpose 'trip-money'); the
// planning fee's events go on to payments/stripe-webhook.ts as before.
import type Stripe from 'stripe';
import { db } from '../http/firebase-admin.js';
import { stripeClient } from '../payments/stripe-client.js';
import { expireTripCheckout, fulfilTripPayment, updateTripRefund } from './money-fulfilment.js';
import { logger } from 'firebase-functions';

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
    default:
      break;
  }
}
