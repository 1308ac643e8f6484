// Prices as the planners type them ('845.50') and as the plan stores them (minor units of the
// currency: 84550 cents), for the plan editor's and the choice editor's forms.
import { currencyDigits } from '@domain/money-text';

/** How many decimals the currency's minor unit has (2 for an unknown code, refused elsewhere). */
function digitsOf(currency: string): number {
  try {
    return currencyDigits(currency);
  } catch {
    return 2;
  }
}

/** '845.50' in USD -> 84550; '' -> null; anything else -> NaN (refused by the check). */
export function toMinor(text: string, currency: string): number | null {
  if (text.trim() === '') return null;
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return Number.NaN;
  return Math.round(Number(text) * 10 ** digitsOf(currency));
}

/** 84550 in USD -> '845.5'; null -> ''. */
export const fromMinor = (amount: number | null, currency: string) =>
  amount === null ? '' : String(amount / 10 ** digitsOf(currency));
