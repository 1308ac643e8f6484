// Under a draft item that is a choice (docs/decide-together.md): where the vote stands, "Remove
// choice" while it is open, and "Confirm" once the deadline has passed.
import { deadlineText, isVotingOpen, tallyChoice } from '@domain/plan-choices';
import { errorText, useAction } from '@/ui/use-action';
import { removeChoice, type LoadedChoice } from '../api/choices-api';
import { ChoiceConfirm } from './choice-confirm';

/** Under a draft item that is a choice: where the vote stands, "Remove choice", and "Confirm" after the deadline. */
export function DraftChoiceSummary({
  tripId,
  choice,
  members,
  onChanged,
}: {
  tripId: string;
  choice: LoadedChoice;
  members: string[];
  onChanged: (message: string) => void;
}) {
  const removal = useAction({ failure: (error) => `We couldn't remove the choice. ${errorText(error)}` });
  const tally = tallyChoice(choice, choice.votes, members);
  const confirmed = choice.options.find((option) => option.id === choice.confirmedOption);
  const counts =
    choice.kind === 'whoIsIn'
      ? `In ${tally.in.length} · Out ${tally.out.length}`
      : tally.options
          .map((o) => `${choice.options.find((x) => x.id === o.id)?.title ?? o.id}: Yes ${o.yes.length}`)
          .join(' · ');
  if (confirmed) return <p className="muted">Choice confirmed: {confirmed.title}.</p>;
  const open = isVotingOpen(choice, choice.loadedAt);
  return (
    <div className="choice-summary">
      <p className="muted">
        {choice.kind === 'whoIsIn' ? 'Who is in' : 'Choice'} {open ? 'open until' : 'closed on'} {deadlineText(choice)}{' '}
        · {counts} · {tally.unanswered.length} not answered
      </p>
      <div className="plan-actions">
        {open && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={removal.busy}
            onClick={() =>
              void removal.run(async () => {
                await removeChoice(tripId, choice.id);
                onChanged(`Removed the choice “${choice.title}”.`);
              })
            }
          >
            Remove choice
          </button>
        )}
      </div>
      {removal.error && <p role="alert">{removal.error}</p>}
      {!open && choice.kind === 'pick' && (
        <ChoiceConfirm
          tripId={tripId}
          choice={choice}
          onConfirmed={(version) => onChanged(`Confirmed; published version ${version}.`)}
        />
      )}
    </div>
  );
}
