// The planners' money table (docs/payments.md): per traveler, their share, deposit, what they
// paid, the balance left, their status and any refund. Planners read every share.
import type { TravelerShare } from '@domain/trip-money';
import { money, REFUND_LABELS, statusLabel } from '../money-words';

export function MoneyTable({ shares, names }: { shares: TravelerShare[]; names: Map<string, string> }) {
  if (shares.length === 0) return <p>No shares yet: save the trip money to quote every traveler.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Money per traveler">
      <table className="money-table">
        <thead>
          <tr>
            <th scope="col">Traveler</th>
            <th scope="col">Share</th>
            <th scope="col">Deposit</th>
            <th scope="col">Paid</th>
            <th scope="col">Balance left</th>
            <th scope="col">Status</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          {shares.map((share) => {
            const { currency } = share.quote;
            const refunded = share.refunds.reduce((sum, refund) => sum + refund.amountMinor, 0);
            return (
              <tr key={share.uid}>
                <th scope="row">{names.get(share.uid) ?? share.uid}</th>
                <td>{money(share.quote.shareMinor, currency)}</td>
                <td>{money(share.quote.depositMinor, currency)}</td>
                <td>{money(share.paidMinor, currency)}</td>
                <td>
                  {share.status === 'cancelled'
                    ? '—'
                    : money(Math.max(0, share.quote.shareMinor - share.paidMinor), currency)}
                </td>
                <td>{statusLabel(share.status)}</td>
                <td>
                  {share.refunds.length === 0
                    ? '—'
                    : `${money(refunded, currency)} (${share.refunds.map((refund) => REFUND_LABELS[refund.status]).join(', ')})`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
