import { useId, useMemo, useState } from 'react';
import { wholeMoneyText } from '@domain/money-text';
import { summariseBudgets, type BudgetAnswer } from '../budget-summary';
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

const travelersWord = (n: number) => (n === 1 ? '1 traveler' : `${n} travelers`);

/**
 * One figure, big, and how many travelers gave it; their names on demand (a group of twelve with
 * equal budgets would otherwise fill every box with twelve names). The names follow the amount in
 * the same dd, in parentheses, so the pair reads as one answer ("$1,500 (Dana Kim)").
 */
function BudgetStat({ term, amount, people }: { term: string; amount: string; people?: string[] }) {
  const [showNames, setShowNames] = useState(false);
  const namesId = useId();
  return (
    <div className="budget-stat">
      <dt>{term}</dt>
      <dd className="budget-amount">
        {amount}
        {people && (
          <span id={namesId} className="budget-names" hidden={!showNames}>
            {` (${people.join(', ')})`}
          </span>
        )}
      </dd>
      {people && (
        <dd className="budget-people">
          {travelersWord(people.length)}
          <button
            type="button"
            className="link-button"
            aria-expanded={showNames}
            aria-controls={namesId}
            onClick={() => setShowNames((shown) => !shown)}
            // Which box's names, for a screen reader moving between the buttons.
            aria-label={`${showNames ? 'Hide' : 'Show'} names (${term.toLowerCase()})`}
          >
            {showNames ? 'Hide names' : 'Show names'}
          </button>
        </dd>
      )}
    </div>
  );
}

/** Lowest, median and highest budget per currency (never converted), and what could not be read. */
export function BudgetOverview({ answers }: { answers: BudgetAnswer[] }) {
  const headingId = useId();
  const { byCurrency, unreadable } = useMemo(() => summariseBudgets(answers), [answers]);
  const [main, ...others] = byCurrency;

  return (
    <section className="card insight-card budget-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Budget at a glance</h2>
      {!main && <p>No budget could be read as an amount.</p>}
      {main && (
        <>
          <p className="muted">
            From {main.count} of {answers.length} answers, in {CURRENCY_NAMES[main.currency] ?? main.currency}. Ranges
            count their low end as lowest, high end as highest and middle for the median.
          </p>
          <dl className="budget-stats">
            <BudgetStat term="Lowest" amount={wholeMoneyText(main.lowest, main.currency)} people={main.lowestBy} />
            <BudgetStat term="Median" amount={wholeMoneyText(main.median, main.currency)} />
            <BudgetStat term="Highest" amount={wholeMoneyText(main.highest, main.currency)} people={main.highestBy} />
          </dl>
        </>
      )}
      {others.length > 0 && (
        <ul className="budget-others">
          {others.map((group) => (
            <li key={group.currency}>
              {`Also in ${CURRENCY_NAMES[group.currency] ?? group.currency} (${answersWord(group.count)}, not converted): lowest ${wholeMoneyText(group.lowest, group.currency)}, median ${wholeMoneyText(group.median, group.currency)}, highest ${wholeMoneyText(group.highest, group.currency)}.`}
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
