// What, when and how much one option of a choice is, with its "Details" link.
import { minorMoneyText } from '@domain/money-text';
import { optionWhen, type ChoiceOption } from '@domain/plan-choices';

export function OptionFacts({ option }: { option: ChoiceOption }) {
  const price = option.price?.perPersonMinor;
  return (
    <p className="muted">
      {[
        optionWhen(option),
        price != null && option.price ? `${minorMoneyText(price, option.price.currency)} per person` : '',
      ]
        .filter(Boolean)
        .join(' · ')}
      {option.link && (
        <>
          {' · '}
          <a href={option.link} target="_blank" rel="noreferrer noopener" aria-label={`Details of ${option.title}`}>
            Details
          </a>
        </>
      )}
    </p>
  );
}
