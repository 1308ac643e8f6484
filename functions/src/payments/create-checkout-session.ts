// Validates the trip form, reserves nothing yet, and opens a Stripe Checkout Session whose
// price the server chooses. The trip itself is created only after Stripe says it was paid.
import { onRequest } from 'firebase-functions/v2/https';
import { FieldValue } from 'firebase-admin/firestore';
import { deriveTripId } from '../domain/trip-id.js';
import { validateTripInput } from '../domain/trip-input.js';
import { CURRENCY, priceForTripType } from '../domain/pricing.js';
import { TRIP_TYPE_LABELS } from '../domain/trip.js';
import { db } from '../http/firebase-admin.js';
import { HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, requirePost, requireUser } from '../http/request.js';
import { APP_URL, STRIPE_SECRET_KEY } from './config.js';
import { checkoutRef } from './fulfil-checkout.js';
import { stripeClient } from './stripe-client.js';

export const TRIP_NAME_TAKEN = 'A trip with this name already exists. Please choose a different trip name.';

export const createCheckoutSession = onRequest(
  { secrets: [STRIPE_SECRET_KEY] },
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const checked = validateTripInput(readJsonBody(req));
    if (!checked.ok) throw new HttpError(400, checked.error, checked.field);
    const trip = checked.value;

    const tripId = deriveTripId(trip.firstName, trip.tripName);
    if (!tripId) throw new HttpError(400, 'The trip name needs at least one letter or digit.', 'tripName');
    const firestore = db();
    if ((await firestore.collection('trips').doc(tripId).get()).exists) throw new HttpError(409, TRIP_NAME_TAKEN, 'tripName');

    const amount = priceForTripType(trip.tripType);
    const appUrl = APP_URL.value().replace(/\/+$/, '');
    const tripParam = encodeURIComponent(tripId);
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
              product_data: { name: `Trip planning: ${trip.tripName} (${TRIP_TYPE_LABELS[trip.tripType]})` },
            },
          },
        ],
        customer_email: trip.organizerEmail,
        client_reference_id: user.uid,
        metadata: { tripId, uid: user.uid },
        success_url: `${appUrl}/create?paid=true&tripId=${tripParam}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrl}/create?canceled=true&tripId=${tripParam}`,
      });
    } catch (err) {
      throw new HttpError(502, `Could not start the payment: ${err instanceof Error ? err.message : 'Stripe error'}`);
    }
    if (!session.url) throw new HttpError(502, 'Stripe did not return a checkout page.');

    await checkoutRef(firestore, session.id).create({
      uid: user.uid,
      tripId,
      trip,
      amount,
      currency: CURRENCY,
      status: 'pending',
      createdAt: FieldValue.serverTimestamp(),
    });
    res.status(200).json({ url: session.url, sessionId: session.id, tripId });
  }),
);
