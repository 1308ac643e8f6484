// One question of a choice a member answers: an option's Yes / If need be / No, or In / Out.
import type { ReactNode } from 'react';

export /** Radios for one question: Yes / If need be / No for an option, or In / Out. */
function AnswerGroup<A extends string>({
  legend,
  name,
  answers,
  labels,
  value,
  disabled,
  onPick,
  children,
}: {
  legend: string;
  name: string;
  answers: readonly A[];
  labels: Record<A, string>;
  value: A | undefined;
  disabled: boolean;
  onPick: (answer: A) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="choice-answer">
      <legend>{legend}</legend>
      {children}
      <div className="choice-radios">
        {answers.map((answer) => (
          <label key={answer}>
            <input
              type="radio"
              name={name}
              checked={value === answer}
              disabled={disabled}
              onChange={() => onPick(answer)}
            />{' '}
            {labels[answer]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
