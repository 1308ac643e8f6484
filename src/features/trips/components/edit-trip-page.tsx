import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { LIMITS, SAME_ORIGIN, TIMING_FLEX, TIMING_FLEX_LABELS, type SameOrigin, type TimingFlex } from '@domain/trip';
import { paths } from '../../../config/paths';
import type { Trip, TripEdit, TripEditForm } from '../../../lib/models';
import { requireUser } from '../../auth';
import { loadFailure, PageLoadError } from '../../../lib/page-load-error';
import { DateField, today } from '../../../ui/date-field';
import { SelectField, TextAreaField, TextField } from '../../../ui/field';
import { Notice } from '../../../ui/page-states';
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

export const ONLY_ORGANIZER = "Only the trip's organizer can edit it.";

function formFromTrip(trip: Trip): FormState {
  return {
    numPeople: String(trip.numPeople),
    timingFlex: trip.timingFlex,
    destination: trip.destination,
    vibe: trip.vibe,
    sameOrigin: trip.sameOrigin,
    startDate: trip.startDate,
    endDate: trip.endDate,
  };
}

/** Signed-in only; the trip, which only its organizer may edit. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const wayOut = { label: 'Return', to: paths.dashboard };
  let trip: Trip | null;
  try {
    trip = await loadTrip(params.tripId ?? '');
  } catch (error) {
    throw loadFailure(error, ONLY_ORGANIZER, wayOut);
  }
  if (!trip) throw new PageLoadError('missing', "We couldn't find this trip.", wayOut);
  if (trip.userId !== user.uid) throw new PageLoadError('refused', ONLY_ORGANIZER, wayOut);
  return { trip };
}

export default function EditTripPage() {
  const { trip } = useLoaderData<typeof loader>();
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
  return <EditTripForm key={trip.id} trip={trip} />;
}

function EditTripForm({ trip }: { trip: Trip }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState>(() => formFromTrip(trip));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const backTo = searchParams.get('from') === 'responses' ? paths.tripResponses(trip.id) : paths.dashboard;
  const update = (patch: Partial<FormState>) => setForm({ ...form, ...patch });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validate(form);
    setErrors(result.errors);
    setSaveError(null);
    if (!result.edit) return;
    try {
      await updateTrip(trip.id, result.edit);
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
