import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouterNavigation } from '../../src/app/router-navigation';
import * as api from '../../src/features/account/api/account-api';
import { DeleteAccountButton } from '../../src/features/account/components/delete-account-button';
import { ReauthenticationError } from '../../src/features/account/reauthentication-error';
import { FunctionError } from '../../src/lib/function-error';
import LandingPage, { ACCOUNT_DELETED_MESSAGE } from '../../src/features/landing/components/landing-page';

// Only the data-access module is replaced: no Firebase in unit tests.
vi.mock('../../src/features/account/api/account-api', () => ({
  reauthenticate: vi.fn(),
  deleteAccountOnServer: vi.fn(),
  signOutAndLoad: vi.fn(),
}));

const reauthenticate = vi.mocked(api.reauthenticate);
const deleteAccountOnServer = vi.mocked(api.deleteAccountOnServer);
const signOutAndLoad = vi.mocked(api.signOutAndLoad);

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderDashboardButton() {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<DeleteAccountButton />} />
        <Route path="/" element={<LandingPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function openPasswordDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
  // The dialogs are a chunk of their own, loaded on the first press.
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, Delete' }));
  return screen.getByRole('dialog', { name: 'Enter your password' });
}

beforeEach(() => {
  vi.resetAllMocks();
  signOutAndLoad.mockResolvedValue();
});

describe('Delete My Account', () => {
  it('asks for confirmation and warns that organized trips and all responses go too', async () => {
    const user = renderDashboardButton();
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete your account?' });
    expect(confirm).toHaveTextContent("Every trip you organize is deleted too, with all of its travelers' responses.");
    expect(confirm).toHaveTextContent("your responses to other people's trips");
    expect(confirm).toHaveTextContent('This action cannot be undone.');
    // The safe choice has the focus.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Cancel, Escape and cancelling the password dialog abort without calling anything', async () => {
    const user = renderDashboardButton();
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const dialog = await openPasswordDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reauthenticate).not.toHaveBeenCalled();
    expect(deleteAccountOnServer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete My Account' })).toHaveFocus();
  });

  it('the password dialog has a labelled password field with the focus, and requires it', async () => {
    const user = renderDashboardButton();
    const dialog = await openPasswordDialog(user);
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(within(dialog).getByText('Please enter your password.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(reauthenticate).not.toHaveBeenCalled();
  });

  it('a wrong password is shown on the field, the dialog stays open and nothing is deleted', async () => {
    reauthenticate.mockRejectedValueOnce(new ReauthenticationError('Incorrect password. Please try again.', true));
    const user = renderDashboardButton();
    const dialog = await openPasswordDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password{Enter}');

    expect(await within(dialog).findByText('Incorrect password. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(reauthenticate).toHaveBeenCalledWith('wrong-password');
    expect(deleteAccountOnServer).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('other sign-in problems (network) show as an alert in the dialog', async () => {
    reauthenticate.mockRejectedValueOnce(
      new ReauthenticationError('Network error. Check your connection and try again.', false),
    );
    const user = renderDashboardButton();
    const dialog = await openPasswordDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'secret{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Network error. Check your connection and try again.',
    );
    expect(within(dialog).getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(deleteAccountOnServer).not.toHaveBeenCalled();
  });

  it("a failing deleteAccount shows the spec's 'Failed to delete account: …' and allows a retry", async () => {
    reauthenticate.mockResolvedValue();
    deleteAccountOnServer.mockRejectedValueOnce(
      new FunctionError('Please sign in again before deleting your account.', 401),
    );
    const user = renderDashboardButton();
    const dialog = await openPasswordDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'secret{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete account: Please sign in again before deleting your account.',
    );
    expect(signOutAndLoad).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');

    deleteAccountOnServer.mockResolvedValueOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await vi.waitFor(() => expect(signOutAndLoad).toHaveBeenCalledWith('/?deleted=true'));
  });

  it('the right password deletes the account, then signs out and loads /?deleted=true', async () => {
    reauthenticate.mockResolvedValue();
    deleteAccountOnServer.mockResolvedValue();
    const user = renderDashboardButton();
    const dialog = await openPasswordDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'secret{Enter}');

    await vi.waitFor(() => expect(signOutAndLoad).toHaveBeenCalledWith('/?deleted=true'));
    expect(reauthenticate).toHaveBeenCalledWith('secret');
    expect(deleteAccountOnServer).toHaveBeenCalledTimes(1);
    // While it runs the dialog cannot be dismissed or submitted twice.
    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    // Re-authentication comes first, the sign-out last.
    expect(reauthenticate.mock.invocationCallOrder[0]).toBeLessThan(deleteAccountOnServer.mock.invocationCallOrder[0]);
    expect(deleteAccountOnServer.mock.invocationCallOrder[0]).toBeLessThan(signOutAndLoad.mock.invocationCallOrder[0]);
  });
});

describe('landing page after a deletion', () => {
  it('shows the message only with ?deleted=true', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/?deleted=true']}>
        <RouterNavigation>
          <LandingPage />
        </RouterNavigation>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_DELETED_MESSAGE);
    unmount();
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouterNavigation>
          <LandingPage />
        </RouterNavigation>
      </MemoryRouter>,
    );
    expect(screen.queryByText(ACCOUNT_DELETED_MESSAGE)).not.toBeInTheDocument();
  });
});
