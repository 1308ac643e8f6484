import { describe, expect, it } from 'vitest';
import { CURRENCY, PRICE_CENTS, formatUsd, priceForTripType } from '@domain/pricing';

describe('pricing', () => {
  it('charges 2500 cents for domestic and 5000 for international trips, in USD', () => {
    expect(priceForTripType('domestic')).toBe(2500);
    expect(priceForTripType('international')).toBe(5000);
    expect(PRICE_CENTS).toEqual({ domestic: 2500, international: 5000 });
    expect(CURRENCY).toBe('usd');
  });

  it('formats cents as dollars', () => {
    expect(formatUsd(2500)).toBe('$25');
    expect(formatUsd(5000)).toBe('$50');
    expect(formatUsd(1999)).toBe('$19.99');
  });
});
