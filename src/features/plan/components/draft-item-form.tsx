// The plan editor's form for a new or an edited draft item: its kind, title, times (days for
// lodging), who it is for, where, its links, booking codes, prices and notes.
import type { ChangeEvent, FormEvent } from 'react';
import { PLAN_ITEM_KINDS, PLAN_KIND_LABELS, type PlanItemKind } from '@domain/plan';
import { SelectField, TextAreaField, TextField } from '@/ui/field';
import { BusyButton } from '@/ui/busy-button';
import { PlanForFieldset } from './plan-for-fieldset';
import type { DraftItemForm as FormState, DraftItemTextKey, PlanTraveler } from '../draft-item-form';

export function DraftItemForm({
  label,
  form,
  set,
  travelers,
  problem,
  busy,
  onSubmit,
  onCancel,
}: {
  /** The form's accessible name: "New plan item" or "Edit <title>". */
  label: string;
  form: FormState;
  set: <K extends keyof FormState>(key: K, value: FormState[K]) => void;
  travelers: PlanTraveler[];
  /** What the form's own check found, shown above the buttons. */
  problem: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  // The text fields' value and change handler, keyed by the form field they edit.
  const bind = (key: DraftItemTextKey) => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
  });
  return (
    <form className="plan-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <SelectField label="Kind" value={form.kind} onChange={(e) => set('kind', e.target.value as PlanItemKind)}>
        {PLAN_ITEM_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {PLAN_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <TextField label="Title" maxLength={200} {...bind('title')} />
      {form.kind === 'lodging' ? (
        <div className="plan-form-row">
          <TextField label="Check-in day" type="date" {...bind('checkIn')} />
          <TextField label="Check-out day" type="date" {...bind('checkOut')} />
        </div>
      ) : (
        <>
          <div className="plan-form-row">
            <TextField label="Starts (local time)" type="datetime-local" {...bind('startAt')} />
            <TextField label="Start time zone" {...bind('startZone')} />
          </div>
          <div className="plan-form-row">
            <TextField label="Ends (local time, optional)" type="datetime-local" {...bind('endAt')} />
            <TextField label="End time zone" {...bind('endZone')} />
          </div>
        </>
      )}
      <PlanForFieldset
        forEveryone={form.forEveryone}
        named={form.named}
        travelers={travelers}
        onForEveryone={(forEveryone) => set('forEveryone', forEveryone)}
        onNamed={(named) => set('named', named)}
      />
      <TextField label="Place" maxLength={200} {...bind('place')} />
      <TextField label="Map link (https)" type="url" {...bind('mapLink')} />
      <TextField label="Booking link (https)" type="url" {...bind('link')} />
      <div className="plan-form-row">
        <TextField label="Confirmation code" maxLength={100} {...bind('confirmation')} />
        <TextField label="Booking reference" maxLength={100} {...bind('bookingRef')} />
      </div>
      <div className="plan-form-row">
        <TextField label="Currency (ISO code)" maxLength={3} {...bind('currency')} />
        <TextField label="Price per person" inputMode="decimal" {...bind('perPerson')} />
        <TextField label="Total price" inputMode="decimal" {...bind('total')} />
      </div>
      <TextAreaField label="Notes" maxLength={2000} {...bind('notes')} />
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      <div className="plan-actions">
        <BusyButton type="submit" className="btn btn-primary" busy={busy}>
          Save item
        </BusyButton>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
