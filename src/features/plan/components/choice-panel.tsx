// "Decide together" in "Your plan" (docs/decide-together.md): every choice on the trip, the ones
// still waiting for this member's answer first. A member answers each option Yes / If need be /
// No (or In / Out) and can change it until the deadline; everyone sees the tally, counted here
// from the votes, and who answered what; the organizer confirms an option.
import { isVotingOpen } from '@domain/plan-choices';
import type { LoadedChoice } from '../api/choices-api';
import { ChoiceCard, type ChoiceCardProps } from './choice-card';

type ChoicePanelProps = Omit<ChoiceCardProps, 'choice'> & { choices: LoadedChoice[] };

export function ChoicePanel({ choices, ...props }: ChoicePanelProps) {
  if (choices.length === 0) return null;
  const waiting = (choice: LoadedChoice) =>
    isVotingOpen(choice, choice.loadedAt) && !choice.votes.some((vote) => vote.uid === props.uid) ? 0 : 1;
  const ordered = [...choices].sort((a, b) => waiting(a) - waiting(b) || a.deadlineMillis - b.deadlineMillis);
  return (
    <section className="choice-panel" aria-labelledby="decide-together-heading">
      <h3 id="decide-together-heading">Decide together</h3>
      <ul className="choice-list">
        {ordered.map((choice) => (
          <ChoiceCard key={choice.id} choice={choice} {...props} />
        ))}
      </ul>
    </section>
  );
}
