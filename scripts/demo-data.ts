// The demo accounts and trips the start command seeds (and the browser tests rely on).
export const DEMO_PASSWORD = 'tripwise-demo';

export const DEMO_USERS = {
  organizer: { email: 'ana@example.com', firstName: 'Ana', lastName: 'Rivera', birthday: '1990-04-12' },
  traveler: { email: 'ben@example.com', firstName: 'Ben', lastName: 'Okafor', birthday: '1988-09-30' },
  // Two more travelers so the insights (tracker, shared window, budget summary) have a group.
  dana: { email: 'dana@example.com', firstName: 'Dana', lastName: 'Kim', birthday: '1992-02-17' },
  eli: { email: 'eli@example.com', firstName: 'Eli', lastName: 'Novak', birthday: '1995-11-03' },
  planner: { email: 'planner@tripwise.example', firstName: 'Pat', lastName: 'Planner', birthday: '1985-01-20' },
} as const;

export const DEMO_TRIPS = {
  draft: 'ana-summer-in-japan',
  ready: 'ana-bali-retreat',
} as const;

/**
 * The demo trips' invite keys. Real keys are 128 random bits made by the functions; these are
 * fixed (same shape, 22 base64url characters) so the README can print the demo's invite links.
 * Demo data only: never a pattern for real trips.
 */
export const DEMO_INVITE_KEYS: Record<keyof typeof DEMO_TRIPS, string> = {
  draft: 'DemoJapanInviteKey0001',
  ready: 'DemoBaliInviteKey00002',
};

/**
 * The trip fields an invites/{key} record copies. The functions' own list is
 * INVITE_SUMMARY_FIELDS (functions/src/domain/invite-record.ts); the seed cannot import it
 * (Playwright's loader takes functions/src for CommonJS and fails on its ES syntax), so it is
 * repeated here and tests/unit/demo-data.test.ts holds the two equal.
 */
export const INVITE_RECORD_FIELDS = [
  'tripName',
  'organizerName',
  'destination',
  'numPeople',
  'vibe',
  'startDate',
  'endDate',
  'status',
] as const;

/** The demo trips' invite paths (the app's inviteLink without the origin), for the browser tests. */
export const DEMO_JOIN_PATHS: Record<keyof typeof DEMO_TRIPS, string> = {
  draft: `/join/${DEMO_TRIPS.draft}?invite=${DEMO_INVITE_KEYS.draft}`,
  ready: `/join/${DEMO_TRIPS.ready}?invite=${DEMO_INVITE_KEYS.ready}`,
};
