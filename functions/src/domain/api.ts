// The HTTP functions the app calls: for each, its name, what it takes and what it answers, and
// the errors the browser acts on. The functions answer with these types; the app calls them
// only through callApi (src/lib/functions-client.ts), which takes the name and checks the
// request and the answer against this table. A new function gets its line in FunctionContracts.
// Pure types and texts: no Firebase, no React (eslint.config.js keeps the domain so).
import type { AccountExport } from './account-export.js';
import type { TripInput } from './trip-input.js';
import type { PaymentKind, PaymentStatus, TripMoneyInput } from './trip-money.js';

/** inviteTravelers: who was invited, who was skipped and why, and how many are left today. */
export interface InviteResult {
  invited: string[];
  alreadyInvited: string[];
  alreadyAnswered: string[];
  /** Addresses that unsubscribed from invitations (the link in every invitation): not invited. */
  unsubscribed: string[];
  /** Entries that repeated an earlier one in the same list. */
  repeated: string[];
  leftToday: number;
}

/** One trip's reminder round: the organizer's (remindTravelers) or the daily job's. */
export interface RoundOutcome {
  tripId: string;
  at: string;
  reached: string[];
  answered: string[];
  recentlyReminded: string[];
  optedOut: string[];
  /** Invitees who had all their reminders (MAX_REMINDERS_PER_INVITEE): never reminded again. */
  reminderLimit: string[];
  /** Invitees whose invitation was withdrawn (by the organizer, or they left the trip). */
  withdrawn: string[];
  /**
   * Invitees whose reminder could not be queued (a stored address the outbox refuses, a
   * failed write): logged and left for the next round, never stopping the others.
   */
  failed: string[];
  /** Set when the whole trip's round failed; the job went on with the next trip. */
  error?: string;
}

export type WithdrawOutcome = 'withdrawn' | 'already-withdrawn' | 'not-invited';

/** Every function the app calls with the user's ID token (POST /api/{name}, JSON both ways). */
export interface FunctionContracts {
  /**
   * Opens a Stripe Checkout Session for the trip form; the trip is made once it is paid. The
   * url is always sent, but the app still handles an answer without one (the spec's alert).
   */
  createCheckoutSession: { request: TripInput; response: { url?: string; sessionId: string; tripId: string } };
  /** The browser's return from Stripe; tripData is accepted for older clients and never read. */
  saveTripAfterPayment: {
    request: { sessionId: string; tripData?: unknown };
    response: { tripId: string; created: boolean };
  };
  resetInviteLink: { request: { tripId: string }; response: { tripId: string; inviteKey: string } };
  inviteTravelers: { request: { tripId: string; addresses: string }; response: InviteResult };
  remindTravelers: { request: { tripId: string }; response: RoundOutcome };
  withdrawInvitation: {
    request: { tripId: string; email: string };
    response: { email: string; outcome: Exclude<WithdrawOutcome, 'not-invited'> };
  };
  deleteAccount: {
    request: Record<string, never>;
    response: { deleted: true; writes: number; authAccount: 'deleted' | 'already-deleted' };
  };
  exportMyData: { request: Record<string, never>; response: AccountExport };
  publishPlan: { request: { tripId: string }; response: { tripId: string; version: number } };
  calendarToken: {
    request: { tripId: string; action: 'renew' | 'revoke' };
    response: { tripId: string; token: string } | { tripId: string; revoked: true };
  };
  planCalendarDownload: { request: { tripId: string }; response: { fileName: string; ics: string } };
  /** The organizer or a planner confirms a choice's option: it becomes the plan's next version. */
  confirmChoice: {
    request: { tripId: string; choiceId: string; optionId: 'a' | 'b' | 'c' };
    response: { tripId: string; choiceId: string; version: number };
  };
  /**
   * "Mark as Booked", refused while a traveler has an open readiness flag unless the planner
   * gives a reason (docs/booking-details.md).
   */
  markTripBooked: {
    request: { tripId: string; overrideReason?: string };
    response: { tripId: string; openTravelers: number; overridden: boolean };
  };
  /** A planner sets the trip money; every traveler's share is recomputed (docs/payments.md). */
  saveTripMoney: {
    request: { tripId: string } & TripMoneyInput;
    response: { tripId: string; settingsVersion: number; policyVersion: number; travelers: number };
  };
  /** "Approve and pay the deposit" (or the balance): the policy version accepted, a Checkout opened. */
  payTripMoney: {
    request: { tripId: string; kind: PaymentKind; acceptedPolicyVersion: number; travelerUid?: string };
    response: { url: string; sessionId: string };
  };
  /** The return from a trip-money Checkout: fulfils it if Stripe says it is paid. */
  confirmTripPayment: {
    request: { tripId: string; sessionId: string };
    response: { tripId: string; status: PaymentStatus };
  };
  /** "I can't go": the exact refund (confirm false), or the cancellation and its refunds. */
  cancelMyPlace: {
    request: { tripId: string; confirm: boolean; travelerUid?: string };
    response: {
      tripId: string;
      cancelled: boolean;
      percent: number;
      refundMinor: number;
      paidMinor: number;
      currency: string;
      daysBeforeDeparture: number;
    };
  };
}

export type FunctionName = keyof FunctionContracts;
export type ApiRequest<N extends FunctionName> = FunctionContracts[N]['request'];
export type ApiResponse<N extends FunctionName> = FunctionContracts[N]['response'];

// Texts the browser shows, word for word (the spec quotes some of them).
export const TRIP_NAME_TAKEN = 'A trip with this name already exists. Please choose a different trip name.';
export const TRIP_NAME_TAKEN_AFTER_PAYMENT = `${TRIP_NAME_TAKEN} Your payment was received; please contact support for a refund.`;
export const TRIP_NAME_BEING_PAID =
  'Someone is paying for a trip with this name right now. Please choose a different trip name, or try again in about half an hour.';
export const PAYMENT_NOT_COMPLETED = 'Payment not completed';
export const PAYMENT_DOES_NOT_MATCH = 'This payment does not match this trip.';
export const EMAIL_NOT_VERIFIED = 'Please verify your email address before paying.';
export const OPEN_READINESS_FLAGS =
  'Some travelers are not ready to book. Resolve their flags, or give a reason to book anyway.';
export const TRIP_NOT_READY_TO_BOOK =
  'This trip is not ready to plan, so it cannot be booked: its organizer has not marked it ready (or marked it unready again).';
export const TRIP_ALREADY_BOOKED = 'This trip is already booked.';

/**
 * The refusals the browser tells apart, by code: the JSON error carries `code` beside `error`
 * (the message) and `field`, so the app decides on the code, never on the words.
 */
export const API_ERRORS = {
  tripNameTaken: { status: 409, message: TRIP_NAME_TAKEN, field: 'tripName' },
  tripNameBeingPaid: { status: 409, message: TRIP_NAME_BEING_PAID, field: 'tripName' },
  tripNameTakenAfterPayment: { status: 409, message: TRIP_NAME_TAKEN_AFTER_PAYMENT, field: 'tripName' },
  paymentNotCompleted: { status: 402, message: PAYMENT_NOT_COMPLETED },
  paymentDoesNotMatch: { status: 409, message: PAYMENT_DOES_NOT_MATCH },
  emailNotVerified: { status: 403, message: EMAIL_NOT_VERIFIED },
  openReadinessFlags: { status: 409, message: OPEN_READINESS_FLAGS, field: 'overrideReason' },
  tripNotReadyToBook: { status: 409, message: TRIP_NOT_READY_TO_BOOK },
  tripAlreadyBooked: { status: 409, message: TRIP_ALREADY_BOOKED },
} as const satisfies Record<string, { status: number; message: string; field?: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Every 4xx/5xx answer of a function. */
export interface ApiErrorBody {
  error: string;
  field?: string;
  code?: ApiErrorCode;
}
