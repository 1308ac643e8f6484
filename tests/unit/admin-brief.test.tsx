// The planner's brief streams its trip: the header shows once the planner's access is known, the
// trip's card when the trip is read; a missing trip is the route's own error page (no console
// error); after a planner's action the buttons wait for the trip read again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminResponsesPage, { loader } from '../../src/features/admin/components/admin-responses-page';
import * as api from '../../src/features/admin/api/admin-api';
import type { Trip } from '../../src/lib/models';
import { renderRoute } from './support/render-route';
import { fixtureResponse, fixtureTrip } from './support/fixtures';

const PLANNER = { uid: 'priya', email: 'priya@tripwise.example' };

vi.mock('../../src/features/conversation/api/conversation-api', () =>
  import('./support/fixtures').then((m) => m.conversationApiStandIn),
);
vi.mock('../../src/features/admin/planner-access', () => ({
  NO_ACCESS: 'You do not have access to this page.',
  plannerAccess: async () => ({ planner: true, user: { uid: 'priya', email: 'priya@tripwise.example' } }),
}));
vi.mock('../../src/features/admin/api/admin-api', () => ({
  LATEST_NOTES: 3,
  NOTE_MAX_LENGTH: 4000,
  loadTripWithResponses: vi.fn(),
  listNotes: vi.fn(async () => ({ notes: [], earlierFrom: null })),
  addNote: vi.fn(),
  assignTrip: vi.fn(async () => {}),
  setBooking: vi.fn(),
  plannerStamp: vi.fn(async () => ({ uid: 'priya', name: 'Priya' })),
  BookingRefusedError: class BookingRefusedError extends Error {},
  BookingNeedsReasonError: class BookingNeedsReasonError extends Error {},
}));
// "Ready to book" reads the trip's booking details (tests/unit/booking-components.test.tsx).
vi.mock('../../src/features/booking/api/booking-api', () => ({
  loadTripBookingDetails: vi.fn(async () => new Map()),
}));
vi.mock('../../src/features/booking/api/rooming-api', () =>
  import('./support/fixtures').then((m) => m.roomingApiStandIn),
);
vi.mock('../../src/features/money/api/money-api', () => import('./support/fixtures').then((m) => m.moneyApiStandIn));
// The plan editor has tests of its own (plan-components.test.tsx). Here its real code read the
// plan from Firestore ("offline" in jsdom) and, loaded lazily inside the brief, held the page's
// re-render after a planner's action until its import was done: past a minute at a load of 29.
vi.mock('../../src/features/plan', () => ({ PlanEditor: () => <p>The plan editor</p> }));

/** A promise and the hand that settles it. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const readyTrip = (overrides: Partial<Trip> = {}) =>
  fixtureTrip({ status: 'ready', joined: ['owner-1'], ...overrides });
const renderBrief = () =>
  renderRoute('/admin/responses/olivia-japan', [
    { path: '/admin/responses/:tripId', Component: AdminResponsesPage, loader },
  ]);

beforeEach(() => {
  vi.mocked(api.loadTripWithResponses).mockReturnValue({
    trip: Promise.resolve(readyTrip()),
    responses: Promise.resolve([fixtureResponse('Olivia Organizer', { uid: 'owner-1' })]),
  });
});
afterEach(() => vi.restoreAllMocks());

describe("the planner's brief", () => {
  it('shows its header while the trip is read, then the trip', async () => {
    const trip = later<Trip | null>();
    vi.mocked(api.loadTripWithResponses).mockReturnValue({ trip: trip.promise, responses: new Promise(() => {}) });
    await renderBrief();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin View – Responses for Trip: …');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Tokyo Summer' })).not.toBeInTheDocument();

    trip.resolve(readyTrip({ tripName: 'Tokyo Summer' }));
    // The title is the trip's name, not its id (issue 46).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin View – Responses for Trip: Tokyo Summer' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Trip id: olivia-japan')).toBeInTheDocument();
  });

  it('a missing trip is the error page with its way back, and nothing in the console', async () => {
    const logged = vi.spyOn(console, 'error');
    vi.mocked(api.loadTripWithResponses).mockReturnValue({
      trip: Promise.resolve(null),
      responses: Promise.resolve([]),
    });
    await renderBrief();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This trip does not exist (or was deleted).' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Trips' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByText(/Admin View/)).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it('keeps the actions disabled after a change until the trip read again is shown', async () => {
    const user = userEvent.setup();
    await renderBrief();
    const card = await screen.findByRole('region', { name: 'The trip' });
    const reread = later<Trip | null>();
    vi.mocked(api.loadTripWithResponses).mockReturnValue({ trip: reread.promise, responses: Promise.resolve([]) });

    await user.click(within(card).getByRole('button', { name: 'Take this trip' }));
    expect(api.assignTrip).toHaveBeenCalledWith('olivia-japan', { uid: 'priya', name: 'Priya' });
    // The loader has answered again, its trip not yet: the trip on screen is the one from before.
    expect(within(card).getByRole('button', { name: 'Take this trip' })).toBeDisabled();

    reread.resolve(readyTrip({ assignedTo: { uid: PLANNER.uid, name: 'Priya' } }));
    expect(await within(card).findByRole('button', { name: 'Hand back' })).toBeEnabled();
  });
});
