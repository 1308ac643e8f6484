// The organizer's tracker (docs/payments.md): each traveler's payment status, never an amount:
// the organizer reads trips/{id}/paymentStatus, which holds a status and nothing else.
import { useEffect, useState } from 'react';
import type { PaymentStatus } from '@domain/trip-money';
import { loadPaymentStatuses } from '../api/money-api';
import { statusLabel } from '../money-words';

export interface TrackedTraveler {
  uid: string;
  name: string;
}

/** The table itself: a row per traveler with their status ("Due" until the money is set). */
export function PaymentStatusTable({
  travelers,
  statuses,
}: {
  travelers: TrackedTraveler[];
  statuses: Map<string, PaymentStatus>;
}) {
  return (
    <table className="money-tracker">
      <thead>
        <tr>
          <th scope="col">Traveler</th>
          <th scope="col">Payment</th>
        </tr>
      </thead>
      <tbody>
        {travelers.map((traveler) => {
          const status = statuses.get(traveler.uid);
          return (
            <tr key={traveler.uid}>
              <th scope="row">{traveler.name}</th>
              <td className={status ? `money-status money-status-${status}` : 'money-status'}>
                {status ? statusLabel(status) : 'Not asked yet'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** "Payments" on the organizer's trip page; nothing before the planners set the trip money. */
export function PaymentTracker({ tripId, travelers }: { tripId: string; travelers: TrackedTraveler[] }) {
  const [statuses, setStatuses] = useState<Map<string, PaymentStatus> | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    loadPaymentStatuses(tripId).then(
      (found) => live && setStatuses(found),
      () => live && setStatuses('failed'),
    );
    return () => {
      live = false;
    };
  }, [tripId]);
  if (statuses === null) return null;
  if (statuses === 'failed')
    return <p role="alert">We couldn&rsquo;t load the travelers&rsquo; payments. Reload the page to try again.</p>;
  if (statuses.size === 0) return null;
  return (
    <section className="card money-section" aria-labelledby="payments-heading">
      <h2 id="payments-heading">Payments</h2>
      <p className="field-hint">
        Each traveler pays their own share to us; amounts stay between them and our planners.
      </p>
      <PaymentStatusTable travelers={travelers} statuses={statuses} />
    </section>
  );
}
