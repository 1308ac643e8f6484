import { describe, expect, it } from 'vitest';
import {
  amountDue,
  buildQuote,
  cancellationRefunds,
  checkoutIdempotencyKey,
  checkTripMoneyInput,
  daysBetween,
  nextSettings,
  policyInWords,
  POLICY_PRESETS,
  refundFor,
  statusAfterPayment,
  type TripMoneyInput,
} from '@domain/trip-money';

const input = (overrides: Partial<TripMoneyInput> = {}): TripMoneyInput => ({
  currency: 'USD',
  deposit: { kind: 'percent', percent: 20 },
  balanceDueDate: '2027-02-01',
  policy: { tiers: POLICY_PRESETS.standard.tiers.map((tier) => ({ ...tier })) },
  ...overrides,
});

const plan = {
  version: 3,
  items: [
    { id: 'flight', title: 'Boston to Denpasar', travelers: ['ana'] },
    { id: 'villa', title: 'Ubud villa', travelers: 'all' as const },
    { id: 'rafting', title: 'Rafting', travelers: ['ana', 'ben'] },
    { id: 'dinner', title: 'Dinner', travelers: 'all' as const },
  ],
};
const price = (perPersonMinor: number | null, totalMinor: number | null, currency = 'USD') => ({
  price: { currency, perPersonMinor, totalMinor },
});

describe('trip money: the quote', () => {
  const settings = nextSettings(null, input(), '2027-03-24');
  const own = {
    flight: price(84_500, null),
    villa: price(null, 300_000),
    rafting: price(null, 10_001),
    dinner: price(5_000, null, 'IDR'),
  };

  it('sums the traveler own items: per-traveler prices as they are, split prices among the item travelers', () => {
    const quote = buildQuote(plan, own, 'ana', 4, settings);
    expect(quote.lines).toEqual([
      { itemId: 'flight', title: 'Boston to Denpasar', basis: 'per-traveler', splitAmong: null, amountMinor: 84_500 },
      { itemId: 'villa', title: 'Ubud villa', basis: 'split', splitAmong: 4, amountMinor: 75_000 },
      { itemId: 'rafting', title: 'Rafting', basis: 'split', splitAmong: 2, amountMinor: 5_001 },
    ]);
    expect(quote.shareMinor).toBe(164_501);
    expect(quote.depositMinor).toBe(32_900);
    expect(quote.balanceMinor).toBe(164_501 - 32_900);
    expect(quote.otherCurrencyItems).toEqual(['Dinner']);
    expect(quote.version).toBe('3.1');
    expect(quote.policyVersion).toBe(1);
  });

  it('leaves out items that do not name the traveler, and caps an amount deposit at the share', () => {
    const small = nextSettings(null, input({ deposit: { kind: 'amount', amountMinor: 1_000_000 } }), '2027-03-24');
    const quote = buildQuote(plan, { villa: own.villa }, 'ben', 4, small);
    expect(quote.lines.map((line) => line.itemId)).toEqual(['villa']);
    expect(quote.depositMinor).toBe(75_000);
    expect(quote.balanceMinor).toBe(0);
  });
});

describe('trip money: settings and policy versions', () => {
  it('accepts a valid body and refuses each malformed field by name', () => {
    expect(checkTripMoneyInput({ ...input() })).toMatchObject({ ok: true });
    const bad: [Record<string, unknown>, string][] = [
      [{ currency: 'usd' }, 'currency'],
      [{ deposit: { kind: 'percent', percent: 0 } }, 'deposit'],
      [{ deposit: { kind: 'percent', percent: 101 } }, 'deposit'],
      [{ deposit: { kind: 'amount', amountMinor: -5 } }, 'deposit'],
      [{ deposit: { kind: 'amount', amountMinor: 5, percent: 3 } }, 'deposit'],
      [{ balanceDueDate: '2027-02-30' }, 'balanceDueDate'],
      [{ policy: { tiers: [] } }, 'policy'],
      [{ policy: { tiers: [{ minDaysBefore: 30, refundPercent: 100 }] } }, 'policy'],
      [
        {
          policy: {
            tiers: [
              { minDaysBefore: 30, refundPercent: 50 },
              { minDaysBefore: 0, refundPercent: 100 },
            ],
          },
        },
        'policy',
      ],
      [{ policy: { tiers: [{ minDaysBefore: 0, refundPercent: 100, extra: 1 }] } }, 'policy'],
    ];
    for (const [override, field] of bad) {
      expect(checkTripMoneyInput({ ...input(), ...override }), JSON.stringify(override)).toMatchObject({
        ok: false,
        field,
      });
    }
  });

  it('versions the policy only when its tiers change, and keeps every version', () => {
    const first = nextSettings(null, input(), '2027-03-24');
    const sameTiers = nextSettings(first, input({ currency: 'EUR' }), '2027-03-24');
    expect(sameTiers.policy.version).toBe(1);
    expect(sameTiers.settingsVersion).toBe(2);
    const changed = nextSettings(
      sameTiers,
      input({ policy: { tiers: [...POLICY_PRESETS.flexible.tiers] } }),
      '2027-03-24',
    );
    expect(changed.policy.version).toBe(2);
    expect(Object.keys(changed.policyHistory)).toEqual(['1', '2']);
    expect(changed.policyHistory['1'].tiers).toEqual(POLICY_PRESETS.standard.tiers);
  });

  it('says the policy in plain words', () => {
    expect(policyInWords(POLICY_PRESETS.standard.tiers)).toEqual([
      'Full refund if you cancel 60 or more days before departure.',
      'Half refund (50%) if you cancel 30–59 days before departure.',
      'No refund if you cancel less than 30 days before departure.',
    ]);
    expect(policyInWords([{ minDaysBefore: 0, refundPercent: 100 }])).toEqual(['Full refund whenever you cancel.']);
  });
});

describe('trip money: refunds and status', () => {
  const tiers = POLICY_PRESETS.standard.tiers;

  it('refunds by the tier of the days before departure, rounding down', () => {
    expect(daysBetween('2026-12-14', '2027-03-24')).toBe(100);
    expect(refundFor(tiers, 32_901, 100)).toEqual({ percent: 100, refundMinor: 32_901 });
    expect(refundFor(tiers, 32_901, 60)).toEqual({ percent: 100, refundMinor: 32_901 });
    expect(refundFor(tiers, 32_901, 59)).toEqual({ percent: 50, refundMinor: 16_450 });
    expect(refundFor(tiers, 32_901, 29)).toEqual({ percent: 0, refundMinor: 0 });
    expect(refundFor(tiers, 32_901, -3)).toEqual({ percent: 0, refundMinor: 0 });
  });

  it('refunds each payment on its own and previews their exact total', () => {
    const receipts = [
      { paymentIntentId: 'pi_1', amountMinor: 1_001 },
      { paymentIntentId: 'pi_2', amountMinor: 3_001 },
    ];
    expect(cancellationRefunds(tiers, receipts, 45)).toEqual({
      percent: 50,
      totalMinor: 500 + 1_500,
      parts: [
        { paymentIntentId: 'pi_1', refundMinor: 500 },
        { paymentIntentId: 'pi_2', refundMinor: 1_500 },
      ],
    });
    expect(cancellationRefunds(tiers, receipts, 10)).toEqual({ percent: 0, totalMinor: 0, parts: [] });
  });

  it('moves from due to deposit paid to paid in full', () => {
    const quote = { shareMinor: 10_000, depositMinor: 2_000 };
    expect(statusAfterPayment(quote, 0)).toBe('due');
    expect(statusAfterPayment(quote, 1_999)).toBe('due');
    expect(statusAfterPayment(quote, 2_000)).toBe('deposit-paid');
    expect(statusAfterPayment(quote, 10_000)).toBe('paid-in-full');
    expect(amountDue(quote, 0, 'deposit')).toBe(2_000);
    expect(amountDue(quote, 2_000, 'deposit')).toBe(0);
    expect(amountDue(quote, 2_000, 'balance')).toBe(8_000);
  });

  it('keys each checkout by trip, traveler, kind, quote version and attempt', () => {
    expect(checkoutIdempotencyKey('bali', 'ana', 'deposit', '3.1', 0)).toBe('trip-money:bali:ana:deposit:3.1:0');
    expect(checkoutIdempotencyKey('bali', 'ana', 'deposit', '3.1', 1)).not.toBe(
      checkoutIdempotencyKey('bali', 'ana', 'deposit', '3.1', 0),
    );
  });
});
