import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import JoinPage, { loader as joinLoader } from '../../src/features/responses/components/join-page';
import EditResponsePage, { loader as editLoader } from '../../src/features/responses/components/edit-response-page';
import { renderRoute } from './support/render-route';
import { authApiStandIn, fixtureTrip, signInAs } from './support/fixtures';
import * as api from '../../src/features/responses/api/responses-api';
import * as profileApi from '../../src/features/profile/api/profile-api';
import type { UserProfile } from '../../src/lib/models';
import { ORGANIZER_READY_MESSAGE } from '../../src/features/responses/components/response-page';
import { ORGANIZER_UNREADY_FIRST } from '@domain/trip-lifecycle';
import { ResponseForm } from '../../src/features/responses/components/response-form';
import {
  BUDGET_READERS,
  READ_BY_GROUP,
  READ_BY_ORGANIZER_AND_PLANNERS,
} from '../../src/features/responses/field-readers';
import { NO_KEY_MESSAGE, RETIRED_KEY_MESSAGE } from '../../src/features/responses/components/invite-problem';
import {
  availabilityText,
  emptyResponseValues,
  toSubmission,
  toTripResponse,
  valuesFromResponse,
  type ResponseFormValues,
} from '../../src/features/responses/response-values';
import type { FullResponse } from '../../src/lib/models';
import { RESTORED_DRAFT } from '../../src/ui/use-draft';
import {
  NOT_VERIFIED_YET_TEXT,
  RESEND_BUTTON,
  VERIFIED_BUTTON,
  VERIFY_EMAIL_TITLE,
  VERIFY_SENT_TEXT,
} from '../../src/features/auth/components/verify-email-step';

// The pages are tested with the data layer and auth replaced: no Firebase in unit tests.
vi.mock('../../src/features/auth', () => import('./support/fixtures').then((m) => m.authStandIn));
vi.mock('../../src/features/auth/api/auth-api', () => import('./support/fixtures').then((m) => m.authApiStandIn));
vi.mock('../../src/features/responses/api/responses-api', () => ({
  loadTripIfMember: vi.fn(),
  loadInvite: vi.fn(),
  loadMyResponse: vi.fn(),
  saveResponse: vi.fn(),
}));
vi.mock('../../src/features/profile/api/profile-api', () => ({ loadProfile: vi.fn(), saveProfileName: vi.fn() }));

function renderForm(initial: Partial<ResponseFormValues> = {}, mode: 'join' | 'edit' = 'join') {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <ResponseForm
        initialValues={{ ...emptyResponseValues(), ...initial }}
        mode={mode}
        onSubmit={onSubmit}
        cancelTo="/dashboard/trip-1"
      />
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('response form', () => {
  it('blank names show errors and nothing is submitted', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('First Name'), '   ');
    await user.type(screen.getByLabelText('Budget'), '$900');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name.')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires a budget', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('First Name'), 'Ana');
    await user.type(screen.getByLabelText('Last Name'), 'Lima');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please enter your budget.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your first name.')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a budget as an amount and a currency, with the free text as its note (issue 46)', async () => {
    const { onSubmit, user } = renderForm({ firstName: 'Ana', lastName: 'Lima', budgetAmount: 'about 1k' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Amount (optional)')).toHaveAccessibleDescription(
      'Enter the amount as a number, like 1100.',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Amount (optional)'));
    await user.click(screen.getByLabelText('Amount (optional)'));
    await user.paste('1,100');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // No note: the amount is also the budget's text, so cards and the CSV still show a budget.
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ budget: '€1,100', budgetAmount: 1100, budgetCurrency: 'EUR' });

    await user.click(screen.getByLabelText('Budget'));
    await user.paste('all in');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[1][0]).toMatchObject({ budget: 'all in', budgetAmount: 1100, budgetCurrency: 'EUR' });
  });

  it('an answer saved with an amount alone edits back as that amount, with no note', () => {
    const saved = { budget: '€1,100', budgetAmount: 1100, budgetCurrency: 'EUR' };
    const values = valuesFromResponse({ ...stored, ...saved });
    expect(values).toMatchObject({ budget: '', budgetAmount: '1100', budgetCurrency: 'EUR' });
  });

  it('submits trimmed values and the availability text', async () => {
    const start = new Date(2099, 5, 1);
    const end = new Date(2099, 5, 10);
    const { onSubmit, user } = renderForm({ availabilityStart: start, availabilityEnd: end });
    await user.type(screen.getByLabelText('First Name'), '  Ana ');
    await user.type(screen.getByLabelText('Last Name'), ' Lima  ');
    await user.type(screen.getByLabelText('Budget'), ' $800–$1,200 ');
    await user.type(screen.getByLabelText('Where are you traveling from?'), ' Lisbon ');
    await user.selectOptions(screen.getByLabelText('Flexibility'), 'somewhat');
    await user.selectOptions(screen.getByLabelText('Share a room?'), 'maybe');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      availabilityStart: start,
      availabilityEnd: end,
      availability: '06/01/2099 - 06/10/2099',
      budget: '$800–$1,200',
      preferences: '',
      fromLocation: 'Lisbon',
      mustSee: '',
      flexibility: 'somewhat',
      accommodations: '',
      shareRoom: 'maybe',
      specialTravel: '',
      customAnswers: {},
    });
  });

  it('edit mode shows Cancel back to the trip page and Save Changes', async () => {
    const { onSubmit, user } = renderForm({ firstName: 'Ana', lastName: 'Lima', budget: '$900' }, 'edit');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard/trip-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ana', lastName: 'Lima', budget: '$900', availability: '' }),
    );
  });

  it('shows the budget placeholder and no Cancel in join mode', async () => {
    renderForm();
    expect(screen.getByLabelText('Budget')).toHaveAttribute('placeholder', 'e.g. $800–$1,200');
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});

const stored: FullResponse = {
  uid: 'u1',
  firstName: '',
  lastName: '',
  name: 'Ana Lima',
  email: 'ana@example.com',
  availability: '06/01/2099 - 06/10/2099',
  availabilityStart: null,
  availabilityEnd: null,
  budget: '$900',
  preferences: 'Beaches',
  fromLocation: 'Lisbon',
  mustSee: '',
  flexibility: 'very',
  accommodations: '',
  shareRoom: 'yes',
  specialTravel: '',
  submittedAt: null,
};

describe('response values', () => {
  it('availability text needs both days', async () => {
    expect(availabilityText(new Date(2099, 0, 2), null)).toBe('');
    expect(availabilityText(new Date(2099, 0, 2), new Date(2099, 0, 5))).toBe('01/02/2099 - 01/05/2099');
  });

  it('edit prefill falls back to the stored name and availability text', async () => {
    const values = valuesFromResponse(stored);
    expect(values.firstName).toBe('Ana');
    expect(values.lastName).toBe('Lima');
    expect(values.availabilityStart).toEqual(new Date(2099, 5, 1));
    expect(values.availabilityEnd).toEqual(new Date(2099, 5, 10));
    expect(values.flexibility).toBe('very');
  });

  it('builds the stored response with name, uid and email', async () => {
    const response = toTripResponse(toSubmission(valuesFromResponse(stored)), { uid: 'u1', email: 'ana@example.com' });
    expect(response).toMatchObject({
      uid: 'u1',
      email: 'ana@example.com',
      name: 'Ana Lima',
      firstName: 'Ana',
      lastName: 'Lima',
    });
    expect(response).not.toHaveProperty('profileImage');
  });
});

const trip = fixtureTrip({ userId: 'organizer', vibe: 'Food and temples' });

async function renderPage(path: string) {
  await renderRoute(path, [
    { path: '/join/:tripId', Component: JoinPage, loader: joinLoader },
    { path: '/edit-response/:tripId', Component: EditResponsePage, loader: editLoader },
  ]);
  return userEvent.setup();
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First Name'), 'Tara');
  await user.type(screen.getByLabelText('Last Name'), 'Traveler');
  await user.type(screen.getByLabelText('Budget'), '$900');
}

describe('join and edit pages', () => {
  beforeEach(() => {
    vi.mocked(api.loadTripIfMember).mockReset().mockResolvedValue(trip);
    vi.mocked(api.loadInvite).mockReset().mockResolvedValue(null);
    vi.mocked(api.loadMyResponse).mockReset().mockResolvedValue(null);
    vi.mocked(api.saveResponse).mockReset().mockResolvedValue(undefined);
    vi.mocked(profileApi.loadProfile).mockReset().mockResolvedValue(null);
    vi.mocked(profileApi.saveProfileName).mockReset().mockResolvedValue(undefined);
    signInAs({ uid: 'traveler', email: 'traveler@example.com' });
  });

  it("prefills a first answer's name from the traveler's profile, still editable", async () => {
    vi.mocked(profileApi.loadProfile).mockResolvedValue({ firstName: 'Tara', lastName: 'Traveler' } as UserProfile);
    const user = await renderPage('/join/olivia-japan');
    const first = await screen.findByLabelText('First Name');
    expect(first).toHaveValue('Tara');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Traveler');
    await user.clear(first);
    await user.type(first, 'Tamsin');
    expect(first).toHaveValue('Tamsin');
  });

  it('the invite link remembers: someone who answered sees their answers and when they answered', async () => {
    vi.mocked(api.loadMyResponse).mockResolvedValue({
      ...stored,
      uid: 'traveler',
      submittedAt: new Date(2026, 10, 20, 9, 30),
    });
    vi.mocked(profileApi.loadProfile).mockResolvedValue({ firstName: 'Other', lastName: 'Name' } as UserProfile);
    await renderPage('/join/olivia-japan?invite=live-key');
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Budget')).toHaveValue('$900');
    expect(screen.getByRole('status')).toHaveTextContent('You answered on 11/20/2026.');
  });

  it("tells the organizer of a ready trip to mark it unready, not to ask the trip's creator", async () => {
    signInAs({ uid: 'owner-1', email: 'olivia@example.com' });
    vi.mocked(api.loadTripIfMember).mockResolvedValue({ ...trip, userId: 'owner-1', status: 'ready' });
    await renderPage('/edit-response/olivia-japan');
    expect(await screen.findByRole('heading', { name: ORGANIZER_READY_MESSAGE })).toBeInTheDocument();
    expect(screen.getByText(ORGANIZER_UNREADY_FIRST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Trip Page' })).toHaveAttribute('href', '/dashboard/olivia-japan');
    expect(screen.queryByText(/contact your trip creator/)).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor without a key to sign up or log in and come back', async () => {
    signInAs(null);
    await renderPage('/join/olivia-japan');
    expect(screen.getByText('Please log in to respond to this trip.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fjoin%2Folivia-japan',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fjoin%2Folivia-japan',
    );
  });

  it('shows a signed-out visitor with the link who invites them to what, and keeps the key through sign-up', async () => {
    signInAs(null);
    const { id: _id, userId: _userId, organizerEmail: _email, ...facts } = trip;
    vi.mocked(api.loadInvite).mockResolvedValue({ ...facts, tripId: 'olivia-japan' });
    await renderPage('/join/olivia-japan?invite=live-key');
    expect(
      await screen.findByRole('heading', { name: 'Olivia is inviting you to join Summer in Japan!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('07/01/2099 – 07/10/2099')).toBeInTheDocument();
    const back = encodeURIComponent('/join/olivia-japan?invite=live-key');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/signup?redirect=${back}`);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${back}`);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('a first answer from a new account keeps its name in the profile and says what happens next', async () => {
    vi.mocked(api.loadTripIfMember).mockResolvedValue({ ...trip, joined: ['owner-1', 'traveler'], numPeople: 4 });
    const user = await renderPage('/join/olivia-japan');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const heading = await screen.findByRole('heading', { name: 'Thanks for submitting!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('2 of 4 travelers have answered; 2 still to answer.')).toBeInTheDocument();
    expect(screen.getByText(/Olivia marks the trip ready/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/update-profile');
    expect(profileApi.saveProfileName).toHaveBeenCalledWith('traveler', 'traveler@example.com', 'Tara', 'Traveler');
  });

  it('says at each field who can read it', async () => {
    await renderPage('/join/olivia-japan');
    expect(await screen.findByLabelText('Budget')).toHaveAccessibleDescription(expect.stringContaining(BUDGET_READERS));
    expect(screen.getByLabelText('Accommodations (medical or dietary)')).toHaveAccessibleDescription(
      READ_BY_ORGANIZER_AND_PLANNERS,
    );
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(READ_BY_GROUP);
  });

  it('shows the invitation and saves a first response', async () => {
    const user = await renderPage('/join/olivia-japan');
    expect(
      await screen.findByRole('heading', { name: 'Olivia is inviting you to join Summer in Japan!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('07/01/2099 – 07/10/2099')).toBeInTheDocument();
    expect(screen.getByText('If you created this trip, please fill out this form too!')).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for submitting!' })).toBeInTheDocument();
    expect(screen.getByText('Your preferences were saved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(api.saveResponse).toHaveBeenCalledWith(
      'olivia-japan',
      expect.objectContaining({
        uid: 'traveler',
        email: 'traveler@example.com',
        name: 'Tara Traveler',
        budget: '$900',
      }),
      { inviteKey: 'live-key', joining: true },
    );
  });

  it('an unverified traveler gets a "Verify your email" step that sends the link, keeps the answers and then joins', async () => {
    // Unverified on arrival (the banner) and still at Submit (the step).
    authApiStandIn.isEmailVerified.mockResolvedValueOnce(false).mockResolvedValueOnce(false);
    authApiStandIn.reloadEmailVerified.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    authApiStandIn.sendVerificationEmail.mockClear();
    const user = await renderPage('/join/olivia-japan');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const step = await screen.findByRole('dialog', { name: VERIFY_EMAIL_TITLE });
    expect(within(step).getByRole('heading', { name: VERIFY_EMAIL_TITLE })).toBeInTheDocument();
    expect(step).toHaveTextContent('To join this trip, please confirm that traveler@example.com is your address');
    // The link goes out as the step opens; Resend sends another.
    expect(await within(step).findByText(VERIFY_SENT_TEXT)).toBeInTheDocument();
    expect(authApiStandIn.sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(within(step).getByRole('button', { name: VERIFIED_BUTTON })).toHaveFocus();

    await user.click(within(step).getByRole('button', { name: VERIFIED_BUTTON }));
    expect(await within(step).findByText(NOT_VERIFIED_YET_TEXT)).toBeInTheDocument();
    expect(api.saveResponse).not.toHaveBeenCalled();
    await user.click(within(step).getByRole('button', { name: RESEND_BUTTON }));
    await waitFor(() => expect(authApiStandIn.sendVerificationEmail).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('Budget')).toHaveValue('$900');

    await user.click(within(step).getByRole('button', { name: VERIFIED_BUTTON }));
    expect(await screen.findByRole('heading', { name: 'Thanks for submitting!' })).toBeInTheDocument();
    expect(api.saveResponse).toHaveBeenCalledTimes(1);
    expect(api.saveResponse).toHaveBeenCalledWith(
      'olivia-japan',
      expect.objectContaining({ name: 'Tara Traveler', budget: '$900' }),
      { inviteKey: 'live-key', joining: true },
    );
  });

  it('asks to verify on arrival, without a second link when sign-up just sent one', async () => {
    authApiStandIn.isEmailVerified.mockResolvedValueOnce(false).mockResolvedValueOnce(false);
    authApiStandIn.verificationLinkSent.mockReturnValueOnce(true);
    authApiStandIn.sendVerificationEmail.mockClear();
    const user = await renderPage('/join/olivia-japan');
    // Asked at once, above the form, which stays usable.
    const banner = await screen.findByRole('region', { name: VERIFY_EMAIL_TITLE });
    expect(banner).toHaveTextContent(VERIFY_SENT_TEXT);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const step = await screen.findByRole('dialog', { name: VERIFY_EMAIL_TITLE });
    expect(within(step).getByText(VERIFY_SENT_TEXT)).toBeInTheDocument();
    expect(authApiStandIn.sendVerificationEmail).not.toHaveBeenCalled();
    expect(api.saveResponse).not.toHaveBeenCalled();
  });

  it("shows a stranger the invite record the link's key opens, and joins with that key", async () => {
    vi.mocked(api.loadTripIfMember).mockResolvedValue(null);
    const { id: _id, userId: _userId, organizerEmail: _email, ...facts } = trip;
    vi.mocked(api.loadInvite).mockResolvedValue({ ...facts, tripId: 'olivia-japan' });
    const user = await renderPage('/join/olivia-japan?invite=link-key');
    expect(
      await screen.findByRole('heading', { name: 'Olivia is inviting you to join Summer in Japan!' }),
    ).toBeInTheDocument();
    expect(api.loadInvite).toHaveBeenCalledWith('link-key');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for submitting!' })).toBeInTheDocument();
    expect(api.saveResponse).toHaveBeenCalledWith('olivia-japan', expect.anything(), {
      inviteKey: 'link-key',
      joining: true,
    });
  });

  it('keeps the key through log-in', async () => {
    signInAs(null);
    await renderPage('/join/olivia-japan?invite=link-key');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fjoin%2Folivia-japan%3Finvite%3Dlink-key',
    );
  });

  it('blocks a ready trip', async () => {
    vi.mocked(api.loadTripIfMember).mockResolvedValue({ ...trip, status: 'ready' });
    await renderPage('/join/olivia-japan');
    expect(
      await screen.findByText(
        "This trip has been marked as ready and can't be joined or edited right now. If you think this is a mistake, please contact your trip creator.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return' })).toHaveAttribute('href', '/dashboard');
  });

  it('explains a link without a key and names who to ask, to someone not on the trip', async () => {
    vi.mocked(api.loadTripIfMember).mockResolvedValue(null);
    await renderPage('/join/olivia-japan');
    expect(await screen.findByText(NO_KEY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(api.loadInvite).not.toHaveBeenCalled();
  });

  it('explains a retired key, or a key of another trip, and names who to ask', async () => {
    vi.mocked(api.loadTripIfMember).mockResolvedValue(null);
    await renderPage('/join/olivia-japan?invite=old-key');
    expect(await screen.findByText(RETIRED_KEY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/permission/i)).not.toBeInTheDocument();
  });

  it('a failed load (offline) says so, not "not found", and Try again loads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(api.loadTripIfMember).mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const user = await renderPage('/join/olivia-japan');
    expect(
      screen.getByRole('heading', {
        name: "We couldn't load this page. Check your internet connection and try again.",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText("We couldn't find this trip.")).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Olivia is inviting you to join Summer in Japan!' }),
    ).toBeInTheDocument();
  });

  it('asks before overwriting an earlier response; Cancel saves nothing', async () => {
    vi.mocked(api.loadMyResponse).mockResolvedValue({ ...stored, uid: 'traveler' });
    const user = await renderPage('/join/olivia-japan');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alertdialog', { name: "You've already submitted a response." })).toBeInTheDocument();
    expect(
      screen.getByText('Submitting again will overwrite your previous entry. Do you want to continue?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.saveResponse).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for submitting!' })).toBeInTheDocument();
    expect(api.saveResponse).toHaveBeenCalledTimes(1);
  });

  it('shows the save error', async () => {
    vi.mocked(api.saveResponse).mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await renderPage('/join/olivia-japan');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while saving your response. Please try again.',
    );
  });

  it('keeps typed answers through a failed save and a reload, for this account only, until saved', async () => {
    vi.mocked(api.saveResponse).mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let user = await renderPage('/join/olivia-japan');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Accommodations (medical or dietary)'), 'No peanuts');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while saving your response.');
    cleanup(); // the tab closes

    signInAs({ uid: 'someone-else', email: 'else@example.com' });
    await renderPage('/join/olivia-japan');
    expect(await screen.findByLabelText('First Name')).toHaveValue('');
    expect(screen.queryByText(RESTORED_DRAFT)).not.toBeInTheDocument();
    cleanup();

    signInAs({ uid: 'traveler', email: 'traveler@example.com' });
    user = await renderPage('/join/olivia-japan');
    expect(await screen.findByText(RESTORED_DRAFT)).toBeInTheDocument();
    expect(screen.getByLabelText('Accommodations (medical or dietary)')).toHaveValue('No peanuts');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for submitting!' })).toBeInTheDocument();
    cleanup();

    await renderPage('/join/olivia-japan');
    expect(await screen.findByLabelText('Accommodations (medical or dietary)')).toHaveValue('');
    expect(screen.queryByText(RESTORED_DRAFT)).not.toBeInTheDocument();
  });

  it('Discard drops the restored answers and shows the saved ones', async () => {
    vi.mocked(api.loadMyResponse).mockResolvedValue({ ...stored, uid: 'traveler' });
    let user = await renderPage('/edit-response/olivia-japan');
    const budget = await screen.findByLabelText('Budget');
    await user.clear(budget);
    await user.type(budget, '$2,000');
    cleanup();
    user = await renderPage('/edit-response/olivia-japan');
    expect(await screen.findByLabelText('Budget')).toHaveValue('$2,000');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Budget')).toHaveValue('$900');
    expect(screen.queryByText(RESTORED_DRAFT)).not.toBeInTheDocument();
    cleanup();
    await renderPage('/edit-response/olivia-japan');
    expect(await screen.findByLabelText('Budget')).toHaveValue('$900');
  });

  it('edit mode prefills, saves without asking, and links back to the trip page', async () => {
    vi.mocked(api.loadMyResponse).mockResolvedValue({ ...stored, uid: 'traveler' });
    const user = await renderPage('/edit-response/olivia-japan');
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Budget')).toHaveValue('$900');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard/olivia-japan');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Changes saved!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Trip Page' })).toHaveAttribute('href', '/dashboard/olivia-japan');
    expect(api.saveResponse).toHaveBeenCalledWith(
      'olivia-japan',
      expect.objectContaining({ availability: '06/01/2099 - 06/10/2099', name: 'Ana Lima' }),
      { inviteKey: 'live-key', joining: false },
    );
  });
});

describe('availability calendars (issue 46)', () => {
  it("open on the trip's month, and raise no phone keyboard", async () => {
    const user = userEvent.setup();
    // April next year: within the year menu (today to ten years ahead), and not this month.
    const year = new Date().getFullYear() + 1;
    render(
      <MemoryRouter>
        <ResponseForm
          initialValues={emptyResponseValues()}
          mode="join"
          onSubmit={vi.fn()}
          tripStart={new Date(year, 3, 8)}
        />
      </MemoryRouter>,
    );
    const start = await screen.findByRole('textbox', { name: 'Availability start' });
    expect(start).toHaveAttribute('inputmode', 'none');
    await user.click(start);
    expect(await screen.findByRole('combobox', { name: 'Month' })).toHaveDisplayValue('April');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue(String(year));
  });
});
