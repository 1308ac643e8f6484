import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { ORGANIZER_UNREADY_FIRST } from '@domain/trip-lifecycle';
import { paths } from '@/config/paths';
import type { Trip, TripEditForm } from '@/lib/models';
import { requireUser } from '@/features/auth';
import { loadFailure, PageLoadError } from '@/lib/page-load-error';
import { TextField } from '@/ui/field';
import { Notice } from '@/ui/page-states';
import { withoutFixed } from '@/ui/form-errors';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';
import { useAction } from '@/ui/use-action';
import { RestoredDraftNotice, useDraft } from '@/ui/use-draft';
import { loadTrip, updateTrip } from '../api/trips-api';
import { editableFieldErrors, toTripEdit, type TripFormErrors } from '../trip-form';
import { TripFields } from './trip-fields';
import { BookedTripExplanation } from './booked-trip-notice';

export const READY_BLOCK_MESSAGE = 'This trip has already been marked as ready and cannot be edited.';
const REDIRECT_AFTER_UPDATE_MS = 2000;

type FormState = TripEditForm;

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
  return { trip, uid: user.uid };
}

export default function EditTripPage() {
  const { trip, uid } = useLoaderData<typeof loader>();
  if (trip.isBooked)
    return (
      <Notice title="This trip is booked" actionLabel="Return" actionTo={paths.tripResponses(trip.id)}>
        <BookedTripExplanation />
      </Notice>
    );
  if (trip.status === 'ready')
    return (
      <Notice actionLabel="Return" actionTo={paths.tripResponses(trip.id)} detail={ORGANIZER_UNREADY_FIRST}>
        {READY_BLOCK_MESSAGE}
      </Notice>
    );
  return <EditTripForm key={`${trip.id}\n${uid}`} trip={trip} uid={uid} />;
}

function EditTripForm({ trip, uid }: { trip: Trip; uid: string }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const draft = useDraft(uid, 'edit-trip', trip.id, formFromTrip(trip));
  const [form, setForm] = useState<FormState>(draft.initial);
  const [errors, setErrors] = useState<TripFormErrors>({});
  const [formRef, refused] = useFocusFirstInvalid();
  const [saved, setSaved] = useState(false);
  const {
    busy,
    error: saveError,
    setError: setSaveError,
    run,
  } = useAction({ failure: 'We could not save your changes. Please try again.', log: 'Failed to update trip' });
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const backTo = searchParams.get('from') === 'responses' ? paths.tripResponses(trip.id) : paths.dashboard;
  const update = (patch: Partial<FormState>) => {
    const next = { ...form, ...patch };
    setForm(next);
    draft.keep(next);
    setErrors((current) => withoutFixed(current, patch));
  };
  const discardDraft = () => {
    draft.discard();
    setForm(formFromTrip(trip));
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = editableFieldErrors(form);
    setErrors(found);
    setSaveError(null);
    if (Object.keys(found).length > 0) {
      refused();
      return;
    }
    await run(async () => {
      await updateTrip(trip.id, toTripEdit(form));
      draft.clear();
      setSaved(true);
      redirectTimer.current = setTimeout(() => navigate(backTo), REDIRECT_AFTER_UPDATE_MS);
    });
  }

  return (
    <section className="page medium">
      <div className="card">
        <h1>Edit Trip Info</h1>
        <RestoredDraftNotice draft={{ restored: draft.restored, discard: discardDraft }} />
        <form ref={formRef} className="form" onSubmit={handleSubmit} noValidate>
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
          <TripFields values={form} onChange={update} errors={errors} />
          <div className="btn-row">
            <Link to={backTo} className="btn btn-ghost">
              Cancel
            </Link>
            <button type="submit" className="btn btn-primary" disabled={saved || busy}>
              Update Trip
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
