// The planners' payments CSV (docs/payments.md, "The UI"): one row per traveler with the money
// table's columns, amounts in major units with their currency, through the trip CSV's cell
// rules (quoting, formula guard, BOM; @domain/csv).
import { csvText } from '@domain/csv';
import type { TravelerShare } from '@domain/trip-money';
import { statusLabel } from './money-words';

export const PAYMENTS_CSV_HEADER = [
  'Traveler',
  'Currency',
  'Share',
  'Deposit',
  'Paid',
  'Balance left',
  'Balance due',
  'Status',
  'Refunded',
  'Receipts',
] as const;

const major = (minor: number) => (minor / 100).toFixed(2);

export function paymentsCsv(shares: readonly TravelerShare[], names: ReadonlyMap<string, string>): string {
  const rows = shares.map((share) => {
    const { quote } = share;
    const refunded = share.refunds
      .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
      .reduce((sum, refund) => sum + refund.amountMinor, 0);
    const left = share.status === 'cancelled' ? 0 : Math.max(0, quote.shareMinor - share.paidMinor);
    return [
      names.get(share.uid) ?? share.uid,
      quote.currency,
      major(quote.shareMinor),
      major(quote.depositMinor),
      major(share.paidMinor),
      major(left),
      quote.balanceDueDate,
      statusLabel(share.status),
      major(refunded),
      share.receipts.length,
    ];
  });
  return csvText([[...PAYMENTS_CSV_HEADER], ...rows]);
}

export function paymentsCsvFileName(tripId: string): string {
  return `trip-${tripId}-payments.csv`;
}
