// Turns a paid Checkout Session into a trip, in one transaction, from the server-side
// pending record only. Safe to call any number of times, from the webhook and from
// saveTripAfterPayment, in any order and concurrently.
import { logger } from 'firebase-functions';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isoDayToUtcNoonMillis } from '../domain/calendar-day.js';
import { decideFulfilment, type RejectReason, type SessionFacts } from '../domain/fulfilment.js';
import { slotForPaidSession } from '../domain/trip-id-hold.js';
import { tripDocument } from '../domain/trip-document.js';
import { queuePaymentReceived } from '../email/payment-email.js';
import { checkoutRef, tripRef as tripDocRef } from '../firestore-refs.js';
import type { CheckoutRecord } from './checkout-record.js';
import { withNewInvite } from '../invites/invite-store.js';
import { takeInjectedCommitFault } from './emulator-fault.js';
import { markHoldFulfilled, readTripIdHold, releaseHoldOfSession } from './trip-id-hold.js';

export type FulfilOutcome =
  | { kind: 'created'; tripId: string }
  | { kind: 'already-fulfilled'; tripId: string }
  | { kind: 'rejected'; reason: RejectReason; tripId?: string };

// Duplicate webhooks and return calls contend for the same two documents; give them room.
const TRANSACTION_ATTEMPTS = 10;

function calendarDay(isoDay: string): Timestamp {
  const millis = isoDayToUtcNoonMillis(isoDay);
  // Validated when the record was written; a bad day here means the record was tampered with.
  if (millis === null) throw new Error(`Stored trip date is not a calendar day: ${isoDay}`);
  return Timestamp.fromMillis(millis);
}

/**
 * The trip as the spec's section 3 lists it. Payment facts stay in the checkout record (no
 * trip reader needs them); the organizer's name and email are the account's.
 */
export function paidTripDocument(record: CheckoutRecord) {
  const { trip } = record;
  return tripDocument(
    {
      tripName: trip.tripName,
      userId: record.uid,
      organizerEmail: record.organizer.email,
      organizerName: record.organizer.firstName,
      destination: trip.destination,
      numPeople: trip.numPeople,
      vibe: trip.vibe,
      startDate: calendarDay(trip.startDate),
      endDate: calendarDay(trip.endDate),
      timingFlex: trip.timingFlex,
      sameOrigin: trip.sameOrigin,
      extraNotes: trip.extraNotes,
      plannedOptions: trip.plannedOptions,
      tripType: trip.tripType,
    },
    FieldValue.serverTimestamp(),
  );
}

/**
 * Fulfils `session` if Stripe's facts agree with the stored record (and, for the browser's
 * call, the caller owns it). Nothing is written for a rejection except a trip id that was
 * taken meanwhile, which marks the checkout 'conflict' for a refund by hand.
 */
export async function fulfilCheckout(db: Firestore, session: SessionFacts, callerUid?: string): Promise<FulfilOutcome> {
  const ref = checkoutRef(db, session.id);
  const injectedFault = await takeInjectedCommitFault(db, session.id);
  let markedConflict = false;
  const outcome = await db.runTransaction(
    async (tx): Promise<FulfilOutcome> => {
      markedConflict = false;
      const snap = await tx.get(ref);
      const record = snap.data() ?? null;
      const decision = decideFulfilment(session, record, callerUid);
      if (!record) return { kind: 'rejected', reason: 'missing-record' };
      const { tripId } = record;
      if (decision.action === 'already-fulfilled') return { kind: 'already-fulfilled', tripId };
      if (decision.action === 'reject') return { kind: 'rejected', reason: decision.reason, tripId };

      const tripRef = tripDocRef(db, tripId);
      const tripSnap = await tx.get(tripRef);
      const hold = await readTripIdHold(tx, db, tripId);
      switch (slotForPaidSession(tripSnap.exists, hold, record.uid, session.id, Date.now())) {
        case 'already-created':
          tx.update(ref, { status: 'fulfilled', fulfilledAt: FieldValue.serverTimestamp() });
          return { kind: 'already-fulfilled', tripId };
        case 'taken':
          tx.update(ref, { status: 'conflict', conflictAt: FieldValue.serverTimestamp() });
          markedConflict = true;
          return { kind: 'rejected', reason: 'conflict', tripId };
        case 'create': {
          // The trip is born with its invite key and the key's invites record (invite-store.ts).
          const trip = withNewInvite(tx, db, tripRef, paidTripDocument(record));
          tx.create(tripRef, trip);
          markHoldFulfilled(tx, db, tripId, session.id);
          // The record's amount and currency are the ones decideFulfilment just matched to Stripe's.
          queuePaymentReceived(db, tx, session.id, tripId, trip, { amount: record.amount, currency: record.currency });
          tx.update(ref, { status: 'fulfilled', fulfilledAt: FieldValue.serverTimestamp() });
          // Emulator-only (see emulator-fault.ts): the document exists, so this commit fails.
          if (injectedFault) tx.create(injectedFault, {});
          return { kind: 'created', tripId };
        }
      }
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );

  if (markedConflict) {
    // Refunds are handled by hand for now: this line is what support searches for.
    logger.error('Paid checkout could not become a trip: the trip id was taken meanwhile. Refund needed.', {
      sessionId: session.id,
      tripId: outcome.tripId,
      amount: session.amount_total,
      currency: session.currency,
    });
  }
  return outcome;
}

/**
 * An async payment failed or the session expired unpaid: a pending record is closed and the
 * trip id its hold kept is free again; nothing else changes.
 */
export async function closeUnpaidCheckout(
  db: Firestore,
  sessionId: string,
  status: 'failed' | 'expired',
): Promise<boolean> {
  const ref = checkoutRef(db, sessionId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('status') !== 'pending') return false;
    const tripId = snap.get('tripId');
    if (typeof tripId === 'string') await releaseHoldOfSession(tx, db, tripId, sessionId);
    tx.update(ref, { status, [`${status}At`]: FieldValue.serverTimestamp() });
    return true;
  });
}
