// Called by the browser on its return from Stripe. It never trusts the posted trip data:
// it asks Stripe whether the session was paid and creates the trip from the stored record.
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { STRIPE_SECRET_KEY } from './config.js';
import { checkoutRef } from '../firestore-refs.js';
import { fulfilCheckout } from './fulfil-checkout.js';
import { stripeClient } from './stripe-client.js';

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
const NO_CHECKOUT = 'No checkout was found for this payment.';

/** `{ sessionId, tripData? }`: tripData is accepted for older clients and never read. */
function readSessionId(body: unknown): string {
  const { sessionId } = readJsonObject(body, ['sessionId', 'tripData']);
  if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId))
    throw new HttpError(400, 'sessionId must be a Checkout Session id', 'sessionId');
  return sessionId;
}

export const saveTripAfterPayment = onRequest(
  { secrets: [STRIPE_SECRET_KEY] },
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const sessionId = readSessionId(readJsonBody(req));

    // Ownership first, so this endpoint tells nobody anything about other people's payments.
    const firestore = db();
    const recordSnap = await checkoutRef(firestore, sessionId).get();
    if (!recordSnap.exists) throw new HttpError(404, NO_CHECKOUT, 'sessionId');
    if (recordSnap.get('uid') !== user.uid)
      throw new HttpError(403, 'This payment belongs to another account.', 'sessionId');

    let session;
    try {
      session = await (await stripeClient()).checkout.sessions.retrieve(sessionId);
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) throw new HttpError(404, NO_CHECKOUT, 'sessionId');
      logger.error('Retrieving the Checkout Session failed', { sessionId, err });
      throw new HttpError(502, 'Could not confirm the payment with Stripe. Please try again.');
    }

    const outcome = await fulfilCheckout(firestore, session, user.uid);
    if (outcome.kind !== 'rejected') {
      answer(res, 'saveTripAfterPayment', { tripId: outcome.tripId, created: outcome.kind === 'created' });
      return;
    }
    switch (outcome.reason) {
      case 'not-paid':
        throw HttpError.of('paymentNotCompleted');
      case 'missing-record':
        throw new HttpError(404, NO_CHECKOUT, 'sessionId');
      case 'wrong-user':
        throw new HttpError(403, 'This payment belongs to another account.', 'sessionId');
      case 'conflict':
        throw HttpError.of('tripNameTakenAfterPayment');
      case 'metadata-mismatch':
      case 'amount-mismatch':
      case 'currency-mismatch':
        logger.warn('Checkout Session does not match its stored record', { sessionId, reason: outcome.reason });
        throw HttpError.of('paymentDoesNotMatch');
    }
  }),
);
