// Pure helpers for the join / edit response form: no Firebase, no React.
import type { Flexibility, ShareRoom } from '@domain/trip';
import { wholeMoneyText } from '@domain/money-text';
import type { FullResponse } from '@/lib/models';
import { formatUsDate, parseUsDate } from '@/ui/us-date';
import type { JoinAnswerTexts } from './join-answers';

/** The currencies a budget amount can be in (issue 46); the first is the default. */
export const BUDGET_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'MXN', 'INR', 'NZD'] as const;

/** Everything a traveler types; the rest of a FullResponse (uid, email, name, times) is derived. */
export type ResponseFormValues = BudgetAmountValues &
  Pick<
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

/** The budget as an amount (typed text) and a currency, beside the free-text budget (the note). */
export interface BudgetAmountValues {
  budgetAmount: string;
  budgetCurrency: string;
}

/** What the form hands over: trimmed values plus the availability text; the amount as a number. */
export interface ResponseSubmission extends Omit<ResponseFormValues, keyof BudgetAmountValues> {
  availability: string;
  budgetAmount?: number;
  budgetCurrency?: string;
}

export type ResponseFormErrors = Partial<Record<'firstName' | 'lastName' | 'budget' | 'budgetAmount', string>>;

/** '1,100' or '1100.50' → 1100.5; '' → null; anything else (or 0, or over ten million) → NaN. */
export function parseBudgetAmount(text: string): number | null {
  const typed = text.trim().replace(/,/g, '');
  if (typed === '') return null;
  const amount = /^\d+(\.\d{1,2})?$/.test(typed) ? Number(typed) : NaN;
  return amount > 0 && amount <= 10_000_000 ? amount : NaN;
}

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
    budgetAmount: '',
    budgetCurrency: BUDGET_CURRENCIES[0],
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
    // The budget text the form wrote for an amount alone ('€1,100') is not a note: it stays empty.
    budget:
      response.budgetAmount !== undefined &&
      response.budgetCurrency &&
      response.budget === wholeMoneyText(response.budgetAmount, response.budgetCurrency)
        ? ''
        : response.budget,
    budgetAmount: response.budgetAmount !== undefined ? String(response.budgetAmount) : '',
    budgetCurrency: response.budgetCurrency ?? BUDGET_CURRENCIES[0],
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
  const amount = parseBudgetAmount(values.budgetAmount);
  if (Number.isNaN(amount)) errors.budgetAmount = 'Enter the amount as a number, like 1100.';
  else if (amount === null && !values.budget.trim()) errors.budget = 'Please enter your budget.';
  return errors;
}

export function toSubmission(values: ResponseFormValues): ResponseSubmission {
  const amount = parseBudgetAmount(values.budgetAmount);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    availabilityStart: values.availabilityStart,
    availabilityEnd: values.availabilityEnd,
    availability: availabilityText(values.availabilityStart, values.availabilityEnd),
    // An amount alone is also written as text, so the spec's budget (cards, CSV) is never empty.
    budget: values.budget.trim() || (amount ? wholeMoneyText(amount, values.budgetCurrency) : ''),
    ...(amount ? { budgetAmount: amount, budgetCurrency: values.budgetCurrency } : {}),
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
