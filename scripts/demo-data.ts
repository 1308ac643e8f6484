// The demo accounts and trips the start command seeds (and the browser tests rely on).
export const DEMO_PASSWORD = 'tripwise-demo';

/**
 * The demo people and trips. With a `namespace`, a separate copy: other emails, other trip ids,
 * the same names and texts. The browser tests give each parallel worker its own copy (below).
 */
export function demoData(namespace = '') {
  const email = (local: string, domain: string) =>
    namespace ? `${local}.${namespace}@${domain}` : `${local}@${domain}`;
  const id = (slug: string) => (namespace ? `${slug}-${namespace}` : slug);
  // Each copy's trips need their own invites/{key} records, so each copy has its own keys:
  // an 18-character stem and a 4-character ending (the plain copy's, or the namespace's).
  const key = (stem: string, plainEnding: string) => `${stem}${namespace ? namespace.padStart(4, '0') : plainEnding}`;
  return {
    users: {
      organizer: { email: email('ana', 'example.com'), firstName: 'Ana', lastName: 'Rivera', birthday: '1990-04-12' },
      traveler: { email: email('ben', 'example.com'), firstName: 'Ben', lastName: 'Okafor', birthday: '1988-09-30' },
      // Two more travelers so the insights (tracker, shared window, budget summary) have a group.
      dana: { email: email('dana', 'example.com'), firstName: 'Dana', lastName: 'Kim', birthday: '1992-02-17' },
      eli: { email: email('eli', 'example.com'), firstName: 'Eli', lastName: 'Novak', birthday: '1995-11-03' },
      planner: {
        email: email('planner', 'tripwise.example'),
        firstName: 'Pat',
        lastName: 'Planner',
        birthday: '1985-01-20',
      },
    },
    trips: { draft: id('ana-summer-in-japan'), ready: id('ana-bali-retreat') },
    /**
     * Addresses Ana invited by email to "Summer in Japan", one in each state the tracker shows:
     * answered (Ben has a response), reminded, and only invited. Days are counted back from the seed.
     * Each copy invites its own addresses, so a worker's invitation emails never reach another's.
     */
    invitations: [
      { email: email('ben', 'example.com'), invitedDaysAgo: 6, remindedDaysAgo: 3 },
      { email: email('mia', 'example.com'), invitedDaysAgo: 4, remindedDaysAgo: 1 },
      { email: email('leo', 'example.com'), invitedDaysAgo: 0, remindedDaysAgo: null },
    ],
    /**
     * The demo trips' invite keys. Real keys are 128 random bits made by the functions; these
     * are fixed (same shape, 22 base64url characters) so the README can print the demo's invite
     * links. Demo data only: never a pattern for real trips.
     */
    inviteKeys: { draft: key('DemoJapanInviteKey', '0001'), ready: key('DemoBaliInviteKey0', '0002') },
  } as const;
}

/**
 * Playwright sets TEST_PARALLEL_INDEX in each browser-test worker process (0, 1, … at most one
 * worker per index at a time): each worker then has its own demo copy, reset before every
 * test (tests/e2e/support/fixtures.ts), so parallel workers never see each other's changes.
 * Everywhere else (npm start, scripts) it is unset and the copy is the plain one.
 */
export const DEMO_NAMESPACE =
  typeof process !== 'undefined' && process.env.TEST_PARALLEL_INDEX !== undefined
    ? `w${process.env.TEST_PARALLEL_INDEX}`
    : '';

const demo = demoData(DEMO_NAMESPACE);
export const DEMO_USERS = demo.users;
export const DEMO_TRIPS = demo.trips;
export const DEMO_INVITATIONS = demo.invitations;
export const DEMO_INVITE_KEYS: Record<keyof typeof DEMO_TRIPS, string> = demo.inviteKeys;

/** The demo trips' invite paths (the app's inviteLink without the origin), for the browser tests. */
export const DEMO_JOIN_PATHS: Record<keyof typeof DEMO_TRIPS, string> = {
  draft: `/join/${DEMO_TRIPS.draft}?invite=${DEMO_INVITE_KEYS.draft}`,
  ready: `/join/${DEMO_TRIPS.ready}?invite=${DEMO_INVITE_KEYS.ready}`,
};
