// The create form's fields, from the trip's name to its type.
import { LIMITS } from '@domain/trip';
import { TextAreaField, TextField } from '@/ui/field';
import type { CreateTripForm, TripFormErrors } from '../trip-form';
import { PlannedOptionsField, TripTypeField } from './create-trip-fields';
import { TripFields } from './trip-fields';

export function NewTripFields({
  form,
  errors,
  update,
  showPlanningHint,
  onOptionsLeft,
}: {
  form: CreateTripForm;
  errors: TripFormErrors;
  update: (patch: Partial<CreateTripForm>) => void;
  /** "Please select at least one planning option" under the options. */
  showPlanningHint: boolean;
  /** Focus left the planning options. */
  onOptionsLeft: () => void;
}) {
  return (
    <>
      <TextField
        label="Trip Name"
        value={form.tripName}
        maxLength={LIMITS.tripName}
        onChange={(e) => update({ tripName: e.target.value })}
        error={errors.tripName}
        required
      />
      <TextField
        label="Organizer Email"
        type="email"
        hint="Your account's email; travelers see it on the trip."
        value={form.organizerEmail}
        readOnly
        required
      />
      <TripFields values={form} onChange={update} errors={errors} />
      <PlannedOptionsField
        value={form.plannedOptions}
        onChange={(plannedOptions) => update({ plannedOptions })}
        showHint={showPlanningHint}
        onLeave={onOptionsLeft}
      />
      <TextAreaField
        label="Extra Notes"
        value={form.extraNotes}
        maxLength={LIMITS.longText}
        onChange={(e) => update({ extraNotes: e.target.value })}
        error={errors.extraNotes}
      />
      <TripTypeField value={form.tripType} onChange={(tripType) => update({ tripType })} error={errors.tripType} />
    </>
  );
}
