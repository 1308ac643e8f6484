// Stripe's word on payments. Only signed events are believed; 2xx only after the work is
// committed, 5xx on a transient failure so Stripe retries.
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import { db } from '../http/firebase-admin.js';
import { HttpError, jsonHandler } from '../http/http-error.js';
import { requirePost } from '../http/request.js';
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from './config.js';
import { fulfilCheckout, markCheckoutFailed } from './fulfil-checkout.js';
import { stripeClient } from './stripe-client.js';

export const stripeWebhook = onRequest(
  { secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET] },
  jsonHandler(async (req, res) => {
    requirePost(req);
    const signature = req.get('stripe-signature');
    if (!signature || !req.rawBody) throw new HttpError(400, 'Missing Stripe signature.');
    let event: Stripe.Event;
    try {
      event = stripeClient().webhooks.constructEvent(req.rawBody, signature, STRIPE_WEBHOOK_SECRET.value());
    } catch {
      throw new HttpError(400, 'Invalid Stripe signature.');
    }

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        if (session.payment_status === 'paid') {
          const outcome = await fulfilCheckout(db(), session);
          if (outcome.kind === 'conflict' || outcome.kind === 'mismatch' || outcome.kind === 'missing') {
            logger.warn('Paid checkout not fulfilled', { sessionId: session.id, outcome: outcome.kind });
          }
        }
        break;
      }
      case 'checkout.session.async_payment_failed':
        await markCheckoutFailed(db(), event.data.object.id);
        break;
      default:
        break;
    }
    res.status(200).json({ received: true });
  }),
);
