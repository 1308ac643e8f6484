// The one list of the functions reached through Firebase Hosting at /api/{name}: every function
// the app calls with callApi (FunctionContracts in api.ts, so the compiler refuses a contract
// left off this list), plus those reached by a link or by Stripe rather than by callApi.
// firebase.json's `/api/*` rewrites are checked against this list both ways
// (tests/unit/hosting-rewrites.node.test.ts, in `npm test`): a function the app calls with no
// rewrite is answered by Hosting's catch-all with index.html, which is how publishing a plan,
// confirming a choice and the calendars broke in production (issue 40).
// Pure data: no Firebase, no React (eslint.config.js keeps the domain so).
import type { FunctionName } from './api.js';

/** Where Hosting sends /api/{name}: the functions prefix the app and the emails use. */
export const HOSTING_API_PREFIX = '/api';

/** How a hosted function is reached. */
export type HostedCall =
  /** POST with the user's ID token and JSON both ways, through callApi. */
  | 'callApi'
  /** GET by a link the app or an email hands out (a calendar feed, unsubscribe). */
  | 'link'
  /** Stripe's webhook: POST from Stripe's servers, signed, no user. */
  | 'webhook';

/** The hosted functions that are not called with callApi (so have no FunctionContracts line). */
export type LinkFunctionName = 'planCalendarFeed' | 'unsubscribe' | 'stripeWebhook';

export type HostedFunctionName = FunctionName | LinkFunctionName;

export const HOSTED_FUNCTIONS = {
  createCheckoutSession: 'callApi',
  saveTripAfterPayment: 'callApi',
  resetInviteLink: 'callApi',
  inviteTravelers: 'callApi',
  remindTravelers: 'callApi',
  withdrawInvitation: 'callApi',
  deleteAccount: 'callApi',
  exportMyData: 'callApi',
  publishPlan: 'callApi',
  calendarToken: 'callApi',
  planCalendarDownload: 'callApi',
  confirmChoice: 'callApi',
  markTripBooked: 'callApi',
  saveTripMoney: 'callApi',
  payTripMoney: 'callApi',
  confirmTripPayment: 'callApi',
  cancelMyPlace: 'callApi',
  planCalendarFeed: 'link',
  unsubscribe: 'link',
  stripeWebhook: 'webhook',
} as const satisfies Record<FunctionName, 'callApi'> & Record<LinkFunctionName, Exclude<HostedCall, 'callApi'>>;

/** The names, in the list's order. */
export const HOSTED_FUNCTION_NAMES = Object.keys(HOSTED_FUNCTIONS) as HostedFunctionName[];

/** The Hosting path of a hosted function (`/api/publishPlan`). */
export function hostingPath(name: HostedFunctionName): string {
  return `${HOSTING_API_PREFIX}/${name}`;
}
