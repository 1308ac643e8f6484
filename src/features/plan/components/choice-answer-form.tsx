// A member's answers to one open choice: In / Out, or Yes / If need be / No for each option, and
// lines saying whether the answer is saved or why it could not be.
import {
  deadlineText,
  GOING_ANSWER_LABELS,
  GOING_ANSWERS,
  GOING_KEY,
  PICK_ANSWER_LABELS,
  PICK_ANSWERS,
  type GoingAnswer,
  type PickAnswer,
} from '@domain/plan-choices';
import type { LoadedChoice } from '../api/choices-api';
import { AnswerGroup } from './answer-group';
import { OptionFacts } from './option-facts';

export function ChoiceAnswerForm({
  choice,
  name,
  waiting,
  answers,
  status,
  error,
  onPick,
}: {
  choice: LoadedChoice;
  /** What the radio groups' names start with. */
  name: string;
  /** The member has not answered yet: the deadline is said first. */
  waiting: boolean;
  answers: Record<string, string>;
  status: string | null;
  /** Why the last save failed. */
  error: string | null;
  /** `key`: the option's id, or GOING_KEY for In / Out. */
  onPick: (key: string, answer: string) => void;
}) {
  return (
    <div className="choice-form">
      {waiting && <p className="choice-waiting">Your answer is needed by {deadlineText(choice)}.</p>}
      {choice.kind === 'whoIsIn' ? (
        <AnswerGroup<GoingAnswer>
          legend={`Are you in for ${choice.title}?`}
          name={`${name}-going`}
          answers={GOING_ANSWERS}
          labels={GOING_ANSWER_LABELS}
          value={answers[GOING_KEY] as GoingAnswer | undefined}
          disabled={false}
          onPick={(answer) => onPick(GOING_KEY, answer)}
        />
      ) : (
        choice.options.map((option) => (
          <AnswerGroup<PickAnswer>
            key={option.id}
            legend={option.title}
            name={`${name}-${option.id}`}
            answers={PICK_ANSWERS}
            labels={PICK_ANSWER_LABELS}
            value={answers[option.id] as PickAnswer | undefined}
            disabled={false}
            onPick={(answer) => onPick(option.id, answer)}
          >
            <OptionFacts option={option} />
          </AnswerGroup>
        ))
      )}
      {status && <p role="status">{status}</p>}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
