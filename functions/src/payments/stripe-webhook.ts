// Stripe's word on payments. Only events signed with STRIPE_WEBHOOK_SECRET are believed (no
// unsigned fallback, ever); 2xx only after the work is committed, 5xx on a failure so Stripe
// retries; event types we do not use are acknowledged.
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import { db } from '../http/firebase-admin.js';
import { HttpError, jsonHandler } from '../http/http-error.js';
import { requirePost } from '../http/request.js';
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from './config.js';
import { closeUnpaidCheckout, fulfilCheckout } from './fulfil-checkout.js';
import { stripeClient } from './stripe-client.js';
import { isTripMoneyObject } from '../money/money-metadata.js';
import { handleTripMoneyEvent } from '../money/money-webhook.js';

async function verifiedEvent(rawBody: Buffer | undefined, signature: string | undefined): Promise<Stripe.Event> {
  if (!signature) throw new HttpError(400, 'Missing Stripe signature.');
  if (!rawBody || rawBody.length === 0) throw new HttpError(400, 'Missing event body.');
  const stripe = await stripeClient();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, STRIPE_WEBHOOK_SECRET.value());
  } catch {
    throw new HttpError(400, 'Invalid Stripe signature.');
  }
  // Signed but not shaped like an event (only a leaked secret or a Stripe fault could cause
  // it): refuse it plainly instead of failing deeper with a 500 that Stripe would retry.
  if (!isEventShaped(event)) throw new HttpError(400, 'Malformed Stripe event.');
  return event;
}

function isEventShaped(event: unknown): event is Stripe.Event {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return false;
  const { type, data } = event as { type?: unknown; data?: { object?: unknown } };
  if (typeof type !== 'string' || typeof data !== 'object' || data === null) return false;
  const object = data.object;
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return false;
  return !type.startsWith('checkout.session.') || typeof (object as { id?: unknown }).id === 'string';
}

async function fulfil(session: Stripe.Checkout.Session, eventType: string): Promise<void> {
  const outcome = await fulfilCheckout(db(), session);
  if (outcome.kind === 'rejected' && outcome.reason !== 'not-paid') {
    logger.warn('Paid checkout not fulfilled', { sessionId: session.id, eventType, reason: outcome.reason });
  }
}

export const stripeWebhook = onRequest(
  { secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET] },
  jsonHandler(async (req, res) => {
    requirePost(req);
    const event = await verifiedEvent(req.rawBody, req.get('stripe-signature'));

    // Trip money (travelers' deposits, balances, refunds) has its own fulfilment.
    if (isTripMoneyObject(event.data.object)) {
      await handleTripMoneyEvent(event);
      res.status(200).json({ received: true });
      return;
    }
    switch (event.type) {
      case 'checkout.session.completed':
        // A delayed payment method completes the session unpaid; async_payment_succeeded follows.
        if (event.data.object.payment_status === 'paid') await fulfil(event.data.object, event.type);
        break;
      case 'checkout.session.async_payment_succeeded':
        await fulfil(event.data.object, event.type);
        break;
      case 'checkout.session.async_payment_failed':
        await closeUnpaidCheckout(db(), event.data.object.id, 'failed');
        break;
      // The session ran out unpaid (its expires_at passed): the trip id it held is free again.
      case 'checkout.session.expired':
        await closeUnpaidCheckout(db(), event.data.object.id, 'expired');
        break;
      default:
        break;
    }
    res.status(200).json({ received: true });
  }),
);
