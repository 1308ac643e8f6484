// One trip-money Checkout Session (payment mode, card saved for later off-session charges) and
// its record, shared by "Approve and pay the deposit" / "Pay the balance" (pay-trip-money.ts)
// and by the balance job's pay link after a failed charge (balance-run.ts). The amount always
// comes from the stored quote; the metadata goes on the session and on its PaymentIntent.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { PaymentKind, Quote } from '../domain/trip-money.js';
import { moneyCheckoutRef, shareRef } from '../firestore-refs.js';
import { HttpError } from '../http/http-error.js';
import { tripMoneyMetadata } from './money-metadata.js';

export interface MoneyCheckoutRequest {
  tripId: string;
  tripName: string;
  uid: string;
  kind: PaymentKind;
  amountMinor: number;
  quote: Pick<Quote, 'currency' | 'version'>;
  policyVersion: number;
  /** The traveler's Stripe Customer (their saved card), or their email for a first payment. */
  payer: { customerId: string } | { email: string | null };
  idempotencyKey: string;
  /** The app's origin: the return goes to the trip page. */
  appUrl: string;
}

/** Creates (or, for the same key and parameters, gets back) the session, and records it. */
export async function openMoneyCheckout(
  firestore: Firestore,
  stripe: Stripe,
  request: MoneyCheckoutRequest,
): Promise<{ url: string; sessionId: string }> {
  const { tripId, uid, kind, amountMinor, quote } = request;
  const metadata = tripMoneyMetadata({
    tripId,
    uid,
    kind,
    quoteVersion: quote.version,
    policyVersion: String(request.policyVersion),
  });
  const tripPage = `${request.appUrl.replace(/\/+$/, '')}/dashboard/${encodeURIComponent(tripId)}`;
  const payer: Partial<Stripe.Checkout.SessionCreateParams> =
    'customerId' in request.payer
      ? { customer: request.payer.customerId }
      : request.payer.email
        ? { customer_email: request.payer.email }
        : {};
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: quote.currency.toLowerCase(),
            unit_amount: amountMinor,
            product_data: { name: `${request.tripName} – ${kind === 'deposit' ? 'deposit' : 'balance'}` },
          },
        },
      ],
      ...payer,
      client_reference_id: uid,
      metadata,
      payment_intent_data: { metadata, setup_future_usage: 'off_session' },
      success_url: `${tripPage}?money=paid&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${tripPage}?money=canceled`,
    },
    { idempotencyKey: request.idempotencyKey },
  );
  if (!session.url) throw new HttpError(502, 'Stripe did not return a checkout page.');
  const url = session.url;

  await firestore.runTransaction(async (tx) => {
    const record = moneyCheckoutRef(firestore, session.id);
    const existing = await tx.get(record);
    if (!existing.exists) {
      tx.create(record, {
        sessionId: session.id,
        tripId,
        uid,
        kind,
        amountMinor,
        currency: quote.currency,
        quoteVersion: quote.version,
        policyVersion: request.policyVersion,
        status: 'pending',
        url,
        createdAt: FieldValue.serverTimestamp(),
      });
    }
    tx.update(shareRef(firestore, tripId, uid), { openCheckout: { sessionId: session.id, kind, url } });
  });
  return { url, sessionId: session.id };
}
