// The planners' side of choices (docs/decide-together.md): "Make this a choice" on a draft item
// opens this form (two or three options, each with its title, times, price per person and link,
// or "who is in"; a deadline on the trip's clock), and a draft item with a choice shows where the
// vote stands, with "Confirm" once the deadline has passed.
import { useState, type FormEvent } from 'react';
import { isTimeZone, type PlanItemKind } from '@domain/plan';
import {
  choiceProblem,
  deadlineInstant,
  deadlineText,
  isVotingOpen,
  OPTION_IDS,
  tallyChoice,
  type ChoiceKind,
  type ChoiceOption,
  type PlanChoice,
} from '@domain/plan-choices';
import { TextField } from '../../../ui/field';
import { errorText, useAction } from '@/ui/use-action';
import { removeChoice, saveChoice, type LoadedChoice } from '../api/choices-api';
import { ChoiceConfirm } from './choice-panel';

interface OptionForm {
  title: string;
  startAt: string;
  checkIn: string;
  checkOut: string;
  perPerson: string;
  currency: string;
  link: string;
}

const emptyOption = (): OptionForm => ({
  title: '',
  startAt: '',
  checkIn: '',
  checkOut: '',
  perPerson: '',
  currency: 'USD',
  link: '',
});

function minorOf(text: string, currency: string): number | null {
  if (text.trim() === '') return null;
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown code is refused by the check below.
  }
  return /^\d+(\.\d+)?$/.test(text.trim()) ? Math.round(Number(text) * 10 ** digits) : Number.NaN;
}

function optionOf(form: OptionForm, index: number, itemKind: PlanItemKind, zone: string): ChoiceOption {
  const lodging = itemKind === 'lodging';
  const currency = form.currency.trim().toUpperCase();
  const perPersonMinor = minorOf(form.perPerson, currency);
  return {
    id: OPTION_IDS[index],
    title: form.title.trim(),
    start: lodging ? null : { at: form.startAt, zone },
    end: null,
    checkIn: lodging ? form.checkIn : null,
    checkOut: lodging ? form.checkOut : null,
    price: perPersonMinor === null ? null : { currency, perPersonMinor, totalMinor: null },
    link: form.link.trim(),
  };
}

export interface ChoiceItem {
  id: string;
  title: string;
  kind: PlanItemKind;
}

export function ChoiceEditor({
  tripId,
  item,
  plannerUid,
  zone,
  onDone,
  onCancel,
}: {
  tripId: string;
  item: ChoiceItem;
  plannerUid: string;
  /** The trip's zone as the plan knows it: the deadline is written on its clock. */
  zone: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [kind, setKind] = useState<ChoiceKind>('pick');
  const [title, setTitle] = useState(item.title);
  const [options, setOptions] = useState<OptionForm[]>([emptyOption(), emptyOption()]);
  const [deadline, setDeadline] = useState('');
  const [deadlineZone, setDeadlineZone] = useState(zone);
  const {
    busy,
    error: problem,
    setError: setProblem,
    run,
  } = useAction({ failure: (error) => `We couldn't save the choice. ${error instanceof Error ? error.message : ''}` });
  const setOption = (index: number, key: keyof OptionForm, value: string) =>
    setOptions((all) => all.map((option, i) => (i === index ? { ...option, [key]: value } : option)));

  async function save(event: FormEvent) {
    event.preventDefault();
    const zoneName = deadlineZone.trim();
    if (!isTimeZone(zoneName)) {
      setProblem('Give the trip’s time zone as an IANA name, like Asia/Makassar.');
      return;
    }
    const choice: PlanChoice = {
      kind,
      itemKind: item.kind,
      title: title.trim(),
      options: kind === 'pick' ? options.map((option, i) => optionOf(option, i, item.kind, zoneName)) : [],
      deadlineLocal: { at: deadline, zone: zoneName },
      deadlineMillis: 0,
      status: 'open',
      confirmedOption: null,
    };
    const found = choiceProblem(choice);
    if (found) {
      setProblem(found);
      return;
    }
    const deadlineMillis = deadlineInstant(choice.deadlineLocal);
    if (deadlineMillis <= Date.now()) {
      setProblem('The deadline must be in the future.');
      return;
    }
    await run(async () => {
      const { status: _status, confirmedOption: _confirmed, ...fields } = choice;
      await saveChoice(tripId, item.id, { ...fields, deadlineMillis }, plannerUid);
      onDone(`“${item.title}” is now a choice until ${deadlineText({ ...choice, deadlineMillis })}.`);
    });
  }

  const lodging = item.kind === 'lodging';
  return (
    <form className="plan-form" onSubmit={(e) => void save(e)} noValidate aria-label={`Choice for ${item.title}`}>
      <fieldset className="plan-for">
        <legend>Kind of choice</legend>
        <label>
          <input type="radio" name="choice-kind" checked={kind === 'pick'} onChange={() => setKind('pick')} /> Between
          options
        </label>
        <label>
          <input type="radio" name="choice-kind" checked={kind === 'whoIsIn'} onChange={() => setKind('whoIsIn')} /> Who
          is in
        </label>
      </fieldset>
      <TextField label="Question" maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} />
      {kind === 'pick' &&
        options.map((option, index) => (
          <fieldset key={index} className="choice-option-form">
            <legend>Option {index + 1}</legend>
            <TextField
              label="Option title"
              maxLength={200}
              value={option.title}
              onChange={(e) => setOption(index, 'title', e.target.value)}
            />
            {lodging ? (
              <div className="plan-form-row">
                <TextField
                  label="Check-in day"
                  type="date"
                  value={option.checkIn}
                  onChange={(e) => setOption(index, 'checkIn', e.target.value)}
                />
                <TextField
                  label="Check-out day"
                  type="date"
                  value={option.checkOut}
                  onChange={(e) => setOption(index, 'checkOut', e.target.value)}
                />
              </div>
            ) : (
              <TextField
                label="Starts (local time)"
                type="datetime-local"
                value={option.startAt}
                onChange={(e) => setOption(index, 'startAt', e.target.value)}
              />
            )}
            <div className="plan-form-row">
              <TextField
                label="Price per person"
                inputMode="decimal"
                value={option.perPerson}
                onChange={(e) => setOption(index, 'perPerson', e.target.value)}
              />
              <TextField
                label="Currency (ISO code)"
                maxLength={3}
                value={option.currency}
                onChange={(e) => setOption(index, 'currency', e.target.value)}
              />
            </div>
            <TextField
              label="Link (https)"
              type="url"
              value={option.link}
              onChange={(e) => setOption(index, 'link', e.target.value)}
            />
          </fieldset>
        ))}
      {kind === 'pick' && (
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
      )}
      <div className="plan-form-row">
        <TextField
          label="Deadline"
          type="datetime-local"
          value={deadline}
          onChange={(e) => setDeadline(e.target.value)}
          hint="On the trip’s clock."
        />
        <TextField label="Deadline time zone" value={deadlineZone} onChange={(e) => setDeadlineZone(e.target.value)} />
      </div>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      <div className="plan-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save choice
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

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
