import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TripResponsesPage, {
  loader as responsesLoader,
  NOT_AUTHORIZED,
} from '../../src/features/trips/components/trip-responses-page';
import EditTripPage, { loader as editLoader, ONLY_ORGANIZER } from '../../src/features/trips/components/edit-trip-page';
import * as api from '../../src/features/trips/api/trips-api';
import { UNAVAILABLE_MESSAGE } from '../../src/lib/page-load-error';
import { renderRoute } from './support/render-route';
import { fixtureTrip, OWNER, signInAs } from './support/fixtures';

// A missing trip, a refusal and a failed read each say what happened (issue 16).
vi.mock('../../src/features/conversation/api/conversation-api', () =>
  import('./support/fixtures').then((m) => m.conversationApiStandIn),
);
vi.mock('../../src/features/money/api/money-api', () => import('./support/fixtures').then((m) => m.moneyApiStandIn));
vi.mock('../../src/features/booking/api/rooming-api', () =>
  import('./support/fixtures').then((m) => m.roomingApiStandIn),
);
vi.mock('../../src/features/plan/api/room-api', () => import('./support/fixtures').then((m) => m.roomApiStandIn));
vi.mock('../../src/features/auth', () => import('./support/fixtures').then((m) => m.authStandIn));
vi.mock('../../src/features/trips/api/trips-api', () => import('./support/fixtures').then((m) => m.tripsApiStandIn));
// The organizer's loader also reads the trip's invitations by email (none here).
vi.mock('../../src/features/invitations/api/invitations-api', () => ({ loadInvitations: async () => [] }));

const trip = fixtureTrip();
const refused = () => Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
const offline = () =>
  Object.assign(new Error('Failed to get document because the client is offline.'), { code: 'unavailable' });

const renderResponses = () =>
  renderRoute('/dashboard/olivia-japan', [
    { path: '/dashboard/:tripId', Component: TripResponsesPage, loader: responsesLoader },
  ]);
const renderEdit = () =>
  renderRoute('/edit-trip/olivia-japan', [{ path: '/edit-trip/:tripId', Component: EditTripPage, loader: editLoader }]);

beforeEach(() => {
  signInAs({ uid: 'stranger', email: 'stranger@example.com' });
  vi.mocked(api.loadTrip).mockReset().mockResolvedValue(trip);
  vi.mocked(api.loadResponses).mockReset().mockResolvedValue([]);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('trip responses page states', () => {
  it("a refusal keeps the spec's text and Return Home", async () => {
    vi.mocked(api.loadResponses).mockResolvedValue(null); // the rules refused the responses
    await renderResponses();
    expect(screen.getByRole('heading', { name: NOT_AUTHORIZED })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('a refused trip read is a refusal too', async () => {
    vi.mocked(api.loadTrip).mockRejectedValue(refused());
    await renderResponses();
    expect(screen.getByRole('heading', { name: NOT_AUTHORIZED })).toBeInTheDocument();
  });

  it('a missing trip says it was not found, not "not authorized"', async () => {
    vi.mocked(api.loadTrip).mockResolvedValue(null);
    await renderResponses();
    expect(screen.getByRole('heading', { name: "We couldn't find this trip." })).toBeInTheDocument();
    expect(screen.queryByText(NOT_AUTHORIZED)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return' })).toHaveAttribute('href', '/dashboard');
  });

  it('a network error asks to try again, and trying again shows the trip', async () => {
    vi.mocked(api.loadTrip).mockRejectedValueOnce(offline());
    signInAs(OWNER);
    await renderResponses();
    expect(screen.getByRole('heading', { name: UNAVAILABLE_MESSAGE })).toBeInTheDocument();
    expect(screen.queryByText(NOT_AUTHORIZED)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Summer in Japan' })).toBeInTheDocument();
  });

  it('a signed-out visitor is asked to log in and come back', async () => {
    signInAs(null);
    await renderResponses();
    expect(screen.getByText("Please log in to view this trip's responses.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdashboard%2Folivia-japan',
    );
  });
});

describe('edit trip page states', () => {
  it('someone else than the organizer is refused', async () => {
    await renderEdit();
    expect(screen.getByRole('heading', { name: ONLY_ORGANIZER })).toBeInTheDocument();
  });

  it('a missing trip is not found', async () => {
    vi.mocked(api.loadTrip).mockResolvedValue(null);
    await renderEdit();
    expect(screen.getByRole('heading', { name: "We couldn't find this trip." })).toBeInTheDocument();
  });

  it('a network error asks to try again', async () => {
    vi.mocked(api.loadTrip).mockRejectedValue(offline());
    signInAs(OWNER);
    await renderEdit();
    expect(screen.getByRole('heading', { name: UNAVAILABLE_MESSAGE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the organizer gets the form', async () => {
    signInAs(OWNER);
    await renderEdit();
    expect(screen.getByRole('heading', { name: 'Edit Trip Info' })).toBeInTheDocument();
    expect(screen.getByLabelText('Destination')).toHaveValue('Tokyo');
  });
});
