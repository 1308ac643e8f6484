// The create page's form: the trip as typed (kept as a draft until the paid trip exists), its
// checks, and "Continue to Payment" once the organizer's email is verified.
import { useState, type FormEvent } from 'react';
import { deriveTripId } from '@domain/trip-id';
import { PLANNED_OPTION_KEYS } from '@domain/trip';
import { formatUsd, PRICE_CENTS } from '@domain/pricing';
import type { AppUser } from '@/features/auth';
import { useVerifiedEmailStep } from '@/features/auth/components/verify-email-step';
import { today } from '@/ui/date-field';
import { BusyButton } from '@/ui/busy-button';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';
import { RestoredDraftNotice } from '@/ui/use-draft';
import { checkoutRequest } from '../new-trip-form';
import type { PendingTrip } from '../pending-trip';
import { createFormErrors, TRIP_FORM_MESSAGES } from '../trip-form';
import { NewTripFields } from './new-trip-fields';
import { PageLoadGuard } from './page-load-guard';
import { useCheckout } from './use-checkout';
import { useNewTripForm } from './use-new-trip-form';

export const CHECKOUT_CANCELLED =
  'Payment was cancelled. Your trip details are still here; submit again when you are ready.';

export function CreateTripForm({
  user,
  firstName,
  restore,
}: {
  user: AppUser;
  firstName: Promise<string>;
  restore: PendingTrip | null;
}) {
  const [formRef, refused] = useFocusFirstInvalid();
  const { form, errors, setErrors, update, draft, discardDraft } = useNewTripForm(user, restore);
  const checkout = useCheckout((found) => {
    setErrors(found);
    refused();
  });
  const verification = useVerifiedEmailStep(user.email, 'pay for this trip');
  const notice = restore ? CHECKOUT_CANCELLED : null;
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
    // Complete whenever `found` is empty; checked again so the types know it.
    const request = Object.keys(found).length > 0 ? null : checkoutRequest(form);
    if (!request) {
      refused();
      return;
    }
    // A failed read has replaced the page with its load error (PageLoadGuard): nothing to pay for.
    const organizerFirstName = await firstName.catch(() => null);
    if (organizerFirstName === null) return;
    const tripId = deriveTripId(organizerFirstName, form.tripName);
    if (!tripId) {
      setErrors({ tripName: TRIP_FORM_MESSAGES.tripNameLetters });
      refused();
      return;
    }
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
          <NewTripFields
            form={form}
            errors={errors}
            update={update}
            showPlanningHint={showPlanningHint}
            onOptionsLeft={() => setOptionsVisited(true)}
          />
          <div className="btn-row">
            <BusyButton type="submit" className="btn btn-primary" busy={checkout.busy} busyLabel="Starting checkout…">
              Continue to Payment
            </BusyButton>
          </div>
        </form>
        {verification.step}
      </div>
      <PageLoadGuard read={firstName} />
    </section>
  );
}
