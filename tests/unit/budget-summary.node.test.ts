import { describe, expect, it } from 'vitest';
import { readBudget, summariseBudgets, type BudgetAnswer } from '../../src/features/insights/budget-summary';
import { wholeMoneyText } from '@domain/money-text';

const usd = (low: number, high = low) => ({ readable: true, currency: 'USD', low, high });

describe('reading a budget answer', () => {
  it.each([
    ['$800', usd(800)],
    ['$1,800', usd(1800)],
    ['1800', usd(1800)],
    ['$800-1,200', usd(800, 1200)],
    ['$800–$1,200', usd(800, 1200)],
    ['$800 - $1,200', usd(800, 1200)],
    ['800 to 1200 dollars', usd(800, 1200)],
    ['between $800 and $1,200', usd(800, 1200)],
    ['$1,200-800', usd(800, 1200)],
    ['1000 USD', usd(1000)],
    ['USD 1000', usd(1000)],
    ['US$1,000', usd(1000)],
    ['around 1k', usd(1000)],
    ['about $1.5k', usd(1500)],
    ['~$2000', usd(2000)],
    ['$2k+', usd(2000)],
    ['1000ish', usd(1000)],
    ['1-2k', usd(1000, 2000)],
    ['800-1.2k', usd(800, 1200)],
    ['5k-10k', usd(5000, 10000)],
    ['up to $2,000', usd(2000)],
    ['no more than 2000 total', usd(2000)],
    ['$1,250.50', usd(1250.5)],
  ])('%s is read', (text, expected) => {
    expect(readBudget(text)).toMatchObject(expected);
  });

  it.each([
    ['€900', 'EUR', 900, 900],
    ['900 EUR', 'EUR', 900, 900],
    ['€1.200', 'EUR', 1200, 1200],
    ['1.200,50 €', 'EUR', 1200.5, 1200.5],
    ['£700-900', 'GBP', 700, 900],
    ['¥150,000', 'JPY', 150000, 150000],
    ['C$1,100', 'CAD', 1100, 1100],
    ['200000 yen', 'JPY', 200000, 200000],
    ['€1,100 all in', 'EUR', 1100, 1100],
    ['1100 euros, all-inclusive', 'EUR', 1100, 1100],
  ])('%s keeps its own currency', (text, currency, low, high) => {
    expect(readBudget(text)).toEqual({ readable: true, currency, low, high, currencyAssumed: false });
  });

  it('says when the currency was assumed (nothing written means US dollars)', () => {
    expect(readBudget('1500')).toMatchObject({ currencyAssumed: true, currency: 'USD' });
    expect(readBudget('$1500')).toMatchObject({ currencyAssumed: false, currency: 'USD' });
  });

  it.each([
    [''],
    ['   '],
    ['flexible'],
    ['whatever works'],
    ['cheap!'],
    ['$100/night'],
    ['$150 per night'],
    ['80 a day'],
    ['$800, maybe $1,000'],
    ['$800 for flights only'],
    ['$800 flights + $1,200 hotel'],
    ['$500 or €450'],
    ['1000 EUR / 1100 USD'],
    ['$0'],
    ['1, 2, 3'],
    ['1,2345'],
    ['2 kids, $3000'],
  ])('%j is unreadable', (text) => {
    expect(readBudget(text)).toEqual({ readable: false });
  });
});

function answers(...budgets: Array<[string, string]>): BudgetAnswer[] {
  return budgets.map(([name, budget]) => ({ uid: name.toLowerCase(), name, budget }));
}

describe('the group summary', () => {
  it('lowest, median and highest, with the ranges split sensibly, and the unreadable listed', () => {
    const summary = summariseBudgets(
      answers(['Ana', '$2,000-2,500'], ['Ben', '$1,800'], ['Dana', '1500 USD'], ['Eli', 'whatever works']),
    );
    expect(summary.byCurrency).toEqual([
      { currency: 'USD', count: 3, lowest: 1500, median: 1800, highest: 2500, lowestBy: ['Dana'], highestBy: ['Ana'] },
    ]);
    expect(summary.unreadable).toEqual([{ uid: 'eli', name: 'Eli', budget: 'whatever works' }]);
  });

  it('the median of an even count is the mean of the middle two; a range counts as its midpoint', () => {
    const summary = summariseBudgets(answers(['A', '$1,000'], ['B', '$1,500-2,500'], ['C', '$3,000'], ['D', '$1,200']));
    expect(summary.byCurrency[0]).toMatchObject({ lowest: 1000, median: 1600, highest: 3000 });
  });

  it('ties name everyone at the edge', () => {
    const summary = summariseBudgets(answers(['A', '$1,000'], ['B', '1000'], ['C', '$2,000']));
    expect(summary.byCurrency[0].lowestBy).toEqual(['A', 'B']);
  });

  it('a single traveler is lowest, median and highest at once', () => {
    expect(summariseBudgets(answers(['Solo', '$900'])).byCurrency[0]).toMatchObject({
      count: 1,
      lowest: 900,
      median: 900,
      highest: 900,
    });
  });

  it('never mixes currencies: one statistic per currency, the one most travelers used first', () => {
    const summary = summariseBudgets(
      answers(['A', '€900'], ['B', '$1,000'], ['C', '€1,100'], ['D', '€1,000-1,400'], ['E', '£800']),
    );
    expect(summary.byCurrency.map((c) => [c.currency, c.count, c.lowest, c.median, c.highest])).toEqual([
      ['EUR', 3, 900, 1100, 1400],
      ['USD', 1, 1000, 1000, 1000],
      ['GBP', 1, 800, 800, 800],
    ]);
  });

  it('a tie in count puts US dollars first', () => {
    expect(summariseBudgets(answers(['A', '€900'], ['B', '$1,000'])).byCurrency.map((c) => c.currency)).toEqual([
      'USD',
      'EUR',
    ]);
  });

  it('nothing readable: no statistic, everything listed', () => {
    const summary = summariseBudgets(answers(['B', 'depends'], ['A', 'not sure']));
    expect(summary.byCurrency).toEqual([]);
    expect(summary.unreadable.map((u) => u.name)).toEqual(['A', 'B']);
    expect(summariseBudgets([])).toEqual({ byCurrency: [], unreadable: [] });
  });

  it('counts an amount given with its currency in that currency, whatever the note says (issue 46)', () => {
    const summary = summariseBudgets([
      { uid: 'ana', name: 'Ana', budget: 'all in, flights too', budgetAmount: 1100, budgetCurrency: 'EUR' },
      { uid: 'ben', name: 'Ben', budget: '€900' },
      { uid: 'cy', name: 'Cy', budget: '$1,000' },
    ]);
    expect(summary.byCurrency[0]).toMatchObject({ currency: 'EUR', count: 2, lowest: 900, highest: 1100 });
    expect(summary.byCurrency[1]).toMatchObject({ currency: 'USD', count: 1 });
    expect(summary.unreadable).toEqual([]);
  });

  it('formats money in its own currency, in whole units', () => {
    expect(wholeMoneyText(1800, 'USD')).toBe('$1,800');
    expect(wholeMoneyText(1900.5, 'USD')).toBe('$1,901');
    expect(wholeMoneyText(900, 'EUR')).toBe('€900');
    expect(wholeMoneyText(150000, 'JPY')).toBe('¥150,000');
  });
});
