import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { TextField } from '../../../ui/field';
import { authErrorMessage } from '../auth-error';
import { AuthFormPage } from './auth-form-page';

export const RESET_SENT_MESSAGE =
  'If an account exists for this email, a reset link has been sent. Please give it a few minutes.';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSent(false);
    if (!email.trim()) return setError('Please enter your email address.');
    setBusy(true);
    try {
      // Loaded on submit, so the form paints without waiting for the Firebase SDK.
      const { sendReset } = await import('../api/auth-api');
      await sendReset(email.trim());
      setSent(true);
    } catch (caught) {
      // An unknown email is not an error to show: saying so would reveal who has an account.
      const code = (caught as { code?: string }).code;
      if (code === 'auth/user-not-found') setSent(true);
      else setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFormPage
      title="Reset Your Password"
      intro="Enter the email you signed up with and we'll send you a link to choose a new password."
      error={error}
      onSubmit={handleSubmit}
      links={<Link to={paths.login}>Back to Log In</Link>}
    >
      {sent && (
        <p className="form-success" role="status">
          {RESET_SENT_MESSAGE}
        </p>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send Reset Link'}
      </button>
    </AuthFormPage>
  );
}
