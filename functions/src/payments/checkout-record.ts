// checkouts/{sessionId}: written by createCheckoutSession, read only by the functions. Reads
// go through the converter, which checks the stored shape instead of trusting a cast: a record
// that does not parse is refused loudly rather than turned into a trip.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { CHECKOUT_STATUSES, type CheckoutStatus, type PendingCheckout } from '../domain/fulfilment.js';
import { validateTripInput, type TripInput } from '../domain/trip-input.js';

/** Who organizes, from the account when the checkout started (create-checkout-session.ts). */
export interface Organizer {
  uid: string;
  email: string;
  /** From the profile; '' when the profile has none. */
  firstName: string;
}

/** The payment facts (amount, currency, session id) live here and never on the trip. */
export interface CheckoutRecord extends PendingCheckout {
  trip: TripInput;
  organizer: Omit<Organizer, 'uid'>;
  createdAt?: Timestamp;
}

// The trip was validated against "today" when the record was written; re-checking its shape
// must not refuse it because its start day has passed since, so "now" is the epoch here.
const SHAPE_ONLY = 0;

function isStatus(value: unknown): value is CheckoutStatus {
  return typeof value === 'string' && (CHECKOUT_STATUSES as readonly string[]).includes(value);
}

export function parseCheckoutRecord(data: DocumentData): CheckoutRecord {
  const { uid, tripId, amount, currency, status, organizer, createdAt } = data;
  const trip = validateTripInput(data.trip, SHAPE_ONLY);
  if (
    typeof uid !== 'string' ||
    typeof tripId !== 'string' ||
    typeof amount !== 'number' ||
    typeof currency !== 'string' ||
    !isStatus(status) ||
    typeof organizer?.email !== 'string' ||
    typeof organizer?.firstName !== 'string' ||
    !trip.ok
  ) {
    throw new Error('The stored checkout record does not have the expected shape.');
  }
  return {
    uid,
    tripId,
    amount,
    currency,
    status,
    trip: trip.value,
    organizer: { email: organizer.email, firstName: organizer.firstName },
    ...(createdAt ? { createdAt } : {}),
  };
}

export const checkoutConverter: FirestoreDataConverter<CheckoutRecord> = {
  toFirestore: (record) => record,
  fromFirestore: (snap: QueryDocumentSnapshot) => parseCheckoutRecord(snap.data()),
};
