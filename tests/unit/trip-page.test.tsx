// The organizer's trip page: Remove on every traveler's card but their own, and the actions
// that fold behind "More actions" on a phone (trips.css hides them there; jsdom applies no
// CSS, so this pins the disclosure's keyboard behaviour and tests/e2e/trip-responses.spec.ts
// what a phone shows).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TripResponsesPage, { loader } from '../../src/features/trips/components/trip-responses-page';
import * as api from '../../src/features/trips/api/trips-api';
import { renderRoute } from './support/render-route';
import { fixtureResponse, fixtureTrip, OWNER, signInAs } from './support/fixtures';

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
vi.mock('../../src/features/invitations/api/invitations-api', () => ({ loadInvitations: async () => [] }));

const organizer = fixtureResponse('Olivia Organizer', { uid: OWNER.uid, email: OWNER.email });
const ben = fixtureResponse('Ben Okafor');

beforeEach(() => {
  signInAs(OWNER);
  vi.mocked(api.loadTrip).mockResolvedValue(fixtureTrip({ joined: [OWNER.uid, ben.uid] }));
  vi.mocked(api.loadResponses).mockResolvedValue([organizer, ben]);
});

const renderTripPage = () =>
  renderRoute('/dashboard/olivia-japan', [{ path: '/dashboard/:tripId', Component: TripResponsesPage, loader }]);

describe('the organizer on their draft trip', () => {
  it("offers Remove on a traveler's card, never on their own", async () => {
    await renderTripPage();
    const cards = screen.getAllByRole('listitem').filter((item) => item.classList.contains('response-card'));
    const cardOf = (name: string) => cards.find((card) => within(card).queryByRole('heading', { name }))!;
    expect(within(cardOf('Ben Okafor')).getByRole('button', { name: 'Remove Ben Okafor' })).toBeInTheDocument();
    expect(within(cardOf('Olivia Organizer')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('a failed Remove says so on the page (a toast, not an alert) and keeps the traveler', async () => {
    vi.mocked(api.removeTraveler).mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderTripPage();
    await user.click(screen.getByRole('button', { name: 'Remove Ben Okafor' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: /Remove/ }));
    expect(await screen.findByText('Failed to remove Ben Okafor: offline')).toHaveAttribute('role', 'status');
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove Ben Okafor' })).toBeInTheDocument();
  });

  it('lets a long email address wrap only before its @ and dots, keeping it one text', async () => {
    await renderTripPage();
    const email = screen.getByText('olivia@example.com');
    expect(email.innerHTML).toBe('olivia<wbr>@example<wbr>.com');
  });

  it('"More actions" opens and closes by keyboard; Escape gives focus back to it', async () => {
    const user = userEvent.setup();
    await renderTripPage();
    const actions = screen.getByRole('group', { name: 'Trip actions' });
    const more = within(actions).getByRole('button', { name: 'More actions' });
    const list = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // Every action keeps its name inside the list; Copy Invite Link stays outside it.
    expect(within(list).getByRole('link', { name: 'Update Trip' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Delete Trip' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Copy Invite Link' })).not.toBeInTheDocument();

    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('open');
    await user.tab();
    expect(within(list).getByRole('link', { name: 'Edit My Response' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    await user.keyboard(' ');
    expect(more).toHaveAttribute('aria-expanded', 'true');
  });

  it('a confirmation opened from the list closes on Escape and leaves the list open, focus on its item', async () => {
    const user = userEvent.setup();
    await renderTripPage();
    const more = screen.getByRole('button', { name: 'More actions' });
    await user.click(more);
    const reset = screen.getByRole('button', { name: 'Reset invite link' });
    await user.click(reset);
    expect(screen.getByRole('alertdialog', { name: 'Reset the invite link?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(reset).toHaveFocus();
    // A click elsewhere on the page closes it.
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});

describe("the trip page's reads", () => {
  const callLoader = () =>
    loader({
      params: { tripId: 'olivia-japan' },
      request: new Request('http://localhost/dashboard/olivia-japan'),
      url: new URL('http://localhost/dashboard/olivia-japan'),
      pattern: '/dashboard/:tripId',
      context: {},
    });

  it("asks for the group's answers beside the trip, and lays the private parts over them for the organizer", async () => {
    const { uid: _uid, name: _name, ...benPrivate } = { ...ben, accommodations: 'No shellfish' };
    vi.mocked(api.loadPrivateAnswers).mockResolvedValue(new Map([[ben.uid, benPrivate]]));
    const data = await callLoader();
    expect(api.loadResponses).toHaveBeenLastCalledWith('olivia-japan');
    expect(data.user && data.responses.find((r) => r.uid === ben.uid)?.accommodations).toBe('No shellfish');
  });

  it('never asks for the private parts for a fellow traveler', async () => {
    vi.mocked(api.loadPrivateAnswers).mockClear();
    signInAs({ uid: ben.uid, email: ben.email });
    const data = await callLoader();
    expect(api.loadPrivateAnswers).not.toHaveBeenCalled();
    expect(data.user && data.responses.map((r) => r.name)).toEqual(['Olivia Organizer', 'Ben Okafor']);
  });
});
