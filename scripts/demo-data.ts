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
 * Addresses Ana invited by email to "Summer in Japan", one in each state the tracker shows:
 * answered (Ben has a response), reminded, and only invited. Days are counted back from the seed.
 */
export const DEMO_INVITATIONS = [
  { email: 'ben@example.com', invitedDaysAgo: 6, remindedDaysAgo: 3 },
  { email: 'mia@example.com', invitedDaysAgo: 4, remindedDaysAgo: 1 },
  { email: 'leo@example.com', invitedDaysAgo: 0, remindedDaysAgo: null },
] as const;
