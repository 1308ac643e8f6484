// The metadata every trip-money Checkout Session, PaymentIntent and Refund carries, so each
// Stripe event says which trip, traveler and payment it is about (docs/payments.md).
export const TRIP_MONEY_PURPOSE = 'trip-money';

export interface TripMoneyMetadata {
  purpose: typeof TRIP_MONEY_PURPOSE;
  tripId: string;
  uid: string;
  kind: string;
  quoteVersion: string;
  policyVersion: string;
}

export function tripMoneyMetadata(fields: Omit<TripMoneyMetadata, 'purpose'>): Record<string, string> {
  return { purpose: TRIP_MONEY_PURPOSE, ...fields };
}

/** Whether a Stripe object (session, PaymentIntent, refund) belongs to trip money. */
export function isTripMoneyObject(object: unknown): boolean {
  if (typeof object !== 'object' || object === null) return false;
  const metadata = (object as { metadata?: unknown }).metadata;
  return (
    typeof metadata === 'object' &&
    metadata !== null &&
    (metadata as Record<string, unknown>).purpose === TRIP_MONEY_PURPOSE
  );
}
