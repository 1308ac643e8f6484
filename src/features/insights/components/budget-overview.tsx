import { useId, useMemo } from 'react';
import { formatMoney, summariseBudgets, type BudgetAnswer } from '../budget-summary';
import '../insights.css';

const CURRENCY_NAMES: Record<string, string> = {
  USD: 'US dollars',
  EUR: 'euros',
  GBP: 'pounds',
  JPY: 'yen',
  CAD: 'Canadian dollars',
  AUD: 'Australian dollars',
};

const answersWord = (n: number) => (n === 1 ? '1 answer' : `${n} answers`);

/** Lowest, median and highest budget per currency (never converted), and what could not be read. */
export function BudgetOverview({ answers }: { answers: BudgetAnswer[] }) {
  const headingId = useId();
  const { byCurrency, unreadable } = useMemo(() => summariseBudgets(answers), [answers]);
  const [main, ...others] = byCurrency;

  return (
    <section className="card insight-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Budget at a glance</h2>
      {!main && <p>No budget could be read as an amount.</p>}
      {main && (
        <>
          <p className="muted">
            From {main.count} of {answers.length} answers, in {CURRENCY_NAMES[main.currency] ?? main.currency}. Ranges
            count their low end as lowest, high end as highest and middle for the median.
          </p>
          <dl className="budget-stats">
            <div>
              <dt>Lowest</dt>
              <dd>{`${formatMoney(main.lowest, main.currency)} (${main.lowestBy.join(', ')})`}</dd>
            </div>
            <div>
              <dt>Median</dt>
              <dd>{formatMoney(main.median, main.currency)}</dd>
            </div>
            <div>
              <dt>Highest</dt>
              <dd>{`${formatMoney(main.highest, main.currency)} (${main.highestBy.join(', ')})`}</dd>
            </div>
          </dl>
        </>
      )}
      {others.length > 0 && (
        <ul className="budget-others">
          {others.map((group) => (
            <li key={group.currency}>
              {`Also in ${CURRENCY_NAMES[group.currency] ?? group.currency} (${answersWord(group.count)}, not converted): lowest ${formatMoney(group.lowest, group.currency)}, median ${formatMoney(group.median, group.currency)}, highest ${formatMoney(group.highest, group.currency)}.`}
            </li>
          ))}
        </ul>
      )}
      {unreadable.length > 0 && (
        <>
          <p className="budget-unreadable-title">Could not be read as an amount:</p>
          <ul className="budget-unreadable">
            {unreadable.map((answer) => (
              <li key={answer.uid}>{`${answer.name}: “${answer.budget}”`}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
