// Money written out without Intl (functions/src/domain/money-text.ts) must read exactly as
// Intl's en-US currency format: budgets in whole units, plan prices in minor units.
import { describe, expect, it } from 'vitest';
import { currencyDigits, minorMoneyText, wholeMoneyText, WRITTEN_OUT_CURRENCIES } from '@domain/money-text';

const intl = (currency: string, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, ...options });

describe('money as text', () => {
  it('writes whole units exactly as Intl does, for every written-out currency', () => {
    const amounts = [0, 0.4, 0.5, 1, 9.5, 12, 999, 999.5, 1000, 1234.49, 25000, 100000, 999999.5, 1234567, 98765432109];
    for (const currency of WRITTEN_OUT_CURRENCIES) {
      const whole = intl(currency, { maximumFractionDigits: 0, minimumFractionDigits: 0 });
      for (const amount of amounts) expect(wholeMoneyText(amount, currency)).toBe(whole.format(amount));
    }
  });

  it('writes minor units in the currency’s own decimals exactly as Intl does', () => {
    const minors = [0, 1, 5, 10, 99, 100, 105, 84_550, 123_456_789, 9_000_000, 99_999_999];
    for (const currency of WRITTEN_OUT_CURRENCIES) {
      const format = intl(currency);
      const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
      expect(currencyDigits(currency)).toBe(digits);
      for (const minor of minors) expect(minorMoneyText(minor, currency)).toBe(format.format(minor / 10 ** digits));
    }
    expect(minorMoneyText(84_550, 'USD')).toBe('$845.50');
    expect(minorMoneyText(9_000_000, 'IDR')).toBe('IDR\u00a09,000,000');
  });

  it('leaves any other currency, and negative amounts, to Intl', () => {
    expect(wholeMoneyText(-2.5, 'USD')).toBe('-$3');
    expect(wholeMoneyText(1200, 'SEK')).toBe(intl('SEK', { maximumFractionDigits: 0 }).format(1200));
    expect(minorMoneyText(123_45, 'SEK')).toBe(intl('SEK').format(123.45));
    expect(currencyDigits('KWD')).toBe(3);
    expect(() => currencyDigits('not a code')).toThrow(RangeError);
  });
});
