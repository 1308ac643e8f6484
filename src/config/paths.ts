// Every route of the app, declared once; links, guards and redirects build on this table.
export const paths = {
  home: '/',
  signup: '/signup',
  login: '/login',
  forgotPassword: '/forgot-password',
  completeProfile: '/complete-profile',
  updateProfile: '/update-profile',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  /** The footer links to this differently cased path; it shows the same page. */
  termsFooter: '/Terms-and-Conditions',
  create: '/create',
  dashboard: '/dashboard',
  tripResponses: (tripId: string) => `/dashboard/${encodeURIComponent(tripId)}`,
  editTrip: (tripId: string) => `/edit-trip/${encodeURIComponent(tripId)}`,
  admin: '/admin',
  adminResponses: (tripId: string) => `/admin/responses/${encodeURIComponent(tripId)}`,
  adminQuestions: '/admin/questions',
  join: (tripId: string) => `/join/${encodeURIComponent(tripId)}`,
  editResponse: (tripId: string) => `/edit-response/${encodeURIComponent(tripId)}`,
} as const;

/** Route patterns for the router, in the same order as the app's route table. */
export const routePatterns = {
  tripResponses: '/dashboard/:tripId',
  editTrip: '/edit-trip/:tripId',
  adminResponses: '/admin/responses/:tripId',
  join: '/join/:tripId',
  editResponse: '/edit-response/:tripId',
} as const;

/** Appends ?redirect=… so that after signing in the user lands back where they were. */
export function withRedirect(path: string, redirect: string): string {
  return `${path}?redirect=${encodeURIComponent(redirect)}`;
}

/**
 * Only same-site paths are honoured as redirect targets, so a crafted link cannot send a
 * freshly signed-in user to another site.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
