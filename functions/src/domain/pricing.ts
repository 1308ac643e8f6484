import type { TripType } from './trip.js';

// The server alone decides what a trip costs; the browser only displays these figures.
export const PRICE_CENTS: Record<TripType, number> = { domestic: 2500, international: 5000 };
export const CURRENCY = 'usd';

export function priceForTripType(tripType: TripType): number {
  return PRICE_CENTS[tripType];
}

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}
