import { useState, type FormEvent } from 'react';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { deriveTripId } from '@domain/trip-id';
import { localDateToIsoDay, isoDayToLocalDate } from '@domain/calendar-day';
import { LIMITS, PLANNED_OPTION_KEYS, type PlannedOptions } from '@domain/trip';
import { formatUsd, PRICE_CENTS } from '@domain/pricing';
import { paths } from '@/config/paths';
import { signedInUser, type AppUser } from '@/features/auth';
import { useVerifiedEmailStep } from '@/features/auth/components/verify-email-step';
import { loadProfile } from '@/features/profile';
import { today } from '@/ui/date-field';
import { TextAreaField, TextField } from '@/ui/field';
import { BusyButton } from '@/ui/busy-button';
import { withoutFixed } from '@/ui/form-errors';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';
import { RestoredDraftNotice, useDraft } from '@/ui/use-draft';
import { SignedOutNotice } from '@/ui/signed-out-notice';
import { confirmPaymentReturn } from '../payment-return';
import { readPendingTrip, type PendingTrip } from '../pending-trip';
import {
  createFormErrors,
  parseNumPeople,
  TRIP_FORM_MESSAGES,
  type CreateTripForm,
  type TripFormErrors,
} from '../trip-form';
import { PaymentFollowUp } from './payment-follow-up';
import { CREATED_PARAM } from '../trip-created-param';
import { TripFields } from './trip-fields';
import { PlannedOptionsField, TripTypeField } from './create-trip-fields';
import { useCheckout } from './use-checkout';

export { DUPLICATE_TRIP } from './use-checkout';
export const MISSING_DATES = TRIP_FORM_MESSAGES.missingDates;
export const CHECKOUT_CANCELLED =
  'Payment was cancelled. Your trip details are still here; submit again when you are ready.';
type FormState = CreateTripForm;

const NO_OPTIONS = Object.fromEntries(PLANNED_OPTION_KEYS.map((k) => [k, false])) as PlannedOptions;

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
  const checkout = useCheckout((found) => {
    setErrors(found);
    refused();
  });
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
    checkout.setError(null);
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
      checkout.pay(tripId, request, {
        organizerEmail: form.organizerEmail,
        firstName: organizerFirstName,
        userId: user.uid,
      });
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
          {checkout.error && (
            <p className="form-error" role="alert">
              {checkout.error}
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
          <PlannedOptionsField
            value={form.plannedOptions}
            onChange={(plannedOptions) => update({ plannedOptions })}
            showHint={showPlanningHint}
            onLeave={() => setOptionsVisited(true)}
          />
          <TextAreaField
            label="Extra Notes"
            value={form.extraNotes}
            maxLength={LIMITS.longText}
            onChange={(e) => update({ extraNotes: e.target.value })}
            error={errors.extraNotes}
          />
          <TripTypeField value={form.tripType} onChange={(tripType) => update({ tripType })} error={errors.tripType} />
          <div className="btn-row">
            <BusyButton type="submit" className="btn btn-primary" busy={checkout.busy} busyLabel="Starting checkout…">
              Continue to Payment
            </BusyButton>
          </div>
        </form>
        {verification.step}
      </div>
    </section>
  );
}
