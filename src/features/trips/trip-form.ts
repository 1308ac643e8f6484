// What the create and edit forms check before anything is sent, field by field and in plain
// words. The limits are the domain's (the server refuses the same things), so a request the
// browser lets through is one the server accepts; a 400 that still names a field (another
// client, a rule that changed) is shown as that field's message, never in the server's wording.
import { localDateToIsoDay } from '@domain/calendar-day';
import { slugify } from '@domain/trip-id';
import { LIMITS, type PlannedOptions, type TripType } from '@domain/trip';
import type { TripEdit, TripEditForm } from '@/lib/models';

/** The create form: the editable fields plus what is fixed once paid (the email is the account's, read-only). */
export interface CreateTripForm extends TripEditForm {
  tripName: string;
  organizerEmail: string;
  plannedOptions: PlannedOptions;
  extraNotes: string;
  tripType: TripType | '';
}

/** The checked fields, in the order the forms show them (the first invalid one gets focus). */
export const TRIP_FORM_FIELDS = [
  'tripName',
  'numPeople',
  'destination',
  'vibe',
  'startDate',
  'endDate',
  'extraNotes',
  'tripType',
] as const;
export type TripFormField = (typeof TRIP_FORM_FIELDS)[number];
export type TripFormErrors = Partial<Record<TripFormField, string>>;

export const TRIP_FORM_MESSAGES = {
  tripName: 'Please enter a trip name.',
  tripNameLetters: 'Please use letters or numbers in the trip name.',
  tripNameLength: `Please keep the trip name to ${LIMITS.tripName} characters.`,
  numPeople: `Please enter a whole number from ${LIMITS.numPeopleMin} to ${LIMITS.numPeopleMax}.`,
  destination: 'Please enter a destination.',
  destinationLength: `Please keep the destination to ${LIMITS.destination} characters.`,
  vibe: 'Please describe the trip vibe.',
  longText: `Please keep this to ${LIMITS.longText} characters.`,
  missingDates: 'Please select both a start and end date.',
  startInPast: 'The start date cannot be in the past.',
  endBeforeStart: 'The end date cannot be before the start date.',
  tripType: 'Please choose whether the trip is domestic or international.',
  other: 'Please check the trip details and try again.',
} as const;

/** The whole number the "Number of People" input holds, or null when it is not one within the limits. */
export function parseNumPeople(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= LIMITS.numPeopleMin && value <= LIMITS.numPeopleMax ? value : null;
}

/** The fields both forms share (the ones an organizer may still edit after paying). */
export function editableFieldErrors(form: TripEditForm): TripFormErrors {
  const errors: TripFormErrors = {};
  if (parseNumPeople(form.numPeople) === null) errors.numPeople = TRIP_FORM_MESSAGES.numPeople;
  const destination = form.destination.trim();
  if (!destination) errors.destination = TRIP_FORM_MESSAGES.destination;
  else if (destination.length > LIMITS.destination) errors.destination = TRIP_FORM_MESSAGES.destinationLength;
  const vibe = form.vibe.trim();
  if (!vibe) errors.vibe = TRIP_FORM_MESSAGES.vibe;
  else if (vibe.length > LIMITS.longText) errors.vibe = TRIP_FORM_MESSAGES.longText;
  if (!form.startDate) errors.startDate = TRIP_FORM_MESSAGES.missingDates;
  if (!form.endDate) errors.endDate = TRIP_FORM_MESSAGES.missingDates;
  if (form.startDate && form.endDate && localDateToIsoDay(form.endDate) < localDateToIsoDay(form.startDate))
    errors.endDate = TRIP_FORM_MESSAGES.endBeforeStart;
  return errors;
}

/** Every field of the create form; `today` is the local calendar day the start may not precede. */
export function createFormErrors(form: CreateTripForm, today: Date): TripFormErrors {
  const errors: TripFormErrors = {};
  const tripName = form.tripName.trim();
  if (!tripName) errors.tripName = TRIP_FORM_MESSAGES.tripName;
  else if (tripName.length > LIMITS.tripName) errors.tripName = TRIP_FORM_MESSAGES.tripNameLength;
  else if (!slugify(tripName)) errors.tripName = TRIP_FORM_MESSAGES.tripNameLetters;
  Object.assign(errors, editableFieldErrors(form));
  if (form.startDate && localDateToIsoDay(form.startDate) < localDateToIsoDay(today))
    errors.startDate = TRIP_FORM_MESSAGES.startInPast;
  if (form.extraNotes.trim().length > LIMITS.longText) errors.extraNotes = TRIP_FORM_MESSAGES.longText;
  if (!form.tripType) errors.tripType = TRIP_FORM_MESSAGES.tripType;
  return errors;
}

/** The first field (in form order) with an error, to move focus to. */
export function firstInvalidField(errors: TripFormErrors): TripFormField | undefined {
  return TRIP_FORM_FIELDS.find((field) => errors[field]);
}

/** A valid edit form as the trip fields it changes; call only when editableFieldErrors found nothing. */
export function toTripEdit(form: TripEditForm): TripEdit {
  const numPeople = parseNumPeople(form.numPeople);
  if (numPeople === null || !form.startDate || !form.endDate) throw new Error('toTripEdit needs a valid form.');
  return {
    numPeople,
    timingFlex: form.timingFlex,
    destination: form.destination.trim(),
    vibe: form.vibe.trim(),
    sameOrigin: form.sameOrigin,
    startDate: form.startDate,
    endDate: form.endDate,
  };
}

const SERVER_FIELD_MESSAGES: Partial<Record<string, string>> = {
  tripName: TRIP_FORM_MESSAGES.tripNameLetters,
  numPeople: TRIP_FORM_MESSAGES.numPeople,
  destination: TRIP_FORM_MESSAGES.destination,
  vibe: TRIP_FORM_MESSAGES.vibe,
  startDate: TRIP_FORM_MESSAGES.startInPast,
  endDate: TRIP_FORM_MESSAGES.endBeforeStart,
  extraNotes: TRIP_FORM_MESSAGES.longText,
  tripType: TRIP_FORM_MESSAGES.tripType,
};

/**
 * A 400 from createCheckoutSession names the field it refused: that field gets its plain message.
 * A field the form does not show (or none) becomes the form-level message.
 */
export function errorsFromServer(field: string | undefined): { errors: TripFormErrors; formError: string | null } {
  const message = field ? SERVER_FIELD_MESSAGES[field] : undefined;
  if (field && message && (TRIP_FORM_FIELDS as readonly string[]).includes(field))
    return { errors: { [field]: message }, formError: null };
  return { errors: {}, formError: TRIP_FORM_MESSAGES.other };
}
