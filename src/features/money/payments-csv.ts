// The planners' payments CSV (docs/payments.md, "The UI"): one row per traveler with the money
// table's columns, amounts in major units with their currency, through the trip CSV's cell
// rules (quoting, formula guard, BOM; @domain/csv).
import { csvText } from '@domain/csv';
import { currencyDigits } from '@domain/money-text';
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

/** Minor units in the currency's own decimals: 1100.00 USD, 4500000 IDR (no cents). */
const major = (minor: number, currency: string) => {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

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
      major(quote.shareMinor, quote.currency),
      major(quote.depositMinor, quote.currency),
      major(share.paidMinor, quote.currency),
      major(left, quote.currency),
      quote.balanceDueDate,
      statusLabel(share.status),
      major(refunded, quote.currency),
      share.receipts.length,
    ];
  });
  return csvText([[...PAYMENTS_CSV_HEADER], ...rows]);
}

export function paymentsCsvFileName(tripId: string): string {
  return `trip-${tripId}-payments.csv`;
}
