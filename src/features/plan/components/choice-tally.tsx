// A choice's tally, counted from the votes: the counts, who answered what, who has not answered.
import { PICK_ANSWER_LABELS, tallyChoice, type OptionId, type PickAnswer } from '@domain/plan-choices';
import type { LoadedChoice } from '../api/choices-api';

const nameOf = (names: Record<string, string>, uid: string) => names[uid] ?? 'A traveler';

export function Tally({
  choice,
  members,
  names,
}: {
  choice: LoadedChoice;
  members: string[];
  names: Record<string, string>;
}) {
  const tally = tallyChoice(choice, choice.votes, members);
  const answersOf = (uid: string) => choice.votes.find((vote) => vote.uid === uid)?.answers;
  const lines =
    choice.kind === 'whoIsIn'
      ? [
          `In: ${tally.in.length}${tally.in.length ? ` (${tally.in.map((u) => nameOf(names, u)).join(', ')})` : ''}`,
          `Out: ${tally.out.length}${tally.out.length ? ` (${tally.out.map((u) => nameOf(names, u)).join(', ')})` : ''}`,
        ]
      : tally.options.map((counts) => {
          const option = choice.options.find((o) => o.id === counts.id);
          return `${option?.title ?? counts.id}: Yes ${counts.yes.length} · If need be ${counts.ifNeedBe.length} · No ${counts.no.length}`;
        });
  const answered = members.filter((uid) => !tally.unanswered.includes(uid));
  return (
    <div className="choice-tally">
      <p className="choice-tally-label">Tally</p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {choice.kind === 'pick' && answered.length > 0 && (
        <ul className="choice-who" aria-label={`Who answered what: ${choice.title}`}>
          {answered.map((uid) => {
            const mine = answersOf(uid) as Partial<Record<OptionId, PickAnswer>> | undefined;
            return (
              <li key={uid}>
                {nameOf(names, uid)}:{' '}
                {choice.options.map((o) => `${o.title} ${PICK_ANSWER_LABELS[mine?.[o.id] ?? 'no']}`).join(', ')}
              </li>
            );
          })}
        </ul>
      )}
      {tally.unanswered.length > 0 && (
        <p className="muted">Not answered yet: {tally.unanswered.map((u) => nameOf(names, u)).join(', ')}</p>
      )}
    </div>
  );
}
