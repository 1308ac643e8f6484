// Pure helpers for the join / edit response form: no Firebase, no React.
import type { Flexibility, ShareRoom } from '@domain/trip';
import type { FullResponse } from '@/lib/models';
import { formatUsDate, parseUsDate } from '@/ui/us-date';
import type { JoinAnswerTexts } from './join-answers';

/** Everything a traveler types; the rest of a FullResponse (uid, email, name, times) is derived. */
export type ResponseFormValues = Pick<
  FullResponse,
  | 'firstName'
  | 'lastName'
  | 'availabilityStart'
  | 'availabilityEnd'
  | 'budget'
  | 'preferences'
  | 'fromLocation'
  | 'mustSee'
  | 'flexibility'
  | 'accommodations'
  | 'shareRoom'
  | 'specialTravel'
> & {
  /** The trip's own join questions' answers as text, by question id (join-answers.ts). */
  customAnswers: JoinAnswerTexts;
};

/** What the form hands over: trimmed values plus the availability text. */
export interface ResponseSubmission extends ResponseFormValues {
  availability: string;
}

export type ResponseFormErrors = Partial<Record<'firstName' | 'lastName' | 'budget', string>>;

export const FLEXIBILITY_LABELS: Record<Flexibility, string> = {
  fixed: 'Fixed – my dates can’t change',
  somewhat: 'Somewhat flexible',
  very: 'Very flexible',
};

export const SHARE_ROOM_LABELS: Record<ShareRoom, string> = {
  yes: 'Yes',
  no: 'No',
  maybe: 'Maybe',
};

export function emptyResponseValues(): ResponseFormValues {
  return {
    firstName: '',
    lastName: '',
    availabilityStart: null,
    availabilityEnd: null,
    budget: '',
    preferences: '',
    fromLocation: '',
    mustSee: '',
    flexibility: '',
    accommodations: '',
    shareRoom: '',
    specialTravel: '',
    customAnswers: {},
  };
}

/** 'MM/dd/yyyy - MM/dd/yyyy', or '' unless both days are chosen. */
export function availabilityText(start: Date | null, end: Date | null): string {
  if (!start || !end) return '';
  return `${formatUsDate(start)} - ${formatUsDate(end)}`;
}

function parseDay(text: string | undefined): Date | null {
  return text ? parseUsDate(text) : null;
}

/** Edit-mode prefill: structured dates when stored, else the availability text split on ' - '. */
export function valuesFromResponse(response: FullResponse): ResponseFormValues {
  const [firstWord = '', secondWord = ''] = response.name.split(' ');
  const [startText, endText] = response.availability.split(' - ');
  return {
    firstName: response.firstName || firstWord,
    lastName: response.lastName || secondWord,
    availabilityStart: response.availabilityStart ?? parseDay(startText),
    availabilityEnd: response.availabilityEnd ?? parseDay(endText),
    budget: response.budget,
    preferences: response.preferences,
    fromLocation: response.fromLocation,
    mustSee: response.mustSee,
    flexibility: response.flexibility,
    accommodations: response.accommodations,
    shareRoom: response.shareRoom,
    specialTravel: response.specialTravel,
    customAnswers: {},
  };
}

export function validateResponse(values: ResponseFormValues): ResponseFormErrors {
  const errors: ResponseFormErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'Please enter your first name.';
  if (!values.lastName.trim()) errors.lastName = 'Please enter your last name.';
  if (!values.budget.trim()) errors.budget = 'Please enter your budget.';
  return errors;
}

export function toSubmission(values: ResponseFormValues): ResponseSubmission {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    availabilityStart: values.availabilityStart,
    availabilityEnd: values.availabilityEnd,
    availability: availabilityText(values.availabilityStart, values.availabilityEnd),
    budget: values.budget.trim(),
    preferences: values.preferences.trim(),
    fromLocation: values.fromLocation.trim(),
    mustSee: values.mustSee.trim(),
    flexibility: values.flexibility,
    accommodations: values.accommodations.trim(),
    shareRoom: values.shareRoom,
    specialTravel: values.specialTravel.trim(),
    customAnswers: values.customAnswers,
  };
}

/** The stored document for a submission (submittedAt is stamped by the server on write). */
export function toTripResponse(
  submission: ResponseSubmission,
  user: { uid: string; email: string },
  profileImage?: string,
): FullResponse {
  return {
    ...submission,
    uid: user.uid,
    email: user.email,
    name: `${submission.firstName} ${submission.lastName}`,
    submittedAt: null,
    ...(profileImage ? { profileImage } : {}),
  };
}
