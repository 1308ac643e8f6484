// The "Booking details" form: the traveler's legal name, date of birth, passport and emergency
// contact, as planners need them to book (docs/booking-details.md). Required on international
// trips, optional on domestic ones; days are picked as real dates.
import { useState, type FormEvent } from 'react';
import {
  BOOKING_DETAILS_LABELS,
  BOOKING_LIMITS,
  requiredBookingFields,
  validateBookingDetails,
  type BookingDetailsErrors,
  type BookingDetailsField,
  type BookingDetailsFields,
} from '@domain/booking-details';
import { isoDayToLocalDate, localDateToIsoDay, todayIsoDay } from '@domain/calendar-day';
import type { TripType } from '@domain/trip';
import { DateField } from '@/ui/date-field';
import { TextField } from '@/ui/field';
import { useAction } from '@/ui/use-action';

export const BOOKING_DETAILS_SAVED = 'Booking details saved.';

const TEXT_GROUPS: { legend: string; fields: BookingDetailsField[] }[] = [
  { legend: 'Passport', fields: ['nationality', 'passportNumber', 'passportCountry'] },
  { legend: 'Travel programs', fields: ['knownTravelerNumber', 'redressNumber', 'loyaltyNumbers'] },
  { legend: 'Emergency contact', fields: ['emergencyContactName', 'emergencyContactPhone'] },
];

interface Props {
  tripType: TripType;
  initial: BookingDetailsFields;
  onSave: (fields: BookingDetailsFields) => Promise<void>;
}

export function BookingDetailsForm({ tripType, initial, onSave }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<BookingDetailsErrors>({});
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useAction();
  const required = new Set(requiredBookingFields(tripType));
  const set = (field: BookingDetailsField, value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const text = (field: BookingDetailsField) => (
    <TextField
      key={field}
      label={BOOKING_DETAILS_LABELS[field]}
      value={values[field]}
      maxLength={BOOKING_LIMITS[field] + 10}
      required={required.has(field)}
      error={errors[field]}
      autoComplete="off"
      onChange={(event) => set(field, event.target.value)}
    />
  );
  const day = (field: 'dateOfBirth' | 'passportExpiry') => (
    <DateField
      label={BOOKING_DETAILS_LABELS[field]}
      selected={values[field] ? isoDayToLocalDate(values[field]) : null}
      onChange={(date) => set(field, date ? localDateToIsoDay(date) : '')}
      required={required.has(field)}
      error={errors[field]}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateBookingDetails(values, tripType, todayIsoDay());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await run(() => onSave(values), { failure: "We couldn't save your booking details. Try again." }))
      setSaved(true);
  }

  return (
    <form className="booking-details-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>Name and birth date, as on your ID</legend>
        {text('legalFirstName')}
        {text('legalLastName')}
        {day('dateOfBirth')}
      </fieldset>
      {TEXT_GROUPS.map((group) => (
        <fieldset key={group.legend}>
          <legend>{group.legend}</legend>
          {group.fields.map(text)}
          {group.legend === 'Passport' && day('passportExpiry')}
        </fieldset>
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save booking details'}
      </button>
      {saved && <p role="status">{BOOKING_DETAILS_SAVED}</p>}
    </form>
  );
}
