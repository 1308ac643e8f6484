import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LIMITS, SAME_ORIGIN, TIMING_FLEX, TIMING_FLEX_LABELS, type SameOrigin, type TimingFlex } from '@domain/trip';
import { paths } from '../../../config/paths';
import type { Trip, TripEdit, TripEditForm } from '../../../lib/models';
import { useAuth } from '../../auth';
import { DateField, today } from '../../../ui/date-field';
import { SelectField, TextAreaField, TextField } from '../../../ui/field';
import { Loading, Notice } from '../../../ui/page-states';
import { loadTrip, updateTrip } from '../api/trips-api';
import { BookedTripExplanation } from './booked-trip-notice';

export const READY_BLOCK_MESSAGE = 'This trip has already been marked as ready and cannot be edited.';
const REDIRECT_AFTER_UPDATE_MS = 2000;

type Errors = Partial<Record<'numPeople' | 'destination' | 'vibe' | 'startDate' | 'endDate', string>>;

type FormState = TripEditForm;

function validate(form: FormState): { errors: Errors; edit?: TripEdit } {
  const errors: Errors = {};
  const numPeople = Number(form.numPeople);
  if (!Number.isInteger(numPeople) || numPeople < LIMITS.numPeopleMin || numPeople > LIMITS.numPeopleMax) {
    errors.numPeople = `Please enter a whole number from ${LIMITS.numPeopleMin} to ${LIMITS.numPeopleMax}.`;
  }
  if (!form.destination.trim()) errors.destination = 'Please enter a destination.';
  if (!form.vibe.trim()) errors.vibe = 'Please describe the trip vibe.';
  if (!form.startDate || !form.endDate) {
    const message = 'Please select both a start and end date.';
    if (!form.startDate) errors.startDate = message;
    if (!form.endDate) errors.endDate = message;
  } else if (form.endDate < form.startDate) {
    errors.endDate = 'The end date cannot be before the start date.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    edit: {
      numPeople,
      timingFlex: form.timingFlex,
      destination: form.destination.trim(),
      vibe: form.vibe.trim(),
      sameOrigin: form.sameOrigin,
      startDate: form.startDate,
      endDate: form.endDate,
    },
  };
}

export default function EditTripPage() {
  const { tripId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [trip, setTrip] = useState<Trip | null | undefined>(undefined);
  const [form, setForm] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    loadTrip(tripId)
      .then((loaded) => {
        if (cancelled) return;
        setTrip(loaded);
        if (loaded) {
          setForm({
            numPeople: String(loaded.numPeople),
            timingFlex: loaded.timingFlex,
            destination: loaded.destination,
            vibe: loaded.vibe,
            sameOrigin: loaded.sameOrigin,
            startDate: loaded.startDate,
            endDate: loaded.endDate,
          });
        }
      })
      .catch((error: unknown) => {
        console.error('Failed to load trip', error);
        if (!cancelled) setTrip(null);
      });
    return () => {
      cancelled = true;
      clearTimeout(redirectTimer.current);
    };
  }, [tripId]);

  if (trip === undefined) return <Loading />;
  if (trip === null)
    return (
      <Notice actionLabel="Return" actionTo={paths.dashboard}>
        We couldn't find this trip.
      </Notice>
    );
  if (trip.userId !== user?.uid)
    return (
      <Notice actionLabel="Return" actionTo={paths.dashboard}>
        Only the trip's organizer can edit it.
      </Notice>
    );
  if (trip.isBooked)
    return (
      <Notice title="This trip is booked" actionLabel="Return" actionTo={paths.tripResponses(trip.id)}>
        <BookedTripExplanation />
      </Notice>
    );
  if (trip.status === 'ready')
    return (
      <Notice actionLabel="Return" actionTo={paths.tripResponses(trip.id)}>
        {READY_BLOCK_MESSAGE}
      </Notice>
    );
  if (!form) return <Loading />;

  const backTo = searchParams.get('from') === 'responses' ? paths.tripResponses(trip.id) : paths.dashboard;
  const update = (patch: Partial<FormState>) => setForm({ ...form, ...patch });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const result = validate(form);
    setErrors(result.errors);
    setSaveError(null);
    if (!result.edit) return;
    try {
      await updateTrip(tripId, result.edit);
      setSaved(true);
      redirectTimer.current = setTimeout(() => navigate(backTo), REDIRECT_AFTER_UPDATE_MS);
    } catch (error) {
      console.error('Failed to update trip', error);
      setSaveError('We could not save your changes. Please try again.');
    }
  }

  return (
    <section className="page medium">
      <div className="card">
        <h1>Edit Trip Info</h1>
        <form className="form" onSubmit={handleSubmit} noValidate>
          {saved && (
            <p className="form-success" role="status">
              Trip updated successfully! Redirecting…
            </p>
          )}
          {saveError && (
            <p className="form-error" role="alert">
              {saveError}
            </p>
          )}
          <TextField
            label="Trip Name"
            value={trip.tripName}
            readOnly
            hint="The trip name is part of your invite link, so it can't be changed."
          />
          <div className="form-row">
            <TextField
              label="Number of People"
              type="number"
              min={LIMITS.numPeopleMin}
              max={LIMITS.numPeopleMax}
              value={form.numPeople}
              onChange={(e) => update({ numPeople: e.target.value })}
              error={errors.numPeople}
              required
            />
            <SelectField
              label="Arrival/Departure Flexibility"
              value={form.timingFlex}
              onChange={(e) => update({ timingFlex: e.target.value as TimingFlex })}
              required
            >
              {TIMING_FLEX.map((value) => (
                <option key={value} value={value}>
                  {TIMING_FLEX_LABELS[value]}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="form-row">
            <DateField
              label="Suggested Start Date"
              selected={form.startDate}
              minDate={today()}
              onChange={(startDate) => update({ startDate })}
              error={errors.startDate}
            />
            <DateField
              label="Suggested End Date"
              selected={form.endDate}
              minDate={form.startDate ?? today()}
              onChange={(endDate) => update({ endDate })}
              error={errors.endDate}
            />
          </div>
          <TextField
            label="Destination"
            value={form.destination}
            maxLength={LIMITS.destination}
            onChange={(e) => update({ destination: e.target.value })}
            error={errors.destination}
            required
          />
          <TextAreaField
            label="Trip Vibe"
            value={form.vibe}
            maxLength={LIMITS.longText}
            onChange={(e) => update({ vibe: e.target.value })}
            error={errors.vibe}
            required
          />
          <SelectField
            label="Is everyone traveling from the same place?"
            value={form.sameOrigin}
            onChange={(e) => update({ sameOrigin: e.target.value as SameOrigin })}
            required
          >
            {SAME_ORIGIN.map((value) => (
              <option key={value} value={value}>
                {value === 'yes' ? 'Yes' : 'No'}
              </option>
            ))}
          </SelectField>
          <div className="btn-row">
            <Link to={backTo} className="btn btn-ghost">
              Cancel
            </Link>
            <button type="submit" className="btn btn-primary" disabled={saved}>
              Update Trip
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
