// Called by the browser on its return from Stripe. It never trusts the posted trip data:
// it asks Stripe whether the session was paid and creates the trip from the stored record.
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../http/firebase-admin.js';
import { HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, requirePost, requireUser } from '../http/request.js';
import { STRIPE_SECRET_KEY } from './config.js';
import { checkoutRef, fulfilCheckout, type CheckoutRecord } from './fulfil-checkout.js';
import { stripeClient } from './stripe-client.js';
import { TRIP_NAME_TAKEN } from './create-checkout-session.js';

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

function readSessionId(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object');
  for (const key of Object.keys(body)) {
    if (key !== 'sessionId' && key !== 'tripData') throw new HttpError(400, `Unexpected field: ${key}`, key);
  }
  const { sessionId } = body as { sessionId?: unknown };
  if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) throw new HttpError(400, 'sessionId must be a Checkout Session id', 'sessionId');
  return sessionId;
}

export const saveTripAfterPayment = onRequest(
  { secrets: [STRIPE_SECRET_KEY] },
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const sessionId = readSessionId(readJsonBody(req));

    const firestore = db();
    const recordSnap = await checkoutRef(firestore, sessionId).get();
    if (!recordSnap.exists) throw new HttpError(404, 'No checkout was found for this payment.', 'sessionId');
    const record = recordSnap.data() as CheckoutRecord;
    if (record.uid !== user.uid) throw new HttpError(403, 'This payment belongs to another account.', 'sessionId');

    let session;
    try {
      session = await stripeClient().checkout.sessions.retrieve(sessionId);
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404) throw new HttpError(404, 'Stripe does not know this payment.', 'sessionId');
      throw new HttpError(502, 'Could not confirm the payment with Stripe. Please try again.');
    }
    if (session.payment_status !== 'paid') throw new HttpError(402, 'This payment has not been completed.');

    const outcome = await fulfilCheckout(firestore, session);
    switch (outcome.kind) {
      case 'created':
        res.status(200).json({ tripId: outcome.tripId, created: true });
        return;
      case 'already-fulfilled':
        res.status(200).json({ tripId: outcome.tripId, created: false });
        return;
      case 'conflict':
        throw new HttpError(409, `${TRIP_NAME_TAKEN} Your payment was received; contact support for a refund.`, 'tripName');
      case 'mismatch':
        throw new HttpError(409, 'The payment does not match this trip.');
      case 'not-paid':
        throw new HttpError(402, 'This payment has not been completed.');
      case 'missing':
        throw new HttpError(404, 'No checkout was found for this payment.', 'sessionId');
    }
  }),
);
