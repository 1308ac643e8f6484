import { DateField, today } from '@/ui/date-field';
import { TextAreaField, TextField } from '@/ui/field';
import { ageOn } from '../age';

const EARLIEST_BIRTHDAY = new Date(1900, 0, 1);

export interface ProfileFormState {
  firstName: string;
  lastName: string;
  birthday: Date | null;
  preferences: string;
  countriesVisited: string;
}

export type ProfileErrors = Partial<Record<'firstName' | 'lastName' | 'birthday', string>>;

/** The profile's own fields; the age follows the birthday. */
export function ProfileFields({
  form,
  errors,
  onChange,
}: {
  form: ProfileFormState;
  errors: ProfileErrors;
  onChange: (patch: Partial<ProfileFormState>) => void;
}) {
  const age = form.birthday ? ageOn(form.birthday) : null;
  return (
    <>
      <div className="form-row">
        <TextField
          label="First Name"
          autoComplete="given-name"
          value={form.firstName}
          onChange={(e) => onChange({ firstName: e.target.value })}
          error={errors.firstName}
          required
          maxLength={100}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          value={form.lastName}
          onChange={(e) => onChange({ lastName: e.target.value })}
          error={errors.lastName}
          required
          maxLength={100}
        />
      </div>
      <div className="form-row">
        <DateField
          label="Birthday"
          selected={form.birthday}
          onChange={(birthday) => onChange({ birthday })}
          minDate={EARLIEST_BIRTHDAY}
          maxDate={today()}
          error={errors.birthday}
          required
        />
        <TextField label="Age" type="number" value={age ?? ''} readOnly hint="Calculated from your birthday." />
      </div>
      <TextAreaField
        label="Travel Preferences"
        placeholder="Window seats, boutique hotels, street food, early mornings…"
        value={form.preferences}
        onChange={(e) => onChange({ preferences: e.target.value })}
        maxLength={2000}
      />
      <TextField
        label="Countries Visited"
        placeholder="Japan, Mexico, Italy"
        hint="Separate countries with commas."
        value={form.countriesVisited}
        onChange={(e) => onChange({ countriesVisited: e.target.value })}
        maxLength={2000}
      />
    </>
  );
}
