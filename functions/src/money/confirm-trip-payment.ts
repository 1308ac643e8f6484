// The return page's path to fulfilment (the webhook is the other): POST { tripId, sessionId }
// from the traveler who paid; answers { status } once Stripe says the session is paid.
import { onRequest } from 'firebase-functions/v2/https';
import { API_ERRORS } from '../domain/api.js';
import { moneyCheckoutRef } from '../firestore-refs.js';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { STRIPE_SECRET_KEY } from '../payments/config.js';
import { stripeClient } from '../payments/stripe-client.js';
import { readTripIdField } from '../plan/trip-id-field.js';
import { fulfilTripPayment } from './money-fulfilment.js';
import { ONLY_YOUR_OWN } from './money-store.js';

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,200}$/;

export const confirmTripPayment = onRequest(
  { secrets: [STRIPE_SECRET_KEY] },
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const body = readJsonObject(readJsonBody(req), ['tripId', 'sessionId']);
    const tripId = readTripIdField(body);
    const { sessionId } = body;
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId))
      throw new HttpError(400, 'sessionId must be a Checkout Session id.', 'sessionId');
    const firestore = db();
    const record = (await moneyCheckoutRef(firestore, sessionId).get()).data();
    if (!record || record.tripId !== tripId) throw new HttpError(404, 'No such payment for this trip.', 'sessionId');
    if (record.uid !== user.uid) throw new HttpError(403, ONLY_YOUR_OWN);
    const outcome = await fulfilTripPayment(firestore, await stripeClient(), sessionId);
    if (outcome.kind === 'rejected') {
      if (outcome.reason === 'not-paid') throw HttpError.of('paymentNotCompleted');
      throw new HttpError(409, API_ERRORS.paymentDoesNotMatch.message);
    }
    answer(res, 'confirmTripPayment', { tripId, status: outcome.status });
  }),
);
