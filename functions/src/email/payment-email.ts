// The payment-received email, queued in the same transaction that creates the paid trip, so a
// trip never exists without it and a repeated fulfilment (webhook + return) queues it once.
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import { outboxRef } from '../firestore-refs.js';
import { outboxDocument } from './outbox.js';
import { outboxId } from './outbox-id.js';
import { isEmailAddress } from './safe-text.js';
import { tripFacts } from './trip-facts.js';

/** Adds outbox/paid-{sessionId} to the transaction; nothing when the trip has no usable address. */
export function queuePaymentReceived(
  db: Firestore,
  tx: Transaction,
  sessionId: string,
  tripId: string,
  tripData: DocumentData,
  payment: { amount: number; currency: string },
): void {
  const trip = tripFacts(tripId, tripData);
  if (!isEmailAddress(trip.organizerEmail)) return;
  const id = outboxId('paid', sessionId);
  tx.create(
    outboxRef(db, id),
    outboxDocument({
      id,
      to: trip.organizerEmail,
      uid: trip.organizerUid || null,
      template: 'payment-received',
      props: {
        tripId,
        tripName: trip.tripName,
        organizerName: trip.organizerName,
        destination: trip.destination,
        startDay: trip.startDay,
        endDay: trip.endDay,
        inviteKey: trip.inviteKey,
        amount: payment.amount,
        currency: payment.currency,
        paidAt: new Date().toISOString(),
        paymentReference: sessionId,
      },
      category: 'transactional',
    }),
  );
}
