// Budgets are free text. Read the answers that are plainly an amount or a range
// ('$800', '$800-1,200', '1000 USD', '€900', 'around 1k') and summarise the group: lowest,
// median, highest. Anything we are not sure about is listed as unreadable rather than
// guessed, so a planner never sees a wrong number. Pure: no Firebase, no React.
// The reading rules (ranges, hedges, dollars by default, currencies never mixed) are listed in
// README "What Tripwise does beyond the spec" and pinned by tests/unit/budget-summary.node.test.ts.
import type { TripResponse } from '@/lib/models';
import { compareText } from '@domain/text-order';

export type BudgetAnswer = Pick<TripResponse, 'uid' | 'name' | 'budget' | 'budgetAmount' | 'budgetCurrency'>;

export type ReadBudget =
  { readable: true; currency: string; low: number; high: number; currencyAssumed: boolean } | { readable: false };

export interface CurrencySummary {
  currency: string;
  /** Travelers whose budget is in this currency. */
  count: number;
  lowest: number;
  median: number;
  highest: number;
  lowestBy: string[];
  highestBy: string[];
}

export interface BudgetSummary {
  /** Most travelers first; ties: USD, then alphabetical. */
  byCurrency: CurrencySummary[];
  unreadable: BudgetAnswer[];
}

// Longest markers first so 'us$' wins over '$'.
const CURRENCY_MARKERS: Array<[string, string]> = [
  ['us$', 'USD'],
  ['ca$', 'CAD'],
  ['c$', 'CAD'],
  ['au$', 'AUD'],
  ['a$', 'AUD'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
];
const CURRENCY_WORDS: Record<string, string> = {
  usd: 'USD',
  dollar: 'USD',
  dollars: 'USD',
  bucks: 'USD',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  gbp: 'GBP',
  pound: 'GBP',
  pounds: 'GBP',
  jpy: 'JPY',
  yen: 'JPY',
  cad: 'CAD',
  aud: 'AUD',
  chf: 'CHF',
  mxn: 'MXN',
  inr: 'INR',
  nzd: 'NZD',
};
// Words that may surround an amount without changing what it means.
const FILLER_WORDS = new Set([
  'around',
  'about',
  'approx',
  'approximately',
  'roughly',
  'circa',
  'ca',
  'ish',
  'maybe',
  'max',
  'maximum',
  'up',
  'to',
  'under',
  'below',
  'less',
  'than',
  'no',
  'more',
  'at',
  'most',
  'least',
  'min',
  'minimum',
  'over',
  'between',
  'and',
  'total',
  'in',
  'per',
  'person',
  'pp',
  'each',
  'budget',
  'is',
  'my',
  'of',
  'the',
  'a',
  // "€1,100 all in", "all-inclusive", "everything included": the whole trip, which is what a
  // budget means anyway (issue 46).
  'all',
  'inclusive',
  'incl',
  'included',
  'everything',
]);
const RATE = /(\/|\bper\b|\ba\b|\beach\b)\s*(night|nite|day|week|month)s?\b|\bnightly\b|\bdaily\b|\bweekly\b/;
// 1,200 · 1.200 · 1200.50 · 1.5 — a separator followed by exactly three digits groups thousands.
const NUMBER = /\d+(?:[.,]\d+)*/g;

function parseNumber(text: string): number | null {
  const parts = text.split(/[.,]/);
  if (parts.length === 1) return Number(parts[0]);
  const last = parts[parts.length - 1];
  const groups = parts.slice(1, last.length === 3 ? parts.length : -1);
  if (groups.some((g) => g.length !== 3)) return null;
  if (parts.length > 2 && last.length !== 3 && last.length > 2) return null;
  const whole = Number([parts[0], ...groups].join(''));
  if (last.length === 3) return whole;
  if (last.length > 2) return null;
  return whole + Number(`0.${last}`);
}

export function readBudget(budget: string): ReadBudget {
  const unreadable: ReadBudget = { readable: false };
  let text = budget
    .toLowerCase()
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text || RATE.test(text)) return unreadable;

  const currencies = new Set<string>();
  for (const [marker, code] of CURRENCY_MARKERS) {
    while (text.includes(marker)) {
      currencies.add(code);
      text = text.replace(marker, ' ');
    }
  }

  // Numbers (with an optional k for thousands, e.g. '1.5k'), in order.
  const amounts: number[] = [];
  const thousands: boolean[] = [];
  const gaps: string[] = [];
  let cursor = 0;
  for (const match of text.matchAll(new RegExp(`${NUMBER.source}(\\s?k\\b)?`, 'g'))) {
    const value = parseNumber(match[0].replace(/\s?k$/, ''));
    if (value === null) return unreadable;
    gaps.push(text.slice(cursor, match.index));
    amounts.push(value);
    thousands.push(Boolean(match[1]));
    cursor = (match.index ?? 0) + match[0].length;
  }
  gaps.push(text.slice(cursor));
  if (amounts.length === 0 || amounts.length > 2) return unreadable;

  // Two numbers must be a range: only a dash, 'to' or 'and' between them.
  if (amounts.length === 2 && !/^\s*(-|to|and)\s*$/.test(gaps[1].replace(/[~+]/g, ''))) return unreadable;

  // Everything else must be a currency word or a harmless filler word.
  const outside = [gaps[0], gaps[amounts.length]].join(' ');
  for (const word of outside.split(/[^a-z]+/).filter(Boolean)) {
    if (CURRENCY_WORDS[word]) currencies.add(CURRENCY_WORDS[word]);
    else if (!FILLER_WORDS.has(word)) return unreadable;
  }
  if (/[^a-z\s~+\-:.,()]/.test(outside.replace(/-/g, ''))) return unreadable;
  if (currencies.size > 1) return unreadable;

  // '1-2k' means 1,000-2,000: a small bare number next to a k-number takes the k too.
  const values = amounts.map((value, i) => {
    const k = thousands[i] || (amounts.length === 2 && thousands[1 - i] && value < 100);
    return k ? value * 1000 : value;
  });
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (low <= 0) return unreadable;
  const [currency] = currencies.size ? [...currencies] : ['USD'];
  return { readable: true, currency, low, high, currencyAssumed: currencies.size === 0 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summariseBudgets(answers: BudgetAnswer[]): BudgetSummary {
  const groups = new Map<string, Array<{ answer: BudgetAnswer; low: number; high: number }>>();
  const unreadable: BudgetAnswer[] = [];
  for (const answer of answers) {
    // An amount given with its currency is counted as given; the text is read otherwise.
    const read: ReadBudget =
      answer.budgetAmount !== undefined && answer.budgetCurrency
        ? {
            readable: true,
            currency: answer.budgetCurrency,
            low: answer.budgetAmount,
            high: answer.budgetAmount,
            currencyAssumed: false,
          }
        : readBudget(answer.budget);
    if (!read.readable) {
      unreadable.push(answer);
      continue;
    }
    const list = groups.get(read.currency) ?? [];
    list.push({ answer, low: read.low, high: read.high });
    groups.set(read.currency, list);
  }

  const byCurrency = [...groups.entries()].map(([currency, list]): CurrencySummary => {
    const lowest = Math.min(...list.map((b) => b.low));
    const highest = Math.max(...list.map((b) => b.high));
    return {
      currency,
      count: list.length,
      lowest,
      median: median(list.map((b) => (b.low + b.high) / 2)),
      highest,
      lowestBy: list
        .filter((b) => b.low === lowest)
        .map((b) => b.answer.name)
        .sort(),
      highestBy: list
        .filter((b) => b.high === highest)
        .map((b) => b.answer.name)
        .sort(),
    };
  });
  byCurrency.sort(
    (a, b) =>
      b.count - a.count ||
      Number(b.currency === 'USD') - Number(a.currency === 'USD') ||
      compareText(a.currency, b.currency),
  );
  return { byCurrency, unreadable: [...unreadable].sort((a, b) => compareText(a.name, b.name)) };
}
