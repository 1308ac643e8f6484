import { describe, expect, it } from 'vitest';
import type { TravelerShare } from '@domain/trip-money';
import { PAYMENTS_CSV_HEADER, paymentsCsv } from '../../src/features/money/payments-csv';

const share = (uid: string, over: Partial<TravelerShare>): TravelerShare =>
  ({
    uid,
    tripId: 'bali',
    quote: {
      version: '1.1',
      currency: 'USD',
      shareMinor: 110_000,
      depositMinor: 22_000,
      balanceMinor: 88_000,
      balanceDueDate: '2027-03-01',
    },
    status: 'deposit-paid',
    paidMinor: 22_000,
    receipts: [{}],
    refunds: [],
    ...over,
  }) as unknown as TravelerShare;

describe('paymentsCsv', () => {
  it('one row per traveler: share, deposit, paid, balance left, due date, status, refunded, receipts', () => {
    const text = paymentsCsv(
      [
        share('a', {}),
        share('b', {
          status: 'cancelled',
          refunds: [
            {
              refundId: 're_1',
              paymentIntentId: 'pi',
              amountMinor: 22_000,
              currency: 'USD',
              status: 'succeeded',
              percent: 100,
            },
          ],
        }),
        share('c', { status: 'overdue' }),
      ],
      new Map([
        ['a', 'Ana'],
        ['b', '=Ben'],
      ]),
    );
    const lines = text.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(PAYMENTS_CSV_HEADER.join(','));
    expect(lines[1]).toBe('Ana,USD,1100.00,220.00,220.00,880.00,2027-03-01,Deposit paid,0.00,1');
    // A name a spreadsheet would run as a formula is kept as text.
    expect(lines[2]).toBe("'=Ben,USD,1100.00,220.00,220.00,0.00,2027-03-01,Cancelled,220.00,1");
    expect(lines[3]).toBe('c,USD,1100.00,220.00,220.00,880.00,2027-03-01,Overdue,0.00,1');
  });

  it('amounts in the currency’s own decimals: rupiah have none', () => {
    const quote = {
      version: '1.1',
      currency: 'IDR',
      shareMinor: 4_500_000,
      depositMinor: 900_000,
      balanceMinor: 3_600_000,
      balanceDueDate: '2027-03-01',
    };
    const text = paymentsCsv(
      [share('a', { quote: quote as unknown as TravelerShare['quote'], paidMinor: 900_000 })],
      new Map([['a', 'Ana']]),
    );
    expect(text.replace('\uFEFF', '').trimEnd().split('\r\n')[1]).toBe(
      'Ana,IDR,4500000,900000,900000,3600000,2027-03-01,Deposit paid,0,1',
    );
  });
});
