// Validates the trip form and opens a Stripe Checkout Session whose price the server chooses.
// The trip itself is created only after Stripe says it was paid (fulfil-checkout.ts), from
// the record stored here.
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { FieldValue } from 'firebase-admin/firestore';
import { deriveTripId } from '../domain/trip-id.js';
import { validateTripInput } from '../domain/trip-input.js';
import { CURRENCY, priceForTripType } from '../domain/pricing.js';
import { db } from '../http/firebase-admin.js';
import { HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, requirePost, requireUser } from '../http/request.js';
import { APP_URL, STRIPE_SECRET_KEY } from './config.js';
import { checkoutRef, type CheckoutRecord } from './checkout-record.js';
import { TRIP_NAME_TAKEN } from './messages.js';
import { stripeClient } from './stripe-client.js';

export const createCheckoutSession = onRequest(
  { secrets: [STRIPE_SECRET_KEY] },
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const checked = validateTripInput(readJsonBody(req));
    if (!checked.ok) throw new HttpError(400, checked.error, checked.field);
    const trip = checked.value;

    const tripId = deriveTripId(trip.firstName, trip.tripName);
    if (!tripId) throw new HttpError(400, 'tripName needs at least one letter or digit', 'tripName');
    const firestore = db();
    if ((await firestore.collection('trips').doc(tripId).get()).exists)
      throw new HttpError(409, TRIP_NAME_TAKEN, 'tripName');

    const amount = priceForTripType(trip.tripType);
    const appUrl = APP_URL.value().replace(/\/+$/, '');
    let session;
    try {
      session = await stripeClient().checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CURRENCY,
              unit_amount: amount,
              product_data: { name: `Trip planning – ${trip.tripType}` },
            },
          },
        ],
        customer_email: trip.organizerEmail,
        client_reference_id: user.uid,
        metadata: { tripId, uid: user.uid },
        // tripId is a slug ([a-z0-9-]), safe in a query string as it is.
        success_url: `${appUrl}/create?paid=true&tripId=${tripId}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrl}/create?canceled=true&tripId=${tripId}`,
      });
    } catch (err) {
      logger.error('Creating the Checkout Session failed', { tripId, err });
      throw new HttpError(502, 'Could not start the payment. Please try again.');
    }
    if (!session.url) throw new HttpError(502, 'Stripe did not return a checkout page.');

    // Written after the session exists so the record is keyed by its id; nobody can pay
    // before this answer (it carries the url), so the webhook never outruns the record.
    const record: CheckoutRecord = { uid: user.uid, tripId, trip, amount, currency: CURRENCY, status: 'pending' };
    await checkoutRef(firestore, session.id).create({ ...record, createdAt: FieldValue.serverTimestamp() });
    res.status(200).json({ url: session.url, sessionId: session.id, tripId });
  }),
);
