import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LoginPage from '../../src/features/auth/components/login-page';
import SignupPage from '../../src/features/auth/components/signup-page';
import ForgotPasswordPage from '../../src/features/auth/components/forgot-password-page';
import { renderRoute } from './support/render-route';

// What the account forms refuse before anything is sent (the journeys in tests/e2e/accounts.spec.ts
// cover sending): the form's own message in its alert, and the button free to try again.
describe('account forms refuse an incomplete form', () => {
  it('login asks for email and password', async () => {
    await renderRoute('/login', [{ path: '/login', Component: LoginPage }]);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email and password.');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
  });

  it('signup points the confirm field at the error while the passwords differ', async () => {
    await renderRoute('/signup', [{ path: '/signup', Component: SignupPage }]);
    const confirm = screen.getByLabelText('Confirm Password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in every field.');
    expect(confirm).not.toHaveAttribute('aria-invalid');

    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret1');
    await userEvent.type(confirm, 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Passwords do not match.');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAttribute('aria-describedby', alert.id);

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the Terms and Conditions and Privacy Policy.');
    expect(confirm).not.toHaveAttribute('aria-invalid');
  });

  it('forgot password asks for the email and says nothing was sent', async () => {
    await renderRoute('/forgot-password', [{ path: '/forgot-password', Component: ForgotPasswordPage }]);
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
