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
import { fulfilCheckout, markCheckoutFailed } from './fulfil-checkout.js';
import { stripeClient } from './stripe-client.js';

function verifiedEvent(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
  if (!signature) throw new HttpError(400, 'Missing Stripe signature.');
  if (!rawBody || rawBody.length === 0) throw new HttpError(400, 'Missing event body.');
  try {
    return stripeClient().webhooks.constructEvent(rawBody, signature, STRIPE_WEBHOOK_SECRET.value());
  } catch {
    throw new HttpError(400, 'Invalid Stripe signature.');
  }
}

async function fulfil(session: Stripe.Checkout.Session, eventType: string): Promise<void> {
  const outcome = await fulfilCheckout(db(), session);
  if (outcome.kind === 'rejected' && outcome.reason !== 'not-paid') {
    logger.warn('Paid checkout not fulfilled', { sessionId: session.id, eventType, reason: outcome.reason });
  }
}

export const stripeWebhook = onRequest(
  { region: 'us-central1', secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET] },
  jsonHandler(async (req, res) => {
    requirePost(req);
    const event = verifiedEvent(req.rawBody, req.get('stripe-signature'));

    switch (event.type) {
      case 'checkout.session.completed':
        // A delayed payment method completes the session unpaid; async_payment_succeeded follows.
        if (event.data.object.payment_status === 'paid') await fulfil(event.data.object, event.type);
        break;
      case 'checkout.session.async_payment_succeeded':
        await fulfil(event.data.object, event.type);
        break;
      case 'checkout.session.async_payment_failed':
        await markCheckoutFailed(db(), event.data.object.id);
        break;
      default:
        break;
    }
    res.status(200).json({ received: true });
  }),
);
