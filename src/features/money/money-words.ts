// Words of trip money the views share: amounts, statuses, refund states.
import { localDateToIsoDay } from '@domain/calendar-day';
import { minorMoneyText } from '@domain/money-text';
import { PAYMENT_STATUS_LABELS, type PaymentStatus, type RefundStatus } from '@domain/trip-money';
import { formatLongDay } from '@/ui/written-dates';

export const money = (amountMinor: number, currency: string) => minorMoneyText(amountMinor, currency);

export const statusLabel = (status: PaymentStatus) => PAYMENT_STATUS_LABELS[status];

export const REFUND_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund pending',
  requires_action: 'Refund pending',
  succeeded: 'Refunded',
  failed: 'Refund failed',
  canceled: 'Refund failed',
};

/** 'Friday, 27 November 2026' for a stored 'YYYY-MM-DD'. */
export const day = (isoDay: string) => formatLongDay(isoDay);

/** A receipt's date: the calendar day it was paid, in the reader's time zone. */
export function paidOn(millis: number): string {
  return formatLongDay(localDateToIsoDay(new Date(millis)));
}
