// The balance of trip money (docs/payments.md, "The balance"): what the daily job does for one
// traveler's share on a given day: remind them some days before the due date, charge the card
// saved with their deposit on the date, and after a failure try again every two days. Pure:
// the job (functions/src/money/balance-run.ts) reads the shares and acts on these answers.
import { daysBetween, type PaymentStatus, type Quote } from './trip-money.js';

/** The job runs daily at this hour, UTC (deployed, and in `npm start`'s local schedule). */
export const BALANCE_HOUR_UTC = 8;
/** The reminder email goes this many days before the due date (or on the first run after). */
export const BALANCE_REMINDER_DAYS = 7;
/** After a failed charge, the saved card is tried again every this many days. */
export const BALANCE_RETRY_DAYS = 2;

/** The last off-session charge of the balance the job made, kept on the share. */
export interface BalanceCharge {
  /** 0 on the due date, then 1, 2 … every BALANCE_RETRY_DAYS days after it. */
  round: number;
  /** The quote the charge was for: a changed quote is charged again from its own round. */
  quoteVersion: string;
  outcome: 'succeeded' | 'failed';
  /** Stripe's code for a failure: card_declined, authentication_required … */
  failure: string | null;
  /** The calendar day (UTC) of the attempt. */
  day: string;
}

export type BalanceStep = { kind: 'none' } | { kind: 'remind' } | { kind: 'charge'; round: number };

/** Statuses whose balance the job looks after: a deposit paid (card saved), or a failed charge. */
const CHARGEABLE: readonly PaymentStatus[] = ['deposit-paid', 'overdue'];

/** What the job does today ('YYYY-MM-DD', UTC) for a share. */
export function balanceStep(
  share: {
    status: PaymentStatus;
    paidMinor: number;
    quote: Pick<Quote, 'shareMinor' | 'balanceDueDate' | 'version'>;
    balanceCharge?: BalanceCharge | null;
  },
  today: string,
): BalanceStep {
  if (!CHARGEABLE.includes(share.status) || share.paidMinor <= 0) return { kind: 'none' };
  if (share.quote.shareMinor - share.paidMinor <= 0) return { kind: 'none' };
  const daysLeft = daysBetween(today, share.quote.balanceDueDate);
  if (daysLeft > 0) return daysLeft <= BALANCE_REMINDER_DAYS ? { kind: 'remind' } : { kind: 'none' };
  const round = Math.floor((0 - daysLeft) / BALANCE_RETRY_DAYS) || 0; // never -0
  const last = share.balanceCharge;
  if (last && last.quoteVersion === share.quote.version && last.round >= round) return { kind: 'none' };
  return { kind: 'charge', round };
}

/**
 * Stripe's idempotency key of one off-session charge: per trip, traveler, 'balance', quote
 * version and round, so a repeated or overlapping run charges once (Stripe replays its answer).
 */
export function balanceChargeKey(tripId: string, uid: string, quoteVersion: string, round: number): string {
  return `trip-money:${tripId}:${uid}:balance:${quoteVersion}:charge-${round}`;
}

/** The key of the Checkout Session a failed charge emails (the pay link of that round). */
export function overdueCheckoutKey(tripId: string, uid: string, quoteVersion: string, round: number): string {
  return `trip-money:${tripId}:${uid}:balance:${quoteVersion}:overdue-${round}`;
}
