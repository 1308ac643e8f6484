// The planners' side of choices (docs/decide-together.md): "Make this a choice" on a draft item
// opens this form (two or three options, each with its title, times, price per person and link,
// or "who is in"; a deadline on the trip's clock). Where the vote then stands:
// draft-choice-summary.tsx.
import { useState, type FormEvent } from 'react';
import type { PlanItemKind } from '@domain/plan';
import { deadlineText } from '@domain/plan-choices';
import { TextField } from '@/ui/field';
import { useAction } from '@/ui/use-action';
import { saveChoice } from '../api/choices-api';
import { checkedChoice, emptyOption, type ChoiceForm } from '../choice-form';
import { ChoiceOptions } from './choice-options';
import { ChoiceKindFieldset } from './choice-kind-fieldset';

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
  const [form, setForm] = useState<ChoiceForm>(() => ({
    kind: 'pick',
    title: item.title,
    options: [emptyOption(), emptyOption()],
    deadline: '',
    deadlineZone: zone,
  }));
  const {
    busy,
    error: problem,
    setError: setProblem,
    run,
  } = useAction({ failure: (error) => `We couldn't save the choice. ${error instanceof Error ? error.message : ''}` });
  const set = <K extends keyof ChoiceForm>(key: K, value: ChoiceForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setOptions = (change: (options: ChoiceForm['options']) => ChoiceForm['options']) =>
    setForm((f) => ({ ...f, options: change(f.options) }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkedChoice(form, item, Date.now());
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    const { choice, deadlineMillis } = checked;
    await run(async () => {
      const { status: _status, confirmedOption: _confirmed, ...fields } = choice;
      await saveChoice(tripId, item.id, { ...fields, deadlineMillis }, plannerUid);
      onDone(`“${item.title}” is now a choice until ${deadlineText(choice)}.`);
    });
  }

  const { kind, options } = form;
  return (
    <form className="plan-form" onSubmit={(e) => void save(e)} noValidate aria-label={`Choice for ${item.title}`}>
      <ChoiceKindFieldset kind={kind} onKind={(next) => set('kind', next)} />
      <TextField label="Question" maxLength={200} value={form.title} onChange={(e) => set('title', e.target.value)} />
      {kind === 'pick' && <ChoiceOptions options={options} lodging={item.kind === 'lodging'} setOptions={setOptions} />}
      <div className="plan-form-row">
        <TextField
          label="Deadline"
          type="datetime-local"
          value={form.deadline}
          onChange={(e) => set('deadline', e.target.value)}
          hint="On the trip’s clock."
        />
        <TextField
          label="Deadline time zone"
          value={form.deadlineZone}
          onChange={(e) => set('deadlineZone', e.target.value)}
        />
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
