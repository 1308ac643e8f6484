// When may a Checkout Session become a trip? Pure decisions, so every branch is unit-tested
// without Stripe or Firestore. fulfil-checkout.ts applies them inside one transaction.

export const CHECKOUT_STATUSES = ['pending', 'fulfilled', 'conflict', 'failed', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** The facts of the server-side record (checkouts/{sessionId}) the decision needs. */
export interface PendingCheckout {
  uid: string;
  tripId: string;
  amount: number;
  currency: string;
  status: CheckoutStatus;
}

/** The facts Stripe reports about the session (a structural slice of Stripe.Checkout.Session). */
export interface SessionFacts {
  id: string;
  payment_status: string | null;
  amount_total: number | null;
  currency: string | null;
  metadata: Record<string, string> | null;
}

export type RejectReason =
  | 'missing-record'
  | 'wrong-user'
  | 'conflict'
  | 'not-paid'
  | 'metadata-mismatch'
  | 'amount-mismatch'
  | 'currency-mismatch';

export type FulfilmentDecision =
  { action: 'fulfil' } | { action: 'already-fulfilled' } | { action: 'reject'; reason: RejectReason };

const reject = (reason: RejectReason): FulfilmentDecision => ({ action: 'reject', reason });

/**
 * Decides from what Stripe says (`session`), what we stored when the session was created
 * (`record`) and, for the browser's return call, who is asking (`callerUid`; the webhook has
 * no caller). An already fulfilled record wins over everything else so that repeats stay
 * no-op successes whatever Stripe says later.
 */
export function decideFulfilment(
  session: SessionFacts,
  record: PendingCheckout | null,
  callerUid?: string,
): FulfilmentDecision {
  if (!record) return reject('missing-record');
  if (callerUid !== undefined && callerUid !== record.uid) return reject('wrong-user');
  if (record.status === 'fulfilled') return { action: 'already-fulfilled' };
  if (record.status === 'conflict') return reject('conflict');
  if (session.payment_status !== 'paid') return reject('not-paid');
  if (session.metadata?.tripId !== record.tripId || session.metadata?.uid !== record.uid)
    return reject('metadata-mismatch');
  if (session.amount_total !== record.amount) return reject('amount-mismatch');
  if ((session.currency ?? '').toLowerCase() !== record.currency.toLowerCase()) return reject('currency-mismatch');
  return { action: 'fulfil' };
}
