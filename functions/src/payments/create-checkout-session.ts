// Validates the trip form and opens a Stripe Checkout Session whose price the server chooses.
// The trip itself is created only after Stripe says it was paid (fulfil-checkout.ts), from
// the record stored here. Who organizes comes from the account (token and profile), never
// from the body, and the trip id is held for this organizer until the session expires
// (docs/security.md).
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { deriveTripId } from '../domain/trip-id.js';
import { validateTripInput } from '../domain/trip-input.js';
import { CURRENCY, priceForTripType } from '../domain/pricing.js';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, requirePost, requireUser } from '../http/request.js';
import { APP_URL, STRIPE_SECRET_KEY } from './config.js';
import { checkoutRef, userRef } from '../firestore-refs.js';
import type { CheckoutRecord, Organizer } from './checkout-record.js';
import { stripeClient } from './stripe-client.js';
import { attachSessionToHold, holdTripId, readTripIdHold, releaseUnusedHold, type HeldTripId } from './trip-id-hold.js';

/**
 * The organizer as the account says: the verified token's email and the profile's first
 * name ('' when the profile has none, which gives a `user-…` trip id as the spec says).
 */
export async function organizerOf(firestore: Firestore, user: DecodedIdToken): Promise<Organizer> {
  if (!user.email) throw new HttpError(400, 'Your account has no email address. Please sign in with email.');
  const profile = await userRef(firestore, user.uid).get();
  const firstName = profile.get('firstName');
  return { uid: user.uid, email: user.email, firstName: typeof firstName === 'string' ? firstName.trim() : '' };
}

/** The checkout record and the session id on the hold, together (reads before writes). */
async function recordCheckout(firestore: Firestore, held: HeldTripId, sessionId: string, record: CheckoutRecord) {
  await firestore.runTransaction(async (tx) => {
    const hold = await readTripIdHold(tx, firestore, held.tripId);
    attachSessionToHold(tx, firestore, held, hold, sessionId);
    tx.create(checkoutRef(firestore, sessionId), { ...record, createdAt: FieldValue.serverTimestamp() });
  });
}

export const createCheckoutSession = onRequest(
  { secrets: [STRIPE_SECRET_KEY] },
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    // The organizer's email goes on the trip, the Stripe receipt and every booking email: only
    // a verified one proves the payer is that person (docs/security.md, "Round 3").
    if (user.email_verified !== true) throw HttpError.of('emailNotVerified');
    const checked = validateTripInput(readJsonBody(req));
    if (!checked.ok) throw new HttpError(400, checked.error, checked.field);
    const trip = checked.value;

    const firestore = db();
    const organizer = await organizerOf(firestore, user);
    const tripId = deriveTripId(organizer.firstName, trip.tripName);
    if (!tripId) throw new HttpError(400, 'tripName needs at least one letter or digit', 'tripName');
    const held = await holdTripId(firestore, tripId, user.uid);

    const amount = priceForTripType(trip.tripType);
    const appUrl = APP_URL.value().replace(/\/+$/, '');
    let session;
    try {
      session = await (
        await stripeClient()
      ).checkout.sessions.create({
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
        customer_email: organizer.email,
        client_reference_id: user.uid,
        metadata: { tripId, uid: user.uid },
        expires_at: held.expiresAt,
        // tripId is a slug ([a-z0-9-]), safe in a query string as it is.
        success_url: `${appUrl}/create?paid=true&tripId=${tripId}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrl}/create?canceled=true&tripId=${tripId}`,
      });
    } catch (err) {
      logger.error('Creating the Checkout Session failed', { tripId, err });
      await releaseUnusedHold(firestore, held);
      throw new HttpError(502, 'Could not start the payment. Please try again.');
    }
    if (!session.url) {
      await releaseUnusedHold(firestore, held);
      throw new HttpError(502, 'Stripe did not return a checkout page.');
    }

    // Written after the session exists so the record is keyed by its id; nobody can pay
    // before this answer (it carries the url), so the webhook never outruns the record.
    const record: CheckoutRecord = {
      uid: user.uid,
      tripId,
      trip,
      organizer: { firstName: organizer.firstName, email: organizer.email },
      amount,
      currency: CURRENCY,
      status: 'pending',
    };
    await recordCheckout(firestore, held, session.id, record);
    answer(res, 'createCheckoutSession', { url: session.url, sessionId: session.id, tripId });
  }),
);
