// "Decide together" in "Your plan" (docs/decide-together.md): every choice on the trip, the ones
// still waiting for this member's answer first. A member answers each option Yes / If need be /
// No (or In / Out) and can change it until the deadline; everyone sees the tally, counted here
// from the votes, and who answered what; the organizer confirms an option.
import { useState, type ReactNode } from 'react';
import { formatMoney } from '@domain/plan';
import {
  deadlineText,
  GOING_ANSWER_LABELS,
  GOING_ANSWERS,
  GOING_KEY,
  isVotingOpen,
  leadingOptions,
  optionWhen,
  PICK_ANSWER_LABELS,
  PICK_ANSWERS,
  tallyChoice,
  type ChoiceOption,
  type GoingAnswer,
  type OptionId,
  type PickAnswer,
  type VoteAnswers,
} from '@domain/plan-choices';
import { useAction } from '@/ui/use-action';
import { confirmChoice, saveVote, type LoadedChoice } from '../api/choices-api';

interface Props {
  tripId: string;
  uid: string;
  /** The trip's organizer and members (for who has not answered). */
  members: string[];
  names: Record<string, string>;
  choices: LoadedChoice[];
  /** The organizer may confirm while a choice is open. */
  canConfirm: boolean;
  /** After a vote: the choices load again. */
  onVoted: () => void;
  /** After a confirmation: the plan (its next version) and the choices load again. */
  onConfirmed: () => void;
}

const nameOf = (names: Record<string, string>, uid: string) => names[uid] ?? 'A traveler';

function OptionFacts({ option }: { option: ChoiceOption }) {
  const price = option.price?.perPersonMinor;
  return (
    <p className="muted">
      {[
        optionWhen(option),
        price != null && option.price ? `${formatMoney(price, option.price.currency)} per person` : '',
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

/** Radios for one question: Yes / If need be / No for an option, or In / Out. */
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
  const {
    busy,
    error: problem,
    run,
  } = useAction({
    failure: (error) => (error instanceof Error ? error.message : "We couldn't confirm the option."),
  });
  const confirm = () => run(async () => onConfirmed(await confirmChoice(tripId, choice.id, picked)));
  return (
    <div className="choice-confirm plan-actions">
      <label>
        Option to confirm{' '}
        <select
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
      <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void confirm()}>
        Confirm
      </button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}

function Tally({ choice, members, names }: { choice: LoadedChoice; members: string[]; names: Record<string, string> }) {
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

function ChoiceCard({
  tripId,
  uid,
  members,
  names,
  choice,
  canConfirm,
  onVoted,
  onConfirmed,
}: Omit<Props, 'choices'> & { choice: LoadedChoice }) {
  const saved = choice.votes.find((vote) => vote.uid === uid)?.answers;
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({ ...(saved ?? {}) }));
  const [status, setStatus] = useState<string | null>(null);
  const open = isVotingOpen(choice, choice.loadedAt);
  const confirmed = choice.options.find((o) => o.id === choice.confirmedOption);
  const headingId = `choice-${choice.id}`;

  async function pick(key: string, answer: string) {
    const next = { ...answers, [key]: answer };
    setAnswers(next);
    const complete = choice.kind === 'whoIsIn' || choice.options.every((o) => next[o.id]);
    if (!complete) {
      setStatus('Answer every option to save your answer.');
      return;
    }
    setStatus('Saving…');
    try {
      await saveVote(tripId, choice.id, uid, next as VoteAnswers);
      setStatus('Saved your answer.');
      onVoted();
    } catch {
      setStatus("We couldn't save your answer: the deadline may have passed. Reload the page.");
    }
  }

  const form = open && (
    <div className="choice-form">
      {!saved && <p className="choice-waiting">Your answer is needed by {deadlineText(choice)}.</p>}
      {choice.kind === 'whoIsIn' ? (
        <AnswerGroup<GoingAnswer>
          legend={`Are you in for ${choice.title}?`}
          name={`${headingId}-going`}
          answers={GOING_ANSWERS}
          labels={GOING_ANSWER_LABELS}
          value={answers[GOING_KEY] as GoingAnswer | undefined}
          disabled={false}
          onPick={(answer) => void pick(GOING_KEY, answer)}
        />
      ) : (
        choice.options.map((option) => (
          <AnswerGroup<PickAnswer>
            key={option.id}
            legend={option.title}
            name={`${headingId}-${option.id}`}
            answers={PICK_ANSWERS}
            labels={PICK_ANSWER_LABELS}
            value={answers[option.id] as PickAnswer | undefined}
            disabled={false}
            onPick={(answer) => void pick(option.id, answer)}
          >
            <OptionFacts option={option} />
          </AnswerGroup>
        ))
      )}
      {status && <p role="status">{status}</p>}
    </div>
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

export function ChoicePanel({ choices, ...props }: Props) {
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
