// The profile form is titled by whether the profile exists yet, not by the redirect, and says
// which fields are required and why.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfilePage, { loader } from '../../src/features/profile/components/profile-page';
import * as api from '../../src/features/profile/api/profile-api';
import { renderRoute } from './support/render-route';
import { PREFERENCE_NOT_SAVED } from '../../src/features/profile/components/email-preference';
import { UNAVAILABLE_MESSAGE } from '../../src/lib/page-load-error';
import { OWNER, signInAs } from './support/fixtures';

vi.mock('../../src/features/auth', () => import('./support/fixtures').then((m) => m.authStandIn));
// The verification banner asks Firebase Auth; it has tests of its own (auth-forms.test.tsx).
vi.mock('../../src/features/auth/components/email-verification', () => ({ EmailVerification: () => null }));
vi.mock('../../src/features/profile/api/profile-api', () => ({
  loadProfile: vi.fn(),
  saveProfile: vi.fn(),
  saveEmailOptOut: vi.fn(),
}));

const SIGNED_UP = { email: OWNER.email, acceptedTerms: true, acceptedTermsTimestamp: '2026-11-25T03:00:00.000Z' };
const SAVED = { ...SIGNED_UP, firstName: 'Olivia', lastName: 'Organizer', birthday: new Date(1990, 5, 15) };

const renderProfile = (url: string) =>
  renderRoute(url, [
    { path: '/complete-profile', Component: ProfilePage, loader },
    { path: '/update-profile', Component: ProfilePage, loader },
  ]);

beforeEach(() => signInAs(OWNER));

describe('the profile form', () => {
  it('just signed up, even from the landing page (redirect /dashboard): Complete Your Profile, with Skip for Now', async () => {
    vi.mocked(api.loadProfile).mockResolvedValue(SIGNED_UP as Awaited<ReturnType<typeof api.loadProfile>>);
    await renderProfile('/complete-profile?redirect=%2Fdashboard');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Complete Your Profile');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip for Now' })).toBeInTheDocument();
    // Plain about what is required and why, not "optional" above required fields.
    expect(screen.getByText(/Fields marked \* are required/)).toHaveTextContent(
      'your birthday, which we use only to check that you are 18 or older',
    );
    expect(screen.queryByText(/This information is optional/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toBeRequired();
    expect(screen.getByLabelText('Travel Preferences')).not.toBeRequired();
  });

  it('saved before: Update Your Profile, without Skip for Now, whichever route', async () => {
    vi.mocked(api.loadProfile).mockResolvedValue(SAVED as Awaited<ReturnType<typeof api.loadProfile>>);
    await renderProfile('/complete-profile?redirect=%2Fcreate');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Update Your Profile');
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip for Now' })).not.toBeInTheDocument();
  });

  it('a profile that failed to load is never shown as an empty form to save over it', async () => {
    vi.mocked(api.loadProfile).mockRejectedValue(new Error('offline'));
    await renderProfile('/update-profile?redirect=%2Fcreate');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(UNAVAILABLE_MESSAGE);
    expect(screen.queryByRole('button', { name: /Profile/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return' })).toHaveAttribute('href', '/create');
  });

  it('the email preference: a failed save says so in an alert and puts the box back; the next one saves', async () => {
    vi.mocked(api.loadProfile).mockResolvedValue(SAVED as Awaited<ReturnType<typeof api.loadProfile>>);
    vi.mocked(api.saveEmailOptOut).mockReset().mockRejectedValueOnce(new Error('offline')).mockResolvedValue();
    await renderProfile('/update-profile');
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'Email me reminders and updates' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(PREFERENCE_NOT_SAVED);
    expect(box).toBeChecked();
    expect(api.saveEmailOptOut).toHaveBeenCalledWith(OWNER.uid, true);

    await user.click(box);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByText('Reminders and updates are off.')).toHaveAttribute('role', 'status');
    expect(box).not.toBeChecked();
  });
});
