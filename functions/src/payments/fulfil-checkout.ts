// Turns a paid Checkout Session into a trip, in one transaction, from the server-side
// pending record only. Safe to call any number of times, from the webhook and from
// saveTripAfterPayment, in any order.
import type Stripe from 'stripe';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isoDayToUtcNoonMillis } from '../domain/calendar-day.js';
import type { TripInput } from '../domain/trip-input.js';

export type CheckoutStatus = 'pending' | 'fulfilled' | 'conflict' | 'failed' | 'mismatch';

export interface CheckoutRecord {
  uid: string;
  tripId: string;
  trip: TripInput;
  amount: number;
  currency: string;
  status: CheckoutStatus;
}

export type FulfilOutcome =
  | { kind: 'created'; tripId: string }
  | { kind: 'already-fulfilled'; tripId: string }
  | { kind: 'conflict'; tripId: string }
  | { kind: 'mismatch'; tripId: string }
  | { kind: 'not-paid'; tripId: string }
  | { kind: 'missing' };

export const checkoutRef = (db: Firestore, sessionId: string) => db.collection('checkouts').doc(sessionId);

/** Does what Stripe says about the session agree with what we stored when creating it? */
export function sessionMatchesRecord(session: Stripe.Checkout.Session, record: CheckoutRecord): boolean {
  return (
    session.metadata?.tripId === record.tripId &&
    session.metadata?.uid === record.uid &&
    session.amount_total === record.amount &&
    (session.currency ?? '').toLowerCase() === record.currency.toLowerCase()
  );
}

export function tripDocument(record: CheckoutRecord, sessionId: string) {
  const { trip } = record;
  return {
    tripName: trip.tripName,
    userId: record.uid,
    organizerEmail: trip.organizerEmail,
    organizerName: trip.firstName,
    destination: trip.destination,
    numPeople: trip.numPeople,
    vibe: trip.vibe,
    startDate: Timestamp.fromMillis(isoDayToUtcNoonMillis(trip.startDate) as number),
    endDate: Timestamp.fromMillis(isoDayToUtcNoonMillis(trip.endDate) as number),
    timingFlex: trip.timingFlex,
    sameOrigin: trip.sameOrigin,
    extraNotes: trip.extraNotes,
    plannedOptions: trip.plannedOptions,
    tripType: trip.tripType,
    status: 'draft',
    readyAt: null,
    createdAt: FieldValue.serverTimestamp(),
    joined: [],
    isBooked: false,
    isFinished: false,
    paid: true,
    amountPaid: record.amount,
    currency: record.currency,
    paidAt: FieldValue.serverTimestamp(),
    checkoutSessionId: sessionId,
  };
}

export async function fulfilCheckout(db: Firestore, session: Stripe.Checkout.Session): Promise<FulfilOutcome> {
  const ref = checkoutRef(db, session.id);
  return db.runTransaction(async (tx): Promise<FulfilOutcome> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { kind: 'missing' };
    const record = snap.data() as CheckoutRecord;
    const { tripId } = record;
    if (record.status === 'fulfilled') return { kind: 'already-fulfilled', tripId };
    if (record.status === 'conflict') return { kind: 'conflict', tripId };
    if (session.payment_status !== 'paid') return { kind: 'not-paid', tripId };
    if (!sessionMatchesRecord(session, record)) {
      tx.update(ref, { status: 'mismatch', updatedAt: FieldValue.serverTimestamp() });
      return { kind: 'mismatch', tripId };
    }

    const tripRef = db.collection('trips').doc(tripId);
    const tripSnap = await tx.get(tripRef);
    if (tripSnap.exists) {
      if (tripSnap.get('checkoutSessionId') === session.id) {
        tx.update(ref, { status: 'fulfilled', fulfilledAt: FieldValue.serverTimestamp() });
        return { kind: 'already-fulfilled', tripId };
      }
      // Someone else's payment took this trip id first; this payment needs a refund by hand.
      tx.update(ref, { status: 'conflict', updatedAt: FieldValue.serverTimestamp() });
      return { kind: 'conflict', tripId };
    }

    tx.create(tripRef, tripDocument(record, session.id));
    tx.update(ref, { status: 'fulfilled', fulfilledAt: FieldValue.serverTimestamp() });
    return { kind: 'created', tripId };
  });
}

/** An async payment failed: the pending record is closed; nothing else changes. */
export async function markCheckoutFailed(db: Firestore, sessionId: string): Promise<void> {
  const ref = checkoutRef(db, sessionId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('status') !== 'pending') return;
    tx.update(ref, { status: 'failed', updatedAt: FieldValue.serverTimestamp() });
  });
}
