// A traveler's booking details (issue 44, docs/booking-details.md): what planners need to book
// flights and rooms in the traveler's legal name. The most sensitive data we hold, so they live
// in a document of their own, trips/{tripId}/bookingDetails/{uid}, which only the traveler and
// planners read (rules grant whole documents, never fields). Never in an email, a log or a URL.
// Pure: the form, the rules' limits (firestore.rules repeats them), the readiness check and
// the functions share these.
import { isoDayToUtcNoonMillis } from './calendar-day.js';
import { csvText } from './csv.js';
import type { TripType } from './trip.js';

/** The form's fields, as stored (days as 'YYYY-MM-DD'; optional ones as ''). */
export interface BookingDetailsFields {
  legalFirstName: string;
  legalLastName: string;
  dateOfBirth: string;
  nationality: string;
  passportNumber: string;
  passportCountry: string;
  passportExpiry: string;
  knownTravelerNumber: string;
  redressNumber: string;
  loyaltyNumbers: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
}

/** The stored document: the fields, whose they are, and when they were last saved. */
export interface BookingDetails<Time = Date> extends BookingDetailsFields {
  uid: string;
  updatedAt: Time;
}

export type BookingDetailsField = keyof BookingDetailsFields;

export const BOOKING_DETAILS_FIELDS = [
  'legalFirstName',
  'legalLastName',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'passportCountry',
  'passportExpiry',
  'knownTravelerNumber',
  'redressNumber',
  'loyaltyNumbers',
  'emergencyContactName',
  'emergencyContactPhone',
] as const satisfies readonly BookingDetailsField[];

/** Size limits; firestore.rules (isValidBookingDetails) repeats them. */
export const BOOKING_LIMITS: Record<BookingDetailsField, number> = {
  legalFirstName: 100,
  legalLastName: 100,
  dateOfBirth: 10,
  nationality: 100,
  passportNumber: 20,
  passportCountry: 100,
  passportExpiry: 10,
  knownTravelerNumber: 25,
  redressNumber: 25,
  loyaltyNumbers: 500,
  emergencyContactName: 200,
  emergencyContactPhone: 40,
};

export const BOOKING_DETAILS_LABELS: Record<BookingDetailsField, string> = {
  legalFirstName: 'Legal first name (as on your ID)',
  legalLastName: 'Legal last name (as on your ID)',
  dateOfBirth: 'Date of birth',
  nationality: 'Nationality',
  passportNumber: 'Passport number',
  passportCountry: 'Passport issuing country',
  passportExpiry: 'Passport expiry date',
  knownTravelerNumber: 'Known Traveler Number (optional)',
  redressNumber: 'Redress number (optional)',
  loyaltyNumbers: 'Loyalty numbers (optional)',
  emergencyContactName: 'Emergency contact name',
  emergencyContactPhone: 'Emergency contact phone',
};

/** What an international trip needs before booking; a domestic trip needs none of it. */
const INTERNATIONAL_REQUIRED: readonly BookingDetailsField[] = [
  'legalFirstName',
  'legalLastName',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'passportCountry',
  'passportExpiry',
  'emergencyContactName',
  'emergencyContactPhone',
];

export function requiredBookingFields(tripType: TripType): readonly BookingDetailsField[] {
  return tripType === 'international' ? INTERNATIONAL_REQUIRED : [];
}

export const EMPTY_BOOKING_DETAILS: BookingDetailsFields = Object.fromEntries(
  BOOKING_DETAILS_FIELDS.map((field) => [field, '']),
) as unknown as BookingDetailsFields;

const DAY_FIELDS: readonly BookingDetailsField[] = ['dateOfBirth', 'passportExpiry'];
/** Letters and digits only: what passports print (spaces and dashes typed are dropped). */
const PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/;
const PHONE = /^[+0-9 ()./-]{5,40}$/;

export type BookingDetailsErrors = Partial<Record<BookingDetailsField, string>>;

/** The fields as they will be stored: trimmed, the passport number upper case without spaces or dashes. */
export function normaliseBookingDetails(input: BookingDetailsFields): BookingDetailsFields {
  const out = { ...EMPTY_BOOKING_DETAILS };
  for (const field of BOOKING_DETAILS_FIELDS) out[field] = (input[field] ?? '').trim();
  out.passportNumber = out.passportNumber.replace(/[\s-]/g, '').toUpperCase();
  return out;
}

/**
 * Errors by field for `input` (normalised first): required fields per trip type, days that are
 * real dates (a birthday in the past), the passport number's shape, sizes. Empty when valid.
 */
export function validateBookingDetails(
  input: BookingDetailsFields,
  tripType: TripType,
  today: string,
): BookingDetailsErrors {
  const values = normaliseBookingDetails(input);
  const errors: BookingDetailsErrors = {};
  for (const field of requiredBookingFields(tripType))
    if (!values[field]) errors[field] = `Enter your ${fieldNoun(field)}.`;
  for (const field of BOOKING_DETAILS_FIELDS) {
    if (errors[field] || !values[field]) continue;
    if (values[field].length > BOOKING_LIMITS[field])
      errors[field] = `Use at most ${BOOKING_LIMITS[field]} characters.`;
    else if (DAY_FIELDS.includes(field) && isoDayToUtcNoonMillis(values[field]) === null)
      errors[field] = 'Enter a real date.';
  }
  if (!errors.dateOfBirth && values.dateOfBirth && values.dateOfBirth >= today)
    errors.dateOfBirth = 'Your date of birth must be in the past.';
  if (!errors.passportNumber && values.passportNumber && !PASSPORT_NUMBER.test(values.passportNumber))
    errors.passportNumber = 'Enter the passport number as printed: 5 to 20 letters and digits.';
  if (!errors.emergencyContactPhone && values.emergencyContactPhone && !PHONE.test(values.emergencyContactPhone))
    errors.emergencyContactPhone = 'Enter a phone number (digits, spaces, +, -, brackets).';
  return errors;
}

function fieldNoun(field: BookingDetailsField): string {
  const label = BOOKING_DETAILS_LABELS[field].replace(/ \(.*\)$/, '');
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** A passport number as planners first see it: all but its last three characters hidden. */
export function maskPassportNumber(passportNumber: string): string {
  if (!passportNumber) return '';
  const shown = passportNumber.slice(-3);
  return `${'•'.repeat(Math.max(passportNumber.length - 3, 3))}${shown}`;
}

/** The form's fields from a stored document (anything missing or not text reads as ''). */
export function parseBookingDetails(data: Record<string, unknown>): BookingDetailsFields {
  const out = { ...EMPTY_BOOKING_DETAILS };
  for (const field of BOOKING_DETAILS_FIELDS) {
    const value = data[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

/** The planners' booking-details CSV's column headings, after "Traveler". */
export const BOOKING_CSV_HEADINGS: Record<BookingDetailsField, string> = {
  legalFirstName: 'Legal first name',
  legalLastName: 'Legal last name',
  dateOfBirth: 'Date of birth',
  nationality: 'Nationality',
  passportNumber: 'Passport number',
  passportCountry: 'Passport issuing country',
  passportExpiry: 'Passport expiry',
  knownTravelerNumber: 'Known Traveler Number',
  redressNumber: 'Redress number',
  loyaltyNumbers: 'Loyalty numbers',
  emergencyContactName: 'Emergency contact name',
  emergencyContactPhone: 'Emergency contact phone',
};

/**
 * The planners' booking-details CSV (planners only: passport numbers in full): one row per
 * traveler, empty cells for details not given yet.
 */
export function bookingDetailsCsv(
  travelers: ReadonlyArray<{ name: string; details: BookingDetailsFields | null }>,
): string {
  return csvText([
    ['Traveler', ...BOOKING_DETAILS_FIELDS.map((field) => BOOKING_CSV_HEADINGS[field])],
    ...travelers.map((t) => [t.name, ...BOOKING_DETAILS_FIELDS.map((field) => t.details?.[field] ?? '')]),
  ]);
}
