import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authErrorCode } from '../auth-error';
import { AuthFormPage, EmailField, useAuthSubmit } from './auth-form-page';

export const RESET_SENT_MESSAGE =
  'If an account exists for this email, a reset link has been sent. Please give it a few minutes.';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const form = useAuthSubmit({
    check: () => (email.trim() ? null : 'Please enter your email address.'),
    send: async () => {
      const { sendReset } = await import('../api/auth-api');
      try {
        await sendReset(email.trim());
      } catch (caught) {
        // An unknown email is not an error to show: saying so would reveal who has an account.
        if (authErrorCode(caught) !== 'auth/user-not-found') throw caught;
      }
    },
    staysOnPage: true,
  });

  return (
    <AuthFormPage
      {...form}
      title="Reset Your Password"
      intro="Enter the email you signed up with and we'll send you a link to choose a new password."
      submitLabel="Send Reset Link"
      busyLabel="Sending…"
      links={<Link to={paths.login}>Back to Log In</Link>}
    >
      {form.succeeded && (
        <p className="form-success" role="status">
          {RESET_SENT_MESSAGE}
        </p>
      )}
      <EmailField value={email} onChange={setEmail} />
    </AuthFormPage>
  );
}
