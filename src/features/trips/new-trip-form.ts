// The create page's form: empty, as a cancelled checkout left it, and the request it pays for.
import { isoDayToLocalDate, localDateToIsoDay } from '@domain/calendar-day';
import { PLANNED_OPTION_KEYS, type PlannedOptions } from '@domain/trip';
import type { PendingTrip } from './pending-trip';
import type { startCheckout } from './api/checkout-api';
import { parseNumPeople, type CreateTripForm } from './trip-form';

type FormState = CreateTripForm;

const NO_OPTIONS = Object.fromEntries(PLANNED_OPTION_KEYS.map((k) => [k, false])) as PlannedOptions;

export function emptyForm(email: string): FormState {
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

export function restoredForm(pending: PendingTrip, email: string): FormState {
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
 * What checkout is asked to create, once the form has no errors (null while a required value is
 * missing). Who organizes is the server's to say (the account's email and profile name), not ours.
 */
export function checkoutRequest(form: FormState): Parameters<typeof startCheckout>[0] | null {
  const numPeople = parseNumPeople(form.numPeople);
  if (numPeople === null || !form.startDate || !form.endDate || !form.tripType) return null;
  return {
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
}
