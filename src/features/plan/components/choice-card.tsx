// One choice in "Decide together": its deadline or what was confirmed, the member's answers (the
// question first for who has not answered, the tally first for who has), and Confirm for the
// organizer.
import { deadlineText, isVotingOpen } from '@domain/plan-choices';
import type { LoadedChoice } from '../api/choices-api';
import { ChoiceAnswerForm } from './choice-answer-form';
import { ChoiceConfirm } from './choice-confirm';
import { Tally } from './choice-tally';
import { OptionFacts } from './option-facts';
import { useVote } from './use-vote';

export interface ChoiceCardProps {
  tripId: string;
  uid: string;
  /** The trip's organizer and members (for who has not answered). */
  members: string[];
  names: Record<string, string>;
  choice: LoadedChoice;
  /** The organizer may confirm while a choice is open. */
  canConfirm: boolean;
  /** After a vote: the choices load again. */
  onVoted: () => void;
  /** After a confirmation: the plan (its next version) and the choices load again. */
  onConfirmed: () => void;
}

export function ChoiceCard({ tripId, uid, members, names, choice, canConfirm, onVoted, onConfirmed }: ChoiceCardProps) {
  const saved = choice.votes.find((vote) => vote.uid === uid)?.answers;
  const vote = useVote({ tripId, uid, choice, saved, onVoted });
  const open = isVotingOpen(choice, choice.loadedAt);
  const confirmed = choice.options.find((o) => o.id === choice.confirmedOption);
  const headingId = `choice-${choice.id}`;

  const form = open && (
    <ChoiceAnswerForm
      choice={choice}
      name={headingId}
      waiting={!saved}
      answers={vote.answers}
      status={vote.status}
      error={vote.error}
      onPick={vote.pick}
    />
  );

  return (
    // An article named by its title, not a heading: the plan's items are its level-4 headings.
    <li className="choice-card">
      <article aria-labelledby={headingId}>
        <p id={headingId} className="choice-title">
          {choice.title}
        </p>
        {confirmed ? (
          <p>
            Confirmed: <strong>{confirmed.title}</strong>. It is in the plan; the other options have left it.
          </p>
        ) : (
          <p>
            Deadline: {deadlineText(choice)}
            {!open && ' (closed)'}
          </p>
        )}
        {!confirmed && !open && choice.kind === 'pick' && (
          <ul>
            {choice.options.map((option) => (
              <li key={option.id}>
                {option.title} <OptionFacts option={option} />
              </li>
            ))}
          </ul>
        )}
        {/* Who has not answered sees the question first; who has, the tally first. */}
        {!saved && form}
        <Tally choice={choice} members={members} names={names} />
        {saved && form}
        {canConfirm && choice.kind === 'pick' && !confirmed && (
          <ChoiceConfirm tripId={tripId} choice={choice} onConfirmed={() => onConfirmed()} />
        )}
      </article>
    </li>
  );
}
