// The plan editor's form for a new or an edited draft item: its kind, title, times (days for
// lodging), who it is for, where, its links, booking codes, prices and notes.
import { useCallback, useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { PLAN_ITEM_KINDS, PLAN_KIND_LABELS, type PlanItemKind } from '@domain/plan';
import { SelectField, TextAreaField, TextField } from '@/ui/field';
import { BusyButton } from '@/ui/busy-button';
import { PlanForFieldset } from './plan-for-fieldset';
import { ZoneField } from './zone-field';
import type { DraftItemForm as FormState, DraftItemProblem, DraftItemTextKey, PlanTraveler } from '../draft-item-form';

export function DraftItemForm({
  label,
  form,
  set,
  travelers,
  destination,
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
  /** The trip's destination: its time zones head the zone lists. */
  destination: string;
  /** What the form's own check found: shown at its field (above the buttons when it has none). */
  problem: DraftItemProblem | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const errorAt = (key: keyof FormState) => (problem?.field === key ? problem.message : null);
  // The text fields' value, change handler and error, keyed by the form field they edit.
  const bind = (key: DraftItemTextKey) => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
    error: errorAt(key),
  });
  const setStartZone = useCallback((zone: string) => set('startZone', zone), [set]);
  const setEndZone = useCallback((zone: string) => set('endZone', zone), [set]);
  // A refused save takes focus to the field to fix (or the message under the form).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!problem) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .plan-form-problem')?.focus();
  }, [problem]);
  return (
    <form ref={formRef} className="plan-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <SelectField
        label="Kind"
        value={form.kind}
        error={errorAt('kind')}
        onChange={(e) => set('kind', e.target.value as PlanItemKind)}
      >
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
            <ZoneField
              label="Start time zone"
              value={form.startZone}
              onChange={setStartZone}
              destination={destination}
              error={errorAt('startZone')}
            />
          </div>
          <div className="plan-form-row">
            <TextField label="Ends (local time, optional)" type="datetime-local" {...bind('endAt')} />
            <ZoneField
              label="End time zone"
              value={form.endZone}
              onChange={setEndZone}
              destination={destination}
              error={errorAt('endZone')}
            />
          </div>
        </>
      )}
      <PlanForFieldset
        forEveryone={form.forEveryone}
        named={form.named}
        travelers={travelers}
        onForEveryone={(forEveryone) => set('forEveryone', forEveryone)}
        onNamed={(named) => set('named', named)}
        error={errorAt('named')}
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
      {problem && problem.field === null && (
        <p role="alert" className="field-error plan-form-problem" tabIndex={-1}>
          {problem.message}
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
