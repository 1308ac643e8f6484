// What unit tests set up alike: a trip, and for the page tests (page-states, edit-trip-form,
// response-form) who is signed in. Their data layer is each test's own vi.mock.
import { vi } from 'vitest';
import type { AppUser, AuthState } from '../../../src/features/auth';
import type { FullResponse, Trip } from '../../../src/lib/models';
import { tripFixtureFields } from '../../support/trip-fixture';

/** The organizer of the fixture trip. */
export const OWNER: AppUser = { uid: 'owner-1', email: 'olivia@example.com' };

/** Olivia's draft trip to Tokyo in July 2099 (in the future for as long as this code lives). */
export function fixtureTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    ...tripFixtureFields(),
    id: 'olivia-japan',
    userId: OWNER.uid,
    organizerEmail: OWNER.email,
    inviteKey: 'live-key',
    vibe: 'Food',
    startDate: new Date(2099, 6, 1),
    endDate: new Date(2099, 6, 10),
    createdAt: null,
    assignedTo: null,
    bookedBy: null,
    bookedAt: null,
    finishedBy: null,
    finishedAt: null,
    ...overrides,
  };
}

/** A full answer from `name` ('Ana Rivera'): uid and email from the first name, ready to override. */
export function fixtureResponse(name: string, overrides: Partial<FullResponse> = {}): FullResponse {
  return {
    uid: name,
    firstName: name.split(' ')[0],
    lastName: name.split(' ')[1] ?? '',
    name,
    email: `${name.split(' ')[0].toLowerCase()}@example.com`,
    availability: '06/01/2027 - 06/10/2027',
    availabilityStart: null,
    availabilityEnd: null,
    budget: '$1,000',
    preferences: 'Food',
    fromLocation: 'Austin, TX',
    mustSee: 'Old town',
    flexibility: 'very',
    accommodations: '',
    shareRoom: 'yes',
    specialTravel: '',
    submittedAt: null,
    ...overrides,
  };
}

/** Who the auth stand-in says is signed in: nobody until a test calls signInAs. */
const auth: { state: AuthState } = {
  state: { user: null, isAdmin: false, loading: false, refreshClaims: async () => {} },
};

export function signInAs(user: AppUser | null) {
  auth.state = { ...auth.state, user };
}

/**
 * The auth feature's public face without Firebase, answering with the user signInAs set. A test
 * file swaps it in with
 *   vi.mock('../../src/features/auth', () => import('./support/fixtures').then((m) => m.authStandIn));
 * (a module is loaded once per test file, so the test's signInAs and the stand-in share the state).
 */
export const authStandIn = {
  useAuth: () => auth.state,
  signedInUser: async () => auth.state.user,
  requireUser: async () => {
    if (!auth.state.user) throw new Error('the test signs a user in');
    return auth.state.user;
  },
};

/**
 * The auth API as the "Verify your email" step calls it (the join and create pages import the
 * step directly): a verified account unless a test says otherwise. Swapped in with
 *   vi.mock('../../src/features/auth/api/auth-api', () => import('./support/fixtures').then((m) => m.authApiStandIn));
 */
export const authApiStandIn = {
  isEmailVerified: vi.fn(async () => true),
  reloadEmailVerified: vi.fn(async () => true),
  sendVerificationEmail: vi.fn(async () => {}),
  verificationLinkSent: vi.fn(() => false),
};

/**
 * The trip page's reads and writes (src/features/trips/api/trips-api.ts) as mocks for a test to
 * set: the trip and the group's answers to resolve, no private parts unless the test gives some.
 * Swapped in with
 *   vi.mock('../../src/features/trips/api/trips-api', () => import('./support/fixtures').then((m) => m.tripsApiStandIn));
 */
export const tripsApiStandIn = {
  loadTrip: vi.fn(),
  loadResponses: vi.fn(),
  loadPrivateAnswers: vi.fn(async () => new Map()),
  setTripReady: vi.fn(),
  deleteTrip: vi.fn(),
  removeTraveler: vi.fn(),
  updateTrip: vi.fn(),
};

/**
 * The trip conversation's live reads and writes, quiet (docs/conversation.md): for pages that show
 * the Conversation section without testing it (tests/unit/conversation-components.test.tsx does).
 *   vi.mock('../../src/features/conversation/api/conversation-api', () => import('./support/fixtures').then((m) => m.conversationApiStandIn));
 */
export const conversationApiStandIn = {
  TOO_MANY_MESSAGES: 'Too many messages',
  EMPTY_MESSAGE: 'Write a message first',
  watchThread: vi.fn(() => () => {}),
  sendMessage: vi.fn(async () => {}),
  editMessage: vi.fn(async () => {}),
  deleteMessage: vi.fn(async () => {}),
  setMessageHidden: vi.fn(async () => {}),
  readMuted: vi.fn(async () => false),
  saveMuted: vi.fn(async () => {}),
  loadUnanswered: vi.fn(async () => []),
};

/**
 * Trip money's, rooming's and "Your room"'s reads, quiet: for pages that show those sections
 * without testing them (tests/unit/trip-money-components.test.tsx and
 * tests/unit/rooming-components.test.tsx do). A jsdom test never reaches for an emulator.
 *   vi.mock('../../src/features/money/api/money-api', () => import('./support/fixtures').then((m) => m.moneyApiStandIn));
 */
export const moneyApiStandIn = {
  loadMyShare: vi.fn(async () => null),
  loadMoneySettings: vi.fn(async () => null),
  loadPaymentStatuses: vi.fn(async () => new Map()),
  loadShares: vi.fn(async () => []),
  startDeposit: vi.fn(),
  startBalance: vi.fn(),
  confirmPayment: vi.fn(),
  previewCancellation: vi.fn(),
  cancelMyPlace: vi.fn(),
  saveTripMoney: vi.fn(),
};
export const roomingApiStandIn = {
  loadMyRoomWishes: vi.fn(async () => ({ shareWith: [], ratherNot: [] })),
  saveMyRoomWishes: vi.fn(async () => {}),
  loadTripRoomWishes: vi.fn(async () => new Map()),
  loadRooming: vi.fn(async () => null),
  saveRooming: vi.fn(async () => {}),
};
export const roomApiStandIn = { loadMyRoom: vi.fn(async () => null) };
