import { LIMITS, SAME_ORIGIN, TIMING_FLEX, TIMING_FLEX_LABELS, type SameOrigin, type TimingFlex } from '@domain/trip';
import type { TripEditForm } from '@/lib/models';
import { DateField, today } from '@/ui/date-field';
import { SelectField, TextAreaField, TextField } from '@/ui/field';
import type { TripFormErrors } from '../trip-form';

interface TripFieldsProps {
  values: TripEditForm;
  onChange: (patch: Partial<TripEditForm>) => void;
  errors: TripFormErrors;
}

/** The fields an organizer fills in when creating a trip and may still change while it is a draft. */
export function TripFields({ values, onChange, errors }: TripFieldsProps) {
  return (
    <>
      <div className="form-row">
        <TextField
          label="Number of People"
          type="number"
          inputMode="numeric"
          min={LIMITS.numPeopleMin}
          max={LIMITS.numPeopleMax}
          value={values.numPeople}
          onChange={(e) => onChange({ numPeople: e.target.value })}
          error={errors.numPeople}
          required
        />
        <SelectField
          label="Arrival/Departure Flexibility"
          className="select-wrap"
          value={values.timingFlex}
          onChange={(e) => onChange({ timingFlex: e.target.value as TimingFlex })}
          required
        >
          {TIMING_FLEX.map((value) => (
            <option key={value} value={value}>
              {TIMING_FLEX_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Destination"
        hint="Not sure yet? Write 'undecided'."
        value={values.destination}
        maxLength={LIMITS.destination}
        onChange={(e) => onChange({ destination: e.target.value })}
        error={errors.destination}
        required
      />
      <TextAreaField
        label="Trip Vibe"
        placeholder="Relaxing beach days, food tours, nightlife…"
        value={values.vibe}
        maxLength={LIMITS.longText}
        onChange={(e) => onChange({ vibe: e.target.value })}
        error={errors.vibe}
        required
      />
      <SelectField
        label="Is everyone traveling from the same place?"
        value={values.sameOrigin}
        onChange={(e) => onChange({ sameOrigin: e.target.value as SameOrigin })}
        required
      >
        {SAME_ORIGIN.map((value) => (
          <option key={value} value={value}>
            {value === 'yes' ? 'Yes' : 'No'}
          </option>
        ))}
      </SelectField>
      <div className="form-row">
        <DateField
          label="Suggested Start Date"
          selected={values.startDate}
          minDate={today()}
          onChange={(startDate) => onChange({ startDate })}
          error={errors.startDate}
          required
        />
        <DateField
          label="Suggested End Date"
          selected={values.endDate}
          minDate={values.startDate ?? today()}
          onChange={(endDate) => onChange({ endDate })}
          error={errors.endDate}
          required
        />
      </div>
    </>
  );
}
