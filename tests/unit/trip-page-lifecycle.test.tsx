// The trip page follows the trip's life cycle: marking ready with travelers missing asks first
// and names them; a booked trip offers no invite-link actions and tells one status; after paying,
// the Trip Created popup sits over the trip and closing it leaves the organizer there.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TripResponsesPage, {
  loader,
  READY_CHANGE_FAILED,
} from '../../src/features/trips/components/trip-responses-page';
import * as tripsApi from '../../src/features/trips/api/trips-api';
import * as invitationsApi from '../../src/features/invitations/api/invitations-api';
import { BOOKED_NOTICE, OWNER_DRAFT_HINT } from '@domain/trip-lifecycle';
import type { FullResponse, Invitation } from '../../src/lib/models';
import { renderRoute } from './support/render-route';
import { fixtureTrip, OWNER, signInAs } from './support/fixtures';

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
vi.mock('../../src/features/invitations/api/invitations-api', () => ({
  loadInvitations: vi.fn(),
  remindTravelers: vi.fn(),
  inviteTravelers: vi.fn(),
  setAutoReminders: vi.fn(),
}));

const answer = (uid: string, name: string, email: string): FullResponse => ({
  uid,
  firstName: name.split(' ')[0],
  lastName: name.split(' ')[1],
  name,
  email,
  availability: '',
  availabilityStart: null,
  availabilityEnd: null,
  budget: '$900',
  preferences: '',
  fromLocation: '',
  mustSee: '',
  flexibility: '',
  accommodations: '',
  shareRoom: '',
  specialTravel: '',
  submittedAt: new Date(2026, 10, 20),
});
const invited = (email: string): Invitation => ({
  key: email,
  email,
  invitedAt: new Date(2026, 10, 19),
  lastReminderAt: null,
  remindersSent: 0,
  withdrawnAt: null,
});

async function openTripPage(path = '/dashboard/olivia-japan') {
  await renderRoute(path, [{ path: '/dashboard/:tripId', Component: TripResponsesPage, loader }]);
  return userEvent.setup();
}

describe('the trip page along the life cycle', () => {
  beforeEach(() => {
    signInAs(OWNER);
    vi.mocked(tripsApi.loadTrip)
      .mockReset()
      .mockResolvedValue(fixtureTrip({ numPeople: 4, joined: ['ana'] }));
    vi.mocked(tripsApi.loadResponses)
      .mockReset()
      .mockResolvedValue([answer('ana', 'Ana Rivera', 'ana@example.com')]);
    vi.mocked(tripsApi.setTripReady).mockReset().mockResolvedValue(undefined);
    vi.mocked(invitationsApi.loadInvitations)
      .mockReset()
      .mockResolvedValue([invited('ana@example.com'), invited('ben@example.com')]);
    vi.mocked(invitationsApi.remindTravelers).mockReset();
  });

  it('marking ready with travelers missing asks first, names them, and can remind them instead', async () => {
    vi.mocked(invitationsApi.remindTravelers).mockResolvedValue({
      tripId: 'olivia-japan',
      at: '',
      reached: ['ben@example.com'],
      answered: [],
      recentlyReminded: [],
      optedOut: [],
      reminderLimit: [],
      withdrawn: [],
      failed: [],
    });
    const user = await openTripPage();
    expect(screen.getByText('Status: Gathering answers')).toBeInTheDocument();
    expect(screen.getByText(OWNER_DRAFT_HINT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as Ready to Plan' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Not everyone has answered yet' });
    expect(dialog).toHaveTextContent('1 of 4 travelers have answered.');
    expect(within(dialog).getByText('ben@example.com (invited, no answer yet)')).toBeInTheDocument();
    // 4 expected, 1 answered, 1 invitee waiting: two more have only the link.
    expect(within(dialog).getByText('2 more travelers who can answer through the invite link')).toBeInTheDocument();
    expect(tripsApi.setTripReady).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Remind them' }));
    expect(await within(dialog).findByText('Reminder sent to ben@example.com.')).toBeInTheDocument();
    expect(invitationsApi.remindTravelers).toHaveBeenCalledWith('olivia-japan');
    expect(tripsApi.setTripReady).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Mark ready anyway' }));
    expect(tripsApi.setTripReady).toHaveBeenCalledWith('olivia-japan', true);
  });

  it('with everyone answered, marking ready is one click; so is unready', async () => {
    vi.mocked(tripsApi.loadTrip).mockResolvedValue(fixtureTrip({ numPeople: 1, joined: ['ana'] }));
    vi.mocked(invitationsApi.loadInvitations).mockResolvedValue([invited('ana@example.com')]);
    const user = await openTripPage();
    await user.click(screen.getByRole('button', { name: 'Mark as Ready to Plan' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(tripsApi.setTripReady).toHaveBeenCalledWith('olivia-japan', true);
  });

  it('a failed Mark as Ready says so, and the button is there to try again', async () => {
    vi.mocked(tripsApi.loadTrip).mockResolvedValue(fixtureTrip({ numPeople: 1, joined: ['ana'] }));
    vi.mocked(invitationsApi.loadInvitations).mockResolvedValue([invited('ana@example.com')]);
    vi.mocked(tripsApi.setTripReady).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await openTripPage();
    await user.click(screen.getByRole('button', { name: 'Mark as Ready to Plan' }));
    expect(await screen.findByText(READY_CHANGE_FAILED)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Mark as Ready to Plan' })).toBeEnabled();
  });

  it('"Everyone has answered" waits for invitees, even with the head count reached', async () => {
    vi.mocked(tripsApi.loadTrip).mockResolvedValue(fixtureTrip({ numPeople: 1, joined: ['ana'] }));
    await openTripPage();
    expect(screen.queryByText(/Everyone has answered/)).not.toBeInTheDocument();
    expect(screen.getByText('Waiting for 1 more traveler.')).toBeInTheDocument();
  });

  it('a ready trip: no Edit My Response or Update Trip for the organizer, unready is one click', async () => {
    vi.mocked(tripsApi.loadTrip).mockResolvedValue(fixtureTrip({ status: 'ready', readyAt: new Date() }));
    const user = await openTripPage();
    expect(screen.getByText('Status: Ready to plan')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit My Response' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update Trip' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'In Planning Process…Click to Mark as Unready' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(tripsApi.setTripReady).toHaveBeenCalledWith('olivia-japan', false);
  });

  it('a booked trip tells one status and offers no invite-link actions', async () => {
    vi.mocked(tripsApi.loadTrip).mockResolvedValue(
      fixtureTrip({ status: 'ready', isBooked: true, numPeople: 5, joined: ['ana'] }),
    );
    await openTripPage();
    expect(screen.getByText('Status: Booked')).toBeInTheDocument();
    expect(screen.getByText(BOOKED_NOTICE, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for/)).not.toBeInTheDocument();
    for (const name of ['Copy Invite Link', 'Reset invite link', 'Update Trip', 'Delete Trip', 'Edit My Response'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit My Response' })).not.toBeInTheDocument();
  });

  it('after paying: the Trip Created popup over the trip, with what was paid; Close leaves the organizer on the trip', async () => {
    const user = await openTripPage('/dashboard/olivia-japan?created=1');
    const popup = await screen.findByRole('dialog', { name: 'Trip Created!' });
    expect(popup).toHaveTextContent('Payment received: $50 for an international trip.');
    expect(within(popup).getByLabelText('Invite link')).toHaveValue(
      `${window.location.origin}/join/olivia-japan?invite=live-key`,
    );
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    // Closing drops ?created from the URL, a navigation the router finishes after the click.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trip Created!' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Summer in Japan' })).toBeInTheDocument();
  });

  it('after paying, without the invite link: says what happened, where the link will be, and tries again', async () => {
    vi.mocked(tripsApi.loadTrip).mockResolvedValue(fixtureTrip({ inviteKey: '' }));
    const user = await openTripPage('/dashboard/olivia-japan?created=1');
    const popup = await screen.findByRole('dialog', { name: 'Trip Created!' });
    expect(within(popup).getByRole('alert')).toHaveTextContent(/the link is also on this trip page/);
    vi.mocked(tripsApi.loadTrip).mockResolvedValue(fixtureTrip());
    await user.click(within(popup).getByRole('button', { name: 'Try again' }));
    expect(await within(popup).findByLabelText('Invite link')).toHaveValue(
      `${window.location.origin}/join/olivia-japan?invite=live-key`,
    );
  });
});
