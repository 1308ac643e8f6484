import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeRedirect, withRedirect } from '../../../config/paths';
import { TextField } from '../../../ui/field';
import { authErrorMessage } from '../auth-error';
import { AUTH_FORM_ERROR_ID, AuthFormPage } from './auth-form-page';

const PASSWORDS_DIFFER = 'Passwords do not match.';

export default function SignupPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirect = searchParams.get('redirect');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const passwordsDiffer = error === PASSWORDS_DIFFER;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password || !confirm) return setError('Please fill in every field.');
    if (password !== confirm) return setError(PASSWORDS_DIFFER);
    if (!acceptedTerms) return setError('Please accept the Terms and Conditions and Privacy Policy.');
    setBusy(true);
    try {
      // Loaded on submit, so the form paints without waiting for the Firebase SDK.
      const [{ signUp }, { createProfileAtSignup }] = await Promise.all([
        import('../api/auth-api'),
        import('../../profile'),
      ]);
      const user = await signUp(email.trim(), password);
      await createProfileAtSignup(user.uid, user.email);
      navigate(withRedirect(paths.completeProfile, safeRedirect(redirect)), { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <AuthFormPage
      title="Create Your Account"
      intro="Plan a group trip without the group chat chaos."
      error={error}
      onSubmit={handleSubmit}
      links={
        <span>
          Already have an account? <Link to={redirect ? withRedirect(paths.login, redirect) : paths.login}>Log in</Link>
        </span>
      }
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="6+ characters"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        required
        aria-invalid={passwordsDiffer || undefined}
        aria-describedby={passwordsDiffer ? AUTH_FORM_ERROR_ID : undefined}
      />
      <label className="checkbox">
        <input type="checkbox" checked={acceptedTerms} onChange={(e) => setAcceptedTerms(e.target.checked)} required />
        <span>
          I agree to the{' '}
          <Link to={paths.terms} target="_blank">
            Terms and Conditions
          </Link>{' '}
          and{' '}
          <Link to={paths.privacyPolicy} target="_blank">
            Privacy Policy
          </Link>
          .
        </span>
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Creating account…' : 'Sign Up'}
      </button>
    </AuthFormPage>
  );
}
