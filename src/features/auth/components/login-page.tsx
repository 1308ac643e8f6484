import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeRedirect, withRedirect } from '../../../config/paths';
import { TextField } from '../../../ui/field';
import { authErrorMessage } from '../auth-error';
import { AuthFormPage } from './auth-form-page';

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirect = searchParams.get('redirect');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Please enter your email and password.');
      return;
    }
    setBusy(true);
    try {
      // Loaded on submit, so the form paints without waiting for the Firebase SDK.
      const { signIn } = await import('../api/auth-api');
      await signIn(email.trim(), password);
      navigate(safeRedirect(redirect), { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <AuthFormPage
      title="Log In"
      intro="Welcome back! Log in to plan your trip."
      error={error}
      onSubmit={handleSubmit}
      links={
        <>
          <span>
            Don't have an account?{' '}
            <Link to={redirect ? withRedirect(paths.signup, redirect) : paths.signup}>Sign up</Link>
          </span>
          <Link to={paths.forgotPassword}>Forgot Password?</Link>
        </>
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
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Logging in…' : 'Log In'}
      </button>
    </AuthFormPage>
  );
}
