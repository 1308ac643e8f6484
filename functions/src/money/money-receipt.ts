// The receipt email of a trip-money payment, created in the same transaction that records the
// payment (keyed by its PaymentIntent), so however often fulfilment runs it is queued once.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { PaymentKind } from '../domain/trip-money.js';
import { outboxDocument } from '../email/outbox.js';
import { outboxId } from '../email/outbox-id.js';
import { outboxRef } from '../firestore-refs.js';
import { adminAuth } from '../http/firebase-admin.js';
import { verifiedEmailOfRecord } from '../http/verified-email.js';

/** The traveler's verified address, or null (no account, unverified, Auth unreachable). */
export async function travelerEmail(uid: string): Promise<string | null> {
  try {
    return verifiedEmailOfRecord(await adminAuth().getUser(uid));
  } catch {
    return null;
  }
}

export function queueReceipt(
  db: Firestore,
  tx: Transaction,
  to: string | null,
  receipt: {
    uid: string;
    tripId: string;
    tripName: string;
    kind: PaymentKind;
    amountMinor: number;
    currency: string;
    cardLast4: string | null;
    paymentIntentId: string;
  },
): void {
  if (!to) return;
  const id = outboxId('trip-money-receipt', receipt.paymentIntentId);
  tx.create(
    outboxRef(db, id),
    outboxDocument({
      id,
      to,
      uid: receipt.uid,
      template: 'trip-money-receipt',
      props: {
        tripId: receipt.tripId,
        tripName: receipt.tripName,
        kind: receipt.kind,
        amountMinor: receipt.amountMinor,
        currency: receipt.currency,
        paidAt: new Date().toISOString(),
        cardLast4: receipt.cardLast4,
        paymentReference: receipt.paymentIntentId,
      },
      category: 'transactional',
    }),
  );
}
