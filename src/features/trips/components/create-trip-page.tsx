import { useState, type FormEvent } from 'react';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { deriveTripId } from '@domain/trip-id';
import { localDateToIsoDay, isoDayToLocalDate } from '@domain/calendar-day';
import {
  LIMITS,
  PLANNED_OPTION_KEYS,
  TRIP_TYPES,
  TRIP_TYPE_LABELS,
  type PlannedOptionKey,
  type PlannedOptions,
  type TripType,
} from '@domain/trip';
import { formatUsd, PRICE_CENTS } from '@domain/pricing';
import { TRIP_NAME_TAKEN } from '@domain/api';
import { FunctionError } from '@/lib/function-error';
import { paths } from '@/config/paths';
import { signedInUser, type AppUser } from '@/features/auth';
import { useVerifiedEmailStep } from '@/features/auth/components/verify-email-step';
import { loadProfile } from '@/features/profile';
import { today } from '@/ui/date-field';
import { SelectField, TextAreaField, TextField } from '@/ui/field';
import { BusyButton } from '@/ui/busy-button';
import { withoutFixed } from '@/ui/form-errors';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';
import { Refusal, useAction } from '@/ui/use-action';
import { RestoredDraftNotice, useDraft } from '@/ui/use-draft';
import { SignedOutNotice } from '@/ui/signed-out-notice';
import { startCheckout, tripExists } from '../api/checkout-api';
import { confirmPaymentReturn } from '../payment-return';
import { readPendingTrip, savePendingTrip, type PendingTrip } from '../pending-trip';
import { togglePlannedOption } from '../planned-options';
import {
  createFormErrors,
  errorsFromServer,
  parseNumPeople,
  TRIP_FORM_MESSAGES,
  type CreateTripForm,
  type TripFormErrors,
} from '../trip-form';
import { PaymentFollowUp } from './payment-follow-up';
import { CREATED_PARAM } from '../trip-created-param';
import { TripFields } from './trip-fields';

/** The spec's alert for a trip name already taken: the functions' own text. */
export const DUPLICATE_TRIP = TRIP_NAME_TAKEN;
export const MISSING_DATES = TRIP_FORM_MESSAGES.missingDates;
export const CHECKOUT_CANCELLED =
  'Payment was cancelled. Your trip details are still here; submit again when you are ready.';
const OPTION_LABELS: Record<PlannedOptionKey, string> = {
  hotels: 'Hotels',
  restaurants: 'Restaurants',
  flights: 'Flights',
  transport: 'Transport',
  tickets: 'Tickets',
  all: 'All Options',
};

type FormState = CreateTripForm;

const NO_OPTIONS = Object.fromEntries(PLANNED_OPTION_KEYS.map((k) => [k, false])) as PlannedOptions;

/** The server's refusals the form explains itself: a bad field (400), a name being paid for right now (409). */
function formRefusal(error: unknown): FunctionError | null {
  if (!(error instanceof FunctionError) || error.code === 'tripNameTaken') return null;
  return error.status === 400 || error.status === 409 ? error : null;
}

// The spec's error catalogue alerts a taken name and any other failure to start the checkout;
// the form's own refusals are shown in the form (onFailure).
function checkoutFailure(error: unknown): string | null {
  if (formRefusal(error)) return null;
  if (error instanceof FunctionError && error.code === 'tripNameTaken') return DUPLICATE_TRIP;
  return 'Something went wrong. Please try again.';
}

function emptyForm(email: string): FormState {
  return {
    tripName: '',
    organizerEmail: email,
    numPeople: '',
    timingFlex: 'flexible',
    destination: '',
    vibe: '',
    sameOrigin: 'yes',
    startDate: null,
    endDate: null,
    plannedOptions: NO_OPTIONS,
    extraNotes: '',
    tripType: '',
  };
}

function restoredForm(pending: PendingTrip, email: string): FormState {
  return {
    tripName: pending.tripName,
    organizerEmail: email,
    numPeople: String(pending.numPeople),
    timingFlex: pending.timingFlex,
    destination: pending.destination,
    vibe: pending.vibe,
    sameOrigin: pending.sameOrigin,
    startDate: isoDayToLocalDate(pending.startDate),
    endDate: isoDayToLocalDate(pending.endDate),
    plannedOptions: pending.plannedOptions,
    extraNotes: pending.extraNotes,
    tripType: pending.tripType,
  };
}

/**
 * For a signed-in user: their first name (part of the trip id; the form does not wait for
 * it), the pending trip back from a cancelled checkout, and, back from a paid one, the
 * server's answer to "create my trip" (it creates the trip from its own record).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await signedInUser();
  if (!user) return { user: null };
  const params = new URL(request.url).searchParams;
  const firstName = loadProfile(user.uid).then(
    (profile) => profile?.firstName ?? '',
    () => '',
  );
  const pending = readPendingTrip();
  const restore = params.get('canceled') === 'true' && pending?.userId === user.uid ? pending : null;
  const payment = await confirmPaymentReturn(params, user.uid, pending);
  // Paid and created: the organizer lands on the new trip, with the Trip Created popup over it
  // (replacing this URL, so Back does not ask the server to create the trip again).
  if (payment?.kind === 'created') {
    throw redirect(`${paths.tripResponses(payment.tripId)}?${CREATED_PARAM}=1`);
  }
  return { user, firstName, restore, payment };
}

export default function CreateTripPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.user) {
    return (
      <SignedOutNotice title="Create a New Trip" returnTo={paths.create} offerSignUp>
        Please sign up or log in to create a trip.
      </SignedOutNotice>
    );
  }
  if (data.payment?.kind === 'failed') return <PaymentFollowUp failure={data.payment} />;
  return <CreateTripForm key={data.user.uid} user={data.user} firstName={data.firstName} restore={data.restore} />;
}

function CreateTripForm({
  user,
  firstName,
  restore,
}: {
  user: AppUser;
  firstName: Promise<string>;
  restore: PendingTrip | null;
}) {
  const [edited, setEdited] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<TripFormErrors>({});
  const [formRef, refused] = useFocusFirstInvalid();
  const { busy, error: formError, setError: setFormError, run } = useAction();
  const verification = useVerifiedEmailStep(user.email, 'pay for this trip');
  // Kept until the paid trip exists (payment-return.ts clears it), so a closed Stripe tab loses nothing.
  const draft = useDraft(user.uid, 'create-trip', '', emptyForm(user.email));
  const form: FormState = edited ?? (restore ? restoredForm(restore, user.email) : draft.initial);
  const notice = restore ? CHECKOUT_CANCELLED : null;

  const update = (patch: Partial<FormState>) => {
    const next = { ...form, ...patch };
    setEdited(next);
    draft.keep(next);
    setErrors((current) => withoutFixed(current, patch));
  };
  const discardDraft = () => {
    draft.discard();
    setEdited(null);
  };
  // The planning hint waits until a submit or until the options were left: never on a fresh form.
  const [optionsVisited, setOptionsVisited] = useState(false);
  const noOptionTicked = !PLANNED_OPTION_KEYS.some((key) => form.plannedOptions[key]);
  const showPlanningHint = noOptionTicked && optionsVisited;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setOptionsVisited(true);
    const found = createFormErrors(form, today());
    setErrors(found);
    const numPeople = parseNumPeople(form.numPeople);
    // The last three are implied by an empty `found`; checked again so the types know it.
    if (Object.keys(found).length > 0 || numPeople === null || !form.startDate || !form.endDate || !form.tripType) {
      refused();
      return;
    }
    const organizerFirstName = await firstName;
    const tripId = deriveTripId(organizerFirstName, form.tripName);
    if (!tripId) {
      setErrors({ tripName: TRIP_FORM_MESSAGES.tripNameLetters });
      refused();
      return;
    }
    // Who organizes is the server's to say (the account's email and profile name), not ours.
    const request = {
      tripName: form.tripName.trim(),
      numPeople,
      timingFlex: form.timingFlex,
      destination: form.destination.trim(),
      vibe: form.vibe.trim(),
      sameOrigin: form.sameOrigin,
      startDate: localDateToIsoDay(form.startDate),
      endDate: localDateToIsoDay(form.endDate),
      plannedOptions: form.plannedOptions,
      extraNotes: form.extraNotes.trim(),
      tripType: form.tripType,
    };
    // Paying needs a verified email (the checkout function checks the token); the step keeps
    // the form as typed and pays once the email is verified.
    const pay = () =>
      run(
        async () => {
          if (await tripExists(tripId)) throw new Refusal(DUPLICATE_TRIP);
          const session = await startCheckout(request);
          if (!session.url) throw new Refusal('Failed to create Stripe session.');
          savePendingTrip({
            ...request,
            organizerEmail: form.organizerEmail,
            firstName: organizerFirstName,
            tripId: session.tripId,
            userId: user.uid,
            createdAt: new Date().toISOString(),
            sessionId: session.sessionId,
          });
          window.location.assign(session.url);
        },
        {
          failure: checkoutFailure,
          report: 'alert',
          log: 'Starting checkout failed',
          onFailure: (error) => {
            const refusal = formRefusal(error);
            if (refusal?.status === 400) {
              const fromServer = errorsFromServer(refusal.field);
              setErrors(fromServer.errors);
              setFormError(fromServer.formError);
              refused();
            } else if (refusal) setFormError(refusal.message);
          },
        },
      );
    await verification.whenVerified(() => void pay());
  }

  return (
    <section className="page medium">
      <div className="card">
        <h1>Create a New Trip</h1>
        <p className="muted">
          Tell us about the trip. After a one-time planning fee ({formatUsd(PRICE_CENTS.domestic)} domestic,{' '}
          {formatUsd(PRICE_CENTS.international)} international) you get a link to share with your group.
        </p>
        {notice ? (
          <p className="banner banner-warning" role="status">
            {notice}
          </p>
        ) : (
          <RestoredDraftNotice draft={{ restored: draft.restored, discard: discardDraft }} />
        )}
        <form ref={formRef} className="form" onSubmit={handleSubmit} noValidate>
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
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
          <fieldset
            aria-describedby={showPlanningHint ? 'planning-hint' : undefined}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setOptionsVisited(true);
            }}
          >
            <legend>What should we plan?</legend>
            <div className="options-grid">
              {PLANNED_OPTION_KEYS.map((key) => (
                <label key={key} className="checkbox">
                  <input
                    type="checkbox"
                    checked={form.plannedOptions[key]}
                    onChange={(e) =>
                      update({ plannedOptions: togglePlannedOption(form.plannedOptions, key, e.target.checked) })
                    }
                  />
                  <span>{OPTION_LABELS[key]}</span>
                </label>
              ))}
            </div>
            {showPlanningHint && (
              <p id="planning-hint" className="field-error">
                Please select at least one planning option
              </p>
            )}
          </fieldset>
          <TextAreaField
            label="Extra Notes"
            value={form.extraNotes}
            maxLength={LIMITS.longText}
            onChange={(e) => update({ extraNotes: e.target.value })}
            error={errors.extraNotes}
          />
          <SelectField
            label="Trip Type"
            value={form.tripType}
            onChange={(e) => update({ tripType: e.target.value as TripType })}
            error={errors.tripType}
            required
          >
            <option value="" disabled>
              Select a type
            </option>
            {TRIP_TYPES.map((value) => (
              <option key={value} value={value}>
                {TRIP_TYPE_LABELS[value]} – {formatUsd(PRICE_CENTS[value])}
              </option>
            ))}
          </SelectField>
          <div className="btn-row">
            <BusyButton type="submit" className="btn btn-primary" busy={busy} busyLabel="Starting checkout…">
              Continue to Payment
            </BusyButton>
          </div>
        </form>
        {verification.step}
      </div>
    </section>
  );
}
