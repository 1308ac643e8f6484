// "Approve and pay the deposit" (and "Pay the balance"): the traveler has read and accepted the
// policy on our page; this stores the accepted version and opens Stripe Checkout in payment
// mode for what is due now, the card saved for the balance. POST { tripId, kind,
// acceptedPolicyVersion, travelerUid? }; answers { url, sessionId }. The amount comes from the
// stored quote, never from the body; travelerUid, when sent, must be the caller (403).
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { amountDue, checkoutIdempotencyKey, type PaymentKind, type TravelerShare } from '../domain/trip-money.js';
import { moneyCheckoutRef, shareRef } from '../firestore-refs.js';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { APP_URL, STRIPE_SECRET_KEY } from '../payments/config.js';
import { stripeClient } from '../payments/stripe-client.js';
import { readTripIdField } from '../plan/trip-id-field.js';
import { planMembers } from '../plan/plan-store.js';
import { NOT_ON_TRIP, readSettings, readTrip, requireSelf } from './money-store.js';
import { openMoneyCheckout } from './money-checkout.js';

export const POLICY_CHANGED = 'The cancellation policy changed. Please read it again before paying.';

function readKind(value: unknown): PaymentKind {
  if (value !== 'deposit' && value !== 'balance') throw new HttpError(400, 'kind must be deposit or balance.', 'kind');
  return value;
}

export const payTripMoney = onRequest(
  { secrets: [STRIPE_SECRET_KEY] },
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const body = readJsonObject(readJsonBody(req), ['tripId', 'kind', 'acceptedPolicyVersion', 'travelerUid']);
    const tripId = readTripIdField(body);
    const kind = readKind(body.kind);
    const accepted = body.acceptedPolicyVersion;
    if (!Number.isInteger(accepted) || (accepted as number) < 1)
      throw new HttpError(
        400,
        'acceptedPolicyVersion must be the version of the policy you accepted.',
        'acceptedPolicyVersion',
      );
    requireSelf(user, body.travelerUid);
    const firestore = db();

    // Accept the policy and decide the amount in one transaction, from stored data only.
    const prepared = await firestore.runTransaction(async (tx) => {
      const trip = await readTrip(tx, firestore, tripId);
      if (!planMembers(trip).includes(user.uid)) throw new HttpError(403, NOT_ON_TRIP);
      const [settings, shareSnap] = await Promise.all([
        readSettings(tx, firestore, tripId),
        tx.get(shareRef(firestore, tripId, user.uid)),
      ]);
      const share = shareSnap.data() as TravelerShare | undefined;
      if (!settings || !share) throw new HttpError(409, 'Your share is not ready yet.');
      if (share.status === 'cancelled') throw new HttpError(409, 'You cancelled your place on this trip.');
      // The balance is paid under the policy accepted with the deposit (or the current one).
      const keepsAccepted = kind === 'balance' && share.acceptedPolicyVersion === accepted;
      if (accepted !== settings.policy.version && !keepsAccepted)
        throw new HttpError(409, POLICY_CHANGED, 'acceptedPolicyVersion');
      const amount = amountDue(share.quote, share.paidMinor, kind);
      if (amount <= 0) throw new HttpError(409, `Nothing is due for the ${kind}.`);
      // A session already open for this very payment (e.g. the balance's pay link after a
      // failed charge) is the one to pay: a second would let the traveler pay twice.
      const open = share.openCheckout?.kind === kind ? share.openCheckout : null;
      const openRecord = open ? (await tx.get(moneyCheckoutRef(firestore, open.sessionId))).data() : undefined;
      if (open && openRecord?.status === 'pending' && openRecord.amountMinor === amount)
        return { share, amount, reuse: open, tripName: '' };
      if (!keepsAccepted)
        tx.update(shareRef(firestore, tripId, user.uid), {
          acceptedPolicyVersion: settings.policy.version,
          acceptedPolicy: settings.policy,
        });
      return { share, amount, reuse: null, tripName: typeof trip.tripName === 'string' ? trip.tripName : tripId };
    });
    if (prepared.reuse) {
      answer(res, 'payTripMoney', { url: prepared.reuse.url, sessionId: prepared.reuse.sessionId });
      return;
    }

    const { share, amount } = prepared;
    let opened;
    try {
      // Same trip, traveler, kind, quote version and attempt: Stripe answers with the same
      // session instead of a second one (the parameters are the same, so the key replays).
      opened = await openMoneyCheckout(firestore, await stripeClient(), {
        tripId,
        tripName: prepared.tripName,
        uid: user.uid,
        kind,
        amountMinor: amount,
        quote: share.quote,
        policyVersion: accepted as number,
        payer: { email: user.email ?? null },
        idempotencyKey: checkoutIdempotencyKey(tripId, user.uid, kind, share.quote.version, share.attempt),
        appUrl: APP_URL.value(),
      });
    } catch (err) {
      if (err instanceof HttpError) throw err;
      logger.error('Creating the trip money Checkout Session failed', { tripId, kind, err });
      throw new HttpError(502, 'Could not start the payment. Please try again.');
    }
    answer(res, 'payTripMoney', opened);
  }),
);
