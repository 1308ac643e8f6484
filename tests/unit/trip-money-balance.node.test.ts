import { describe, expect, it } from 'vitest';
import {
  BALANCE_REMINDER_DAYS,
  balanceChargeKey,
  balanceStep,
  overdueCheckoutKey,
  type BalanceCharge,
} from '@domain/trip-money-balance';
import type { PaymentStatus } from '@domain/trip-money';

const DUE = '2027-03-01';
const share = (status: PaymentStatus, paidMinor = 2_000, balanceCharge: BalanceCharge | null = null) => ({
  status,
  paidMinor,
  quote: { shareMinor: 10_000, balanceDueDate: DUE, version: '1.1' },
  balanceCharge,
});
const failed = (round: number, quoteVersion = '1.1'): BalanceCharge => ({
  round,
  quoteVersion,
  outcome: 'failed',
  failure: 'card_declined',
  day: DUE,
});

describe('balanceStep', () => {
  it('reminds within the window before the due date, and not earlier', () => {
    expect(balanceStep(share('deposit-paid'), '2027-02-21')).toEqual({ kind: 'none' });
    expect(balanceStep(share('deposit-paid'), '2027-02-22')).toEqual({ kind: 'remind' });
    expect(BALANCE_REMINDER_DAYS).toBe(7);
    expect(balanceStep(share('deposit-paid'), '2027-02-28')).toEqual({ kind: 'remind' });
  });

  it('charges on the due date (or the first run after), once per round, every two days after a failure', () => {
    expect(balanceStep(share('deposit-paid'), DUE)).toEqual({ kind: 'charge', round: 0 });
    expect(balanceStep(share('deposit-paid'), '2027-03-02')).toEqual({ kind: 'charge', round: 0 });
    expect(balanceStep(share('overdue', 2_000, failed(0)), DUE)).toEqual({ kind: 'none' });
    expect(balanceStep(share('overdue', 2_000, failed(0)), '2027-03-02')).toEqual({ kind: 'none' });
    expect(balanceStep(share('overdue', 2_000, failed(0)), '2027-03-03')).toEqual({ kind: 'charge', round: 1 });
    expect(balanceStep(share('overdue', 2_000, failed(1)), '2027-03-04')).toEqual({ kind: 'none' });
    expect(balanceStep(share('overdue', 2_000, failed(1)), '2027-03-05')).toEqual({ kind: 'charge', round: 2 });
  });

  it('charges a changed quote again from its own round', () => {
    expect(balanceStep(share('overdue', 2_000, failed(0, '1.0')), DUE)).toEqual({ kind: 'charge', round: 0 });
  });

  it('leaves alone whoever has no saved card, nothing left to pay, or cancelled', () => {
    expect(balanceStep(share('due', 0), DUE)).toEqual({ kind: 'none' });
    expect(balanceStep(share('paid-in-full', 10_000), DUE)).toEqual({ kind: 'none' });
    expect(balanceStep(share('cancelled'), DUE)).toEqual({ kind: 'none' });
    expect(balanceStep(share('deposit-paid', 10_000), DUE)).toEqual({ kind: 'none' });
  });

  it('keys each charge and each pay link by trip, traveler, balance, quote version and round', () => {
    expect(balanceChargeKey('bali', 'u1', '1.1', 0)).toBe('trip-money:bali:u1:balance:1.1:charge-0');
    expect(overdueCheckoutKey('bali', 'u1', '1.1', 2)).toBe('trip-money:bali:u1:balance:1.1:overdue-2');
  });
});
