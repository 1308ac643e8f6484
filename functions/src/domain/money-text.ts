// Money as text, as Intl's en-US currency format writes it, written out for the currencies trips
// mostly meet: a page's first Intl.NumberFormat is a long task on a slow phone (it loads the
// number data), and the planner's budget overview and a traveler's plan show money at first
// paint (docs/performance.md). Any other currency, and anything out of the ordinary, goes
// through Intl. tests/unit/money-text.node.test.ts checks every written-out currency against Intl.

/** en-US symbol (with the space Intl puts after a letter code) and decimals of its minor unit. */
const WRITTEN_OUT: Record<string, { symbol: string; digits: number }> = {
  USD: { symbol: '$', digits: 2 },
  EUR: { symbol: '€', digits: 2 },
  GBP: { symbol: '£', digits: 2 },
  JPY: { symbol: '¥', digits: 0 },
  CAD: { symbol: 'CA$', digits: 2 },
  AUD: { symbol: 'A$', digits: 2 },
  CHF: { symbol: 'CHF\u00a0', digits: 2 },
  MXN: { symbol: 'MX$', digits: 2 },
  INR: { symbol: '₹', digits: 2 },
  NZD: { symbol: 'NZ$', digits: 2 },
  IDR: { symbol: 'IDR\u00a0', digits: 0 },
};

/** The currencies written out without Intl. */
export const WRITTEN_OUT_CURRENCIES = Object.keys(WRITTEN_OUT);

/** One formatter per currency and style: making an Intl.NumberFormat costs far more than using one. */
const formats = new Map<string, Intl.NumberFormat>();
function intlFormat(currency: string, wholeUnits: boolean): Intl.NumberFormat {
  const key = `${currency}|${wholeUnits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      'en-US',
      wholeUnits
        ? { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }
        : { style: 'currency', currency },
    );
    formats.set(key, format);
  }
  return format;
}

/** How many decimals the currency's minor unit has (0 for JPY and IDR, 2 for USD). */
export function currencyDigits(currency: string): number {
  return WRITTEN_OUT[currency]?.digits ?? intlFormat(currency, false).resolvedOptions().maximumFractionDigits ?? 2;
}

const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
// Beyond this, integers lose precision and Intl's own rounding is the reference.
const LARGEST_WRITTEN = 1e15;

/** '$1,250' · '€900' · '¥150,000': an amount in whole units (budgets). */
export function wholeMoneyText(amount: number, currency: string): string {
  const written = WRITTEN_OUT[currency];
  if (written && Number.isFinite(amount) && amount >= 0 && amount < LARGEST_WRITTEN)
    return written.symbol + grouped(Math.round(amount));
  return intlFormat(currency, true).format(amount);
}

/** '$1,234.50' · 'IDR 9,000,000': minor units (cents) in the currency's own decimals (prices). */
export function minorMoneyText(amountMinor: number, currency: string): string {
  const written = WRITTEN_OUT[currency];
  if (written && Number.isInteger(amountMinor) && amountMinor >= 0 && amountMinor < LARGEST_WRITTEN) {
    const unit = 10 ** written.digits;
    const whole = grouped(Math.floor(amountMinor / unit));
    return written.digits === 0
      ? written.symbol + whole
      : `${written.symbol}${whole}.${String(amountMinor % unit).padStart(written.digits, '0')}`;
  }
  return intlFormat(currency, false).format(amountMinor / 10 ** currencyDigits(currency));
}
