// The options of a "between options" choice in the choice editor: two, or three with "Add a
// third option" / "Remove option 3".
import { emptyOption, type OptionForm } from '../choice-form';
import { ChoiceOptionFieldset } from './choice-option-fieldset';

export function ChoiceOptions({
  options,
  lodging,
  setOptions,
}: {
  options: OptionForm[];
  lodging: boolean;
  setOptions: (change: (options: OptionForm[]) => OptionForm[]) => void;
}) {
  return (
    <>
      {options.map((option, index) => (
        <ChoiceOptionFieldset
          key={index}
          number={index + 1}
          option={option}
          lodging={lodging}
          set={(key, value) => setOptions((all) => all.map((o, i) => (i === index ? { ...o, [key]: value } : o)))}
        />
      ))}
      <div className="plan-actions">
        {options.length < 3 ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => setOptions((all) => [...all, emptyOption()])}
          >
            Add a third option
          </button>
        ) : (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOptions((all) => all.slice(0, 2))}>
            Remove option 3
          </button>
        )}
      </div>
    </>
  );
}
