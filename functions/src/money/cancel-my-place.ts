// "I can't go": POST { tripId, confirm, travelerUid? }. With confirm false it answers the exact
// refund under the policy the traveler accepted; with confirm true it refunds each payment
// through Stripe (one idempotency key per payment of this cancellation), marks the share
// "cancelled" with its pending refunds, and answers the same preview. Stripe's fee is ours:
// the refund is never reduced by it.
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { todayIsoDay } from '../domain/calendar-day.js';
import {
  cancellationRefunds,
  daysBetween,
  refundIdempotencyKey,
  type RefundState,
  type TravelerShare,
} from '../domain/trip-money.js';
import { shareRef } from '../firestore-refs.js';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { STRIPE_SECRET_KEY } from '../payments/config.js';
import { stripeClient } from '../payments/stripe-client.js';
import { readTripIdField } from '../plan/trip-id-field.js';
import { planMembers } from '../plan/plan-store.js';
import { TRIP_MONEY_PURPOSE } from './money-metadata.js';
import { NOT_ON_TRIP, readSettings, readTrip, requireSelf, writeShare } from './money-store.js';

export const ALREADY_CANCELLED = 'You already cancelled your place on this trip.';

export const cancelMyPlace = onRequest(
  { secrets: [STRIPE_SECRET_KEY] },
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const body = readJsonObject(readJsonBody(req), ['tripId', 'confirm', 'travelerUid']);
    const tripId = readTripIdField(body);
    if (typeof body.confirm !== 'boolean') throw new HttpError(400, 'confirm must be true or false.', 'confirm');
    requireSelf(user, body.travelerUid);
    const firestore = db();

    const { share, preview } = await firestore.runTransaction(async (tx) => {
      const trip = await readTrip(tx, firestore, tripId);
      if (!planMembers(trip).includes(user.uid)) throw new HttpError(403, NOT_ON_TRIP);
      const [settings, snap] = await Promise.all([
        readSettings(tx, firestore, tripId),
        tx.get(shareRef(firestore, tripId, user.uid)),
      ]);
      const found = snap.data() as TravelerShare | undefined;
      if (!found || !settings) throw new HttpError(409, 'Your share is not ready yet.');
      if (found.status === 'cancelled') throw new HttpError(409, ALREADY_CANCELLED);
      const policy = found.acceptedPolicy ?? settings.policy;
      const days = daysBetween(todayIsoDay(), found.quote.departureDate);
      return { share: found, preview: { ...cancellationRefunds(policy.tiers, found.receipts, days), days } };
    });
    const summary = {
      tripId,
      percent: preview.percent,
      refundMinor: preview.totalMinor,
      paidMinor: share.paidMinor,
      currency: share.quote.currency,
      daysBeforeDeparture: preview.days,
    };
    if (!body.confirm) {
      answer(res, 'cancelMyPlace', { ...summary, cancelled: false });
      return;
    }

    const stripe = await stripeClient();
    const refunds: RefundState[] = [];
    for (const part of preview.parts) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: part.paymentIntentId,
            amount: part.refundMinor,
            reason: 'requested_by_customer',
            metadata: {
              purpose: TRIP_MONEY_PURPOSE,
              tripId,
              uid: user.uid,
              paymentIntentId: part.paymentIntentId,
              percent: String(preview.percent),
            },
          },
          { idempotencyKey: refundIdempotencyKey(tripId, user.uid, part.paymentIntentId) },
        );
        refunds.push({
          refundId: refund.id,
          paymentIntentId: part.paymentIntentId,
          amountMinor: refund.amount,
          currency: share.quote.currency,
          status: (refund.status ?? 'pending') as RefundState['status'],
          percent: preview.percent,
        });
      } catch (err) {
        logger.error('A cancellation refund failed to start', { tripId, err });
        throw new HttpError(502, 'Could not start the refund. Please try again.');
      }
    }
    await firestore.runTransaction(async (tx) => {
      const current = (await tx.get(shareRef(firestore, tripId, user.uid))).data() as TravelerShare;
      if (current.status === 'cancelled') return;
      // A refund event may have been recorded first; its state is newer than our answer's.
      const known = new Map(current.refunds.map((entry) => [entry.refundId, entry]));
      const merged = refunds.map((entry) => known.get(entry.refundId) ?? entry);
      writeShare(tx, firestore, { ...current, status: 'cancelled', refunds: merged, openCheckout: null });
    });
    answer(res, 'cancelMyPlace', { ...summary, cancelled: true });
  }),
);
