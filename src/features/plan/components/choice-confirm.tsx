// Confirming a choice's option (docs/decide-together.md): the organizer in "Your plan", planners
// in the editor after the deadline. The leading option is picked first.
import { useState } from 'react';
import { leadingOptions, tallyChoice, type OptionId } from '@domain/plan-choices';
import { ConfirmActionButton } from '@/ui/confirm-action-button';
import { confirmChoice, type LoadedChoice } from '../api/choices-api';

/** Pick an option and confirm it: the organizer here, planners in the editor after the deadline. */
export function ChoiceConfirm({
  tripId,
  choice,
  onConfirmed,
}: {
  tripId: string;
  choice: LoadedChoice;
  onConfirmed: (version: number) => void;
}) {
  const leading = leadingOptions(
    tallyChoice(
      choice,
      choice.votes,
      choice.votes.map((v) => v.uid),
    ),
  );
  const [picked, setPicked] = useState<OptionId>(leading[0] ?? 'a');
  const pickedTitle = choice.options.find((o) => o.id === picked)?.title ?? '';
  return (
    <div className="choice-confirm plan-actions">
      <label className="choice-confirm-pick">
        <span className="field-label">Option to confirm</span>
        <select
          className="input select"
          value={picked}
          onChange={(e) => setPicked(choice.options.find((o) => o.id === e.target.value)?.id ?? 'a')}
        >
          {choice.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </select>
      </label>
      {/* Confirming ends the vote and emails everyone: it asks first and says so (issue 46). */}
      <ConfirmActionButton
        label="Confirm"
        buttonClassName="btn btn-primary btn-sm"
        title={`Confirm “${pickedTitle}”?`}
        confirmLabel="Yes, confirm"
        onConfirm={async () => onConfirmed(await confirmChoice(tripId, choice.id, picked))}
        failure={(error) => (error instanceof Error ? error.message : "We couldn't confirm the option.")}
      >
        <p>
          “{pickedTitle}” becomes the group&apos;s choice in the plan, and voting on “{choice.title}” ends. Everyone on
          the trip is emailed the result.
        </p>
      </ConfirmActionButton>
    </div>
  );
}
