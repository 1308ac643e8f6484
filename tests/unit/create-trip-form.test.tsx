import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { AuthState } from '../../src/features/auth';
import CreateTripPage, {
  DUPLICATE_TRIP,
  loader,
  MISSING_DATES,
} from '../../src/features/trips/components/create-trip-page';
import * as checkout from '../../src/features/trips/api/checkout-api';
import * as profileApi from '../../src/features/profile/api/profile-api';
import { renderRoute } from './support/render-route';
import {
  NOT_CONFIRMED_TITLE,
  PAID_NO_TRIP_NEXT,
  PAID_NO_TRIP_TITLE,
  PAYMENT_PENDING_NEXT,
  PAYMENT_PENDING_TITLE,
} from '../../src/features/trips/components/payment-follow-up';
import { TRIP_NAME_TAKEN_AFTER_PAYMENT } from '@domain/api';
import { FunctionError } from '../../src/lib/function-error';
import { UNAVAILABLE_MESSAGE } from '../../src/lib/page-load-error';
import { PENDING_TRIP_KEY, type PendingTrip } from '../../src/features/trips/pending-trip';
import { TRIP_FORM_MESSAGES } from '../../src/features/trips/trip-form';
import { VERIFIED_BUTTON, VERIFY_EMAIL_TITLE } from '../../src/features/auth/components/verify-email-step';
import { authApiStandIn } from './support/fixtures';

// The data layer and auth are replaced; the form, its fields and react-datepicker are real.
const auth = vi.hoisted(() => ({
  state: { user: null, isAdmin: false, loading: false, refreshClaims: async () => {} } as AuthState,
}));
vi.mock('../../src/features/auth', () => ({
  useAuth: () => auth.state,
  signedInUser: async () => auth.state.user,
}));
vi.mock('../../src/features/auth/api/auth-api', () => import('./support/fixtures').then((m) => m.authApiStandIn));
vi.mock('../../src/features/trips/api/checkout-api', () => ({
  tripExists: vi.fn(),
  startCheckout: vi.fn(),
  saveTripAfterPayment: vi.fn(),
}));
vi.mock('../../src/features/profile/api/profile-api', () => ({ loadProfile: vi.fn() }));

const ORGANIZER = { uid: 'organizer-1', email: 'ana@example.com' };
const HINT = 'Please select at least one planning option';
const FIVE = ['Hotels', 'Restaurants', 'Flights', 'Transport', 'Tickets'];

/** Stands in for the trip page: where a created trip lands, with the query that opens the popup. */
function TripPageStandIn() {
  const location = useLocation();
  return <h1>Trip page {location.pathname + location.search}</h1>;
}

async function renderPage(path = '/create') {
  await renderRoute(path, [
    { path: '/create', Component: CreateTripPage, loader },
    { path: '/dashboard/:tripId', Component: TripPageStandIn },
  ]);
  return userEvent.setup();
}

const CREATED_TRIP_PAGE = 'Trip page /dashboard/ana-summer-in-japan?created=1';

/** react-datepicker parses what is typed; one change event with the whole day is enough. */
/** The date picker is loaded on demand: wait for its input, then type a day into it. */
async function setDate(label: string, value: string) {
  const input = await screen.findByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Escape' });
}

async function fillRequiredExceptDates(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Trip Name'), 'Summer in Japan');
  await user.type(screen.getByLabelText('Number of People'), '4');
  await user.type(screen.getByLabelText('Destination'), 'Tokyo');
  await user.type(screen.getByLabelText('Trip Vibe'), 'Food and temples');
  await user.selectOptions(screen.getByLabelText('Trip Type'), 'international');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

beforeEach(() => {
  auth.state = { ...auth.state, loading: false, user: ORGANIZER };
  vi.mocked(profileApi.loadProfile)
    .mockReset()
    .mockResolvedValue({ firstName: 'Ana' } as Awaited<ReturnType<typeof profileApi.loadProfile>>);
  vi.mocked(checkout.tripExists).mockReset().mockResolvedValue(false);
  vi.mocked(checkout.startCheckout)
    .mockReset()
    .mockResolvedValue({ sessionId: 'cs_test_1', tripId: 'ana-summer-in-japan' });
  vi.mocked(checkout.saveTripAfterPayment).mockReset();
  localStorage.clear();
});

afterEach(() => vi.restoreAllMocks());

describe('create trip: signed out', () => {
  it('asks to sign up or log in, both coming back to /create', async () => {
    auth.state = { ...auth.state, user: null };
    await renderPage();
    expect(screen.getByText('Please sign up or log in to create a trip.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?redirect=%2Fcreate');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2Fcreate');
    // The page keeps its h1 (accessibility), but no form is shown until the user signs in.
    expect(screen.queryByLabelText('Trip Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /submit|pay|create/i })).not.toBeInTheDocument();
  });
});

describe('create trip form', () => {
  it('shows the form with the organizer email prefilled and the trip type placeholder', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Create a New Trip' })).toBeInTheDocument();
    expect(screen.getByLabelText('Organizer Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Organizer Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Number of People')).toHaveAttribute('type', 'number');
    const tripType = screen.getByLabelText('Trip Type');
    expect(tripType).toHaveValue('');
    const placeholder = within(tripType).getByRole('option', { name: 'Select a type' });
    expect(placeholder).toBeDisabled();
    expect((placeholder as HTMLOptionElement).selected).toBe(true);
    // The date picker is its own chunk; its first import is slow on a loaded machine.
    expect(await screen.findByLabelText('Suggested Start Date')).toHaveAttribute('placeholder', 'MM/DD/YYYY');
  });

  it("'All Options' sets and clears all five; any single option clears 'All Options'", async () => {
    const user = await renderPage();
    const all = await screen.findByLabelText('All Options');
    await user.click(all);
    for (const name of FIVE) expect(screen.getByLabelText(name)).toBeChecked();
    expect(all).toBeChecked();

    await user.click(screen.getByLabelText('Flights'));
    expect(all).not.toBeChecked();
    expect(screen.getByLabelText('Flights')).not.toBeChecked();
    for (const name of FIVE.filter((n) => n !== 'Flights')) expect(screen.getByLabelText(name)).toBeChecked();

    await user.click(all);
    for (const name of FIVE) expect(screen.getByLabelText(name)).toBeChecked();
    await user.click(all);
    for (const name of [...FIVE, 'All Options']) expect(screen.getByLabelText(name)).not.toBeChecked();

    // Ticking a single option (rather than unticking) also leaves 'All Options' clear.
    await user.click(screen.getByLabelText('Hotels'));
    expect(screen.getByLabelText('Hotels')).toBeChecked();
    expect(all).not.toBeChecked();
  });

  it('shows the red planning hint once the options were left with none ticked, never on a fresh form', async () => {
    const user = await renderPage();
    await screen.findByLabelText('Trip Name');
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Hotels'));
    await user.click(screen.getByLabelText('Hotels'));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Extra Notes'));
    const hint = await screen.findByText(HINT);
    expect(hint).toHaveClass('field-error');
    expect(screen.getByRole('group', { name: 'What should we plan?' })).toHaveAttribute('aria-describedby', hint.id);
    await user.click(screen.getByLabelText('Tickets'));
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Tickets'));
    expect(screen.getByText(HINT)).toBeInTheDocument();
  });

  it('an error clears as its field is fixed, before the next submit', async () => {
    const user = await renderPage();
    await screen.findByLabelText('Trip Name');
    await submit(user);
    expect(screen.getByText(TRIP_FORM_MESSAGES.tripName)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Trip Name'), 'Summer in Japan');
    expect(screen.queryByText(TRIP_FORM_MESSAGES.tripName)).not.toBeInTheDocument();
    expect(screen.getByText(TRIP_FORM_MESSAGES.destination)).toBeInTheDocument();
  });

  it('missing both dates: the message on both inputs, both marked, nothing submitted', async () => {
    const user = await renderPage();
    await fillRequiredExceptDates(user);
    await submit(user);
    expect(screen.getAllByText(MISSING_DATES)).toHaveLength(2);
    expect(MISSING_DATES).toBe('Please select both a start and end date.');
    expect(await screen.findByLabelText('Suggested Start Date')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByLabelText('Suggested End Date')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByLabelText('Suggested Start Date')).toHaveClass('input-invalid');
    expect(checkout.tripExists).not.toHaveBeenCalled();
    expect(checkout.startCheckout).not.toHaveBeenCalled();
  });

  it('missing only the end date: only the empty input is marked', async () => {
    const user = await renderPage();
    await fillRequiredExceptDates(user);
    await setDate('Suggested Start Date', '06/01/2099');
    expect(await screen.findByLabelText('Suggested Start Date')).toHaveValue('06/01/2099');
    await submit(user);
    expect(screen.getAllByText(MISSING_DATES)).toHaveLength(1);
    expect(await screen.findByLabelText('Suggested Start Date')).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByLabelText('Suggested End Date')).toHaveAttribute('aria-invalid', 'true');
    expect(checkout.startCheckout).not.toHaveBeenCalled();

    await setDate('Suggested End Date', '06/10/2099');
    await submit(user);
    expect(screen.queryByText(MISSING_DATES)).not.toBeInTheDocument();
    expect(checkout.startCheckout).toHaveBeenCalledTimes(1);
  });

  it('an unverified organizer verifies in a "Verify your email" step first; the form stays as typed', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    authApiStandIn.isEmailVerified.mockResolvedValueOnce(false);
    authApiStandIn.reloadEmailVerified.mockResolvedValueOnce(true);
    const user = await renderPage();
    await fillRequiredExceptDates(user);
    await setDate('Suggested Start Date', '06/01/2099');
    await setDate('Suggested End Date', '06/10/2099');
    await submit(user);
    const step = await screen.findByRole('dialog', { name: VERIFY_EMAIL_TITLE });
    expect(within(step).getByText(/To pay for this trip, please confirm that/)).toHaveTextContent('ana@example.com');
    expect(checkout.startCheckout).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Trip Name')).toHaveValue('Summer in Japan');
    await user.click(within(step).getByRole('button', { name: VERIFIED_BUTTON }));
    await waitFor(() =>
      expect(checkout.startCheckout).toHaveBeenCalledWith(expect.objectContaining({ tripName: 'Summer in Japan' })),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the planning hint does not block: with no option ticked the checkout still starts', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = await renderPage();
    await fillRequiredExceptDates(user);
    await setDate('Suggested Start Date', '06/01/2099');
    await setDate('Suggested End Date', '06/10/2099');
    await submit(user);
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(checkout.tripExists).toHaveBeenCalledWith('ana-summer-in-japan');
    expect(checkout.startCheckout).toHaveBeenCalledWith(
      expect.objectContaining({
        tripName: 'Summer in Japan',
        numPeople: 4,
        destination: 'Tokyo',
        tripType: 'international',
        startDate: '2099-06-01',
        endDate: '2099-06-10',
        plannedOptions: {
          hotels: false,
          restaurants: false,
          flights: false,
          transport: false,
          tickets: false,
          all: false,
        },
      }),
    );
    // Who organizes is the server's to say, from the account: the body never names them.
    const body = vi.mocked(checkout.startCheckout).mock.calls[0][0];
    expect(body).not.toHaveProperty('organizerEmail');
    expect(body).not.toHaveProperty('firstName');
    expect(screen.getByLabelText('Organizer Email')).toHaveAttribute('readonly');
    // The mocked session has no URL: the alert, and nothing kept for a return.
    expect(alert).toHaveBeenCalledWith('Failed to create Stripe session.');
    expect(localStorage.getItem(PENDING_TRIP_KEY)).toBeNull();
  });

  it('shows the form before the profile has loaded; the trip id still uses the first name', async () => {
    let resolveProfile: (profile: { firstName: string }) => void = () => {};
    vi.mocked(profileApi.loadProfile).mockReturnValue(
      new Promise((resolve) => (resolveProfile = resolve as typeof resolveProfile)) as ReturnType<
        typeof profileApi.loadProfile
      >,
    );
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = await renderPage();
    expect(screen.getByRole('heading', { name: 'Create a New Trip' })).toBeInTheDocument();
    await fillRequiredExceptDates(user);
    await setDate('Suggested Start Date', '06/01/2099');
    await setDate('Suggested End Date', '06/10/2099');
    resolveProfile({ firstName: 'Ana' });
    await submit(user);
    expect(checkout.tripExists).toHaveBeenCalledWith('ana-summer-in-japan');
  });

  it("shows the page's load error, never the form, when the organizer's profile cannot be read", async () => {
    // An empty first name would silently make another trip id ("summer-in-japan").
    vi.mocked(profileApi.loadProfile).mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: UNAVAILABLE_MESSAGE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Trip Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).not.toBeInTheDocument();
    expect(checkout.tripExists).not.toHaveBeenCalled();
    // Try again reads the profile again; the form comes back once it is read.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Trip Name')).toBeInTheDocument();
  });

  it('names every empty required field on the field itself, focuses the first, submits nothing', async () => {
    const user = await renderPage();
    await user.type(await screen.findByLabelText('Trip Name'), 'Summer in Japan');
    await setDate('Suggested Start Date', '06/01/2099');
    await setDate('Suggested End Date', '06/10/2099');
    await submit(user);
    const expected: [string, string][] = [
      ['Number of People', TRIP_FORM_MESSAGES.numPeople],
      ['Destination', 'Please enter a destination.'],
      ['Trip Vibe', 'Please describe the trip vibe.'],
      ['Trip Type', 'Please choose whether the trip is domestic or international.'],
    ];
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText('Trip Name')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText('Number of People')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(checkout.tripExists).not.toHaveBeenCalled();
    expect(checkout.startCheckout).not.toHaveBeenCalled();
  });

  it('checks every field at once, dates included, with the limits the server applies', async () => {
    const user = await renderPage();
    await fillRequiredExceptDates(user);
    await user.clear(screen.getByLabelText('Number of People'));
    await user.type(screen.getByLabelText('Number of People'), '101');
    await submit(user);
    expect(screen.getByLabelText('Number of People')).toHaveAccessibleDescription(
      'Please enter a whole number from 1 to 100.',
    );
    expect(screen.getAllByText(MISSING_DATES)).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText('Number of People')).toHaveFocus());
    expect(checkout.startCheckout).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Number of People'));
    await user.type(screen.getByLabelText('Number of People'), '0');
    await submit(user);
    expect(screen.getByLabelText('Number of People')).toHaveAttribute('aria-invalid', 'true');
    expect(checkout.startCheckout).not.toHaveBeenCalled();
  });

  it('a trip name without letters or digits is refused before any request', async () => {
    const user = await renderPage();
    await fillRequiredExceptDates(user);
    await user.clear(screen.getByLabelText('Trip Name'));
    await user.type(screen.getByLabelText('Trip Name'), '!!!');
    await setDate('Suggested Start Date', '06/01/2099');
    await setDate('Suggested End Date', '06/10/2099');
    await submit(user);
    expect(screen.getByLabelText('Trip Name')).toHaveAccessibleDescription(
      'Please use letters or numbers in the trip name.',
    );
    await waitFor(() => expect(screen.getByLabelText('Trip Name')).toHaveFocus());
    expect(checkout.tripExists).not.toHaveBeenCalled();
  });

  it.each([
    ['the early duplicate check', () => vi.mocked(checkout.tripExists).mockResolvedValue(true), DUPLICATE_TRIP],
    [
      'the server answering 409',
      () =>
        vi
          .mocked(checkout.startCheckout)
          .mockRejectedValue(new FunctionError(DUPLICATE_TRIP, 409, 'tripName', 'tripNameTaken')),
      DUPLICATE_TRIP,
    ],
    [
      'any other failure',
      () => vi.mocked(checkout.startCheckout).mockRejectedValue(new Error('network down')),
      'Something went wrong. Please try again.',
    ],
  ])('alerts the spec text on %s', async (_name, arrange, expected) => {
    arrange();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await renderPage();
    await fillRequiredExceptDates(user);
    await setDate('Suggested Start Date', '06/01/2099');
    await setDate('Suggested End Date', '06/10/2099');
    await submit(user);
    expect(alert).toHaveBeenCalledWith(expected);
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });

  it('shows the server’s 409 when another organizer is paying for the same name, in the form', async () => {
    const beingPaid =
      'Someone is paying for a trip with this name right now. Please choose a different trip name, or try again in about half an hour.';
    vi.mocked(checkout.startCheckout).mockRejectedValue(
      new FunctionError(beingPaid, 409, 'tripName', 'tripNameBeingPaid'),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // await: the page renders through its route loader on the data-routes branch.
    const user = await renderPage();
    await fillRequiredExceptDates(user);
    await setDate('Suggested Start Date', '06/01/2099');
    await setDate('Suggested End Date', '06/10/2099');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(beingPaid);
    expect(alert).not.toHaveBeenCalled();
  });

  it("shows a server 400 on the field it names, in the form's words, not the server's", async () => {
    vi.mocked(checkout.startCheckout).mockRejectedValue(
      new FunctionError('numPeople must be a whole number from 1 to 100', 400, 'numPeople'),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await renderPage();
    await fillRequiredExceptDates(user);
    await setDate('Suggested Start Date', '06/01/2099');
    await setDate('Suggested End Date', '06/10/2099');
    await submit(user);
    const people = screen.getByLabelText('Number of People');
    await waitFor(() => expect(people).toHaveAccessibleDescription('Please enter a whole number from 1 to 100.'));
    expect(screen.queryByText(/numPeople/)).not.toBeInTheDocument();
    await waitFor(() => expect(people).toHaveFocus());
  });
});

describe('create trip: back from a cancelled checkout', () => {
  const pending: PendingTrip = {
    tripId: 'ana-summer-in-japan',
    userId: ORGANIZER.uid,
    createdAt: '2099-01-01T00:00:00.000Z',
    sessionId: 'cs_test_1',
    firstName: 'Ana',
    tripName: 'Summer in Japan',
    organizerEmail: 'ana+trips@example.com',
    numPeople: 4,
    timingFlex: 'same',
    destination: 'Tokyo',
    vibe: 'Food and temples',
    sameOrigin: 'no',
    startDate: '2099-06-01',
    endDate: '2099-06-10',
    extraNotes: 'Ryokan one night',
    plannedOptions: { hotels: true, restaurants: false, flights: true, transport: false, tickets: false, all: false },
    tripType: 'international',
  };

  it('restores the form and says the payment was cancelled', async () => {
    localStorage.setItem(PENDING_TRIP_KEY, JSON.stringify(pending));
    await renderPage('/create?canceled=true&tripId=ana-summer-in-japan');
    const notice = await screen.findByText(
      'Payment was cancelled. Your trip details are still here; submit again when you are ready.',
    );
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Trip Name')).toHaveValue('Summer in Japan');
    // The email is always the account's, whatever the stored copy says.
    expect(screen.getByLabelText('Organizer Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Number of People')).toHaveValue(4);
    expect(await screen.findByLabelText('Suggested Start Date')).toHaveValue('06/01/2099');
    expect(await screen.findByLabelText('Suggested End Date')).toHaveValue('06/10/2099');
    expect(screen.getByLabelText('Arrival/Departure Flexibility')).toHaveValue('same');
    expect(screen.getByLabelText('Destination')).toHaveValue('Tokyo');
    expect(screen.getByLabelText('Trip Vibe')).toHaveValue('Food and temples');
    expect(screen.getByLabelText('Is everyone traveling from the same place?')).toHaveValue('no');
    expect(screen.getByLabelText('Hotels')).toBeChecked();
    expect(screen.getByLabelText('Flights')).toBeChecked();
    expect(screen.getByLabelText('Restaurants')).not.toBeChecked();
    expect(screen.getByLabelText('Tickets')).not.toBeChecked();
    expect(screen.getByLabelText('Trip Type')).toHaveValue('international');
    expect(screen.getByLabelText('Extra Notes')).toHaveValue('Ryokan one night');
  });

  it("does not restore another user's pending trip", async () => {
    localStorage.setItem(PENDING_TRIP_KEY, JSON.stringify({ ...pending, userId: 'someone-else' }));
    await renderPage('/create?canceled=true&tripId=ana-summer-in-japan');
    expect(await screen.findByLabelText('Trip Name')).toHaveValue('');
    expect(screen.getByLabelText('Organizer Email')).toHaveValue('ana@example.com');
    expect(screen.queryByText(/Payment was cancelled/)).not.toBeInTheDocument();
  });
});

describe('create trip: back from a paid checkout', () => {
  const pending = {
    tripId: 'ana-summer-in-japan',
    userId: ORGANIZER.uid,
    createdAt: '2099-01-01T00:00:00.000Z',
    sessionId: 'cs_test_paid',
    firstName: 'Ana',
    tripName: 'Summer in Japan',
    organizerEmail: 'ana@example.com',
    numPeople: 4,
    timingFlex: 'same',
    destination: 'Tokyo',
    vibe: 'Food and temples',
    sameOrigin: 'no',
    startDate: '2099-06-01',
    endDate: '2099-06-10',
    extraNotes: '',
    plannedOptions: { hotels: true, restaurants: false, flights: false, transport: false, tickets: false, all: false },
    tripType: 'international',
  };
  const RETURN_URL = '/create?paid=true&tripId=ana-summer-in-japan&session_id=cs_test_paid';
  // The server's JSON error as callApi throws it (status and message).
  const serverError = (status: number, message: string) => new FunctionError(message, status);

  beforeEach(() => {
    localStorage.setItem(PENDING_TRIP_KEY, JSON.stringify(pending));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("the trip is created: the organizer lands on the trip's page (which opens the popup), the pending trip is cleared", async () => {
    vi.mocked(checkout.saveTripAfterPayment).mockResolvedValue({ tripId: 'ana-summer-in-japan', created: true });
    await renderPage(RETURN_URL);
    expect(await screen.findByRole('heading', { name: CREATED_TRIP_PAGE })).toBeInTheDocument();
    expect(checkout.saveTripAfterPayment).toHaveBeenCalledWith('cs_test_paid', pending);
    expect(localStorage.getItem(PENDING_TRIP_KEY)).toBeNull();
  });

  it('a delayed payment (402): says it is not confirmed yet, no form, and Check again creates the trip once paid', async () => {
    vi.mocked(checkout.saveTripAfterPayment).mockRejectedValueOnce(serverError(402, 'Payment not completed'));
    const user = await renderPage(RETURN_URL);
    expect(await screen.findByRole('heading', { name: PAYMENT_PENDING_TITLE })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment not completed');
    expect(alert).toHaveTextContent(PAYMENT_PENDING_NEXT);
    expect(alert).toHaveTextContent('cs_test_paid');
    expect(screen.queryByLabelText('Trip Name')).not.toBeInTheDocument();
    expect(localStorage.getItem(PENDING_TRIP_KEY)).not.toBeNull();
    vi.mocked(checkout.saveTripAfterPayment).mockResolvedValueOnce({ tripId: 'ana-summer-in-japan', created: true });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: CREATED_TRIP_PAGE })).toBeInTheDocument();
    expect(checkout.saveTripAfterPayment).toHaveBeenCalledTimes(2);
  });

  it("the id was taken meanwhile (409): shows the server's payment-received message and how to reach support", async () => {
    vi.mocked(checkout.saveTripAfterPayment).mockRejectedValue(serverError(409, TRIP_NAME_TAKEN_AFTER_PAYMENT));
    await renderPage(RETURN_URL);
    expect(await screen.findByRole('heading', { name: PAID_NO_TRIP_TITLE })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(TRIP_NAME_TAKEN_AFTER_PAYMENT);
    expect(alert).toHaveTextContent(PAID_NO_TRIP_NEXT);
    const mail = screen.getByRole('link', { name: /^Email / });
    expect(mail.getAttribute('href')).toMatch(/^mailto:.+\?subject=.*cs_test_paid/);
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' })).toHaveAttribute('href', '/dashboard');
    // Paying again cannot fix it, so there is no form and no retry.
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Trip Name')).not.toBeInTheDocument();
  });

  it('the server was not reached: asks to check again', async () => {
    vi.mocked(checkout.saveTripAfterPayment).mockRejectedValue(new TypeError('Failed to fetch'));
    await renderPage(RETURN_URL);
    expect(await screen.findByRole('heading', { name: NOT_CONFIRMED_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });
});
