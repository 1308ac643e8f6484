import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeRedirect, withRedirect } from '@/config/paths';
import { AuthFormPage, EmailField, PasswordField, useAuthSubmit } from './auth-form-page';

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirect = searchParams.get('redirect');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sharedComputer, setSharedComputer] = useState(false);
  const form = useAuthSubmit({
    check: () => (!email.trim() || !password ? 'Please enter your email and password.' : null),
    send: async () => {
      const { fetchIsAdmin, signIn } = await import('../api/auth-api');
      await signIn(email.trim(), password, sharedComputer);
      // Planners start in their workspace when nothing else was asked for (README, "Where people land").
      const fallback = !redirect && (await fetchIsAdmin()) ? paths.admin : paths.dashboard;
      navigate(safeRedirect(redirect, fallback), { replace: true });
    },
  });

  return (
    <AuthFormPage
      {...form}
      title="Log In"
      intro="Welcome back! Log in to plan your trip."
      submitLabel="Log In"
      busyLabel="Logging in…"
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
      <EmailField value={email} onChange={setEmail} />
      <PasswordField label="Password" autoComplete="current-password" value={password} onChange={setPassword} />
      {/* docs/offline.md: signed in for this tab only, and nothing of the trips kept for offline use. */}
      <label className="checkbox">
        <input type="checkbox" checked={sharedComputer} onChange={(e) => setSharedComputer(e.target.checked)} />
        <span>This is a shared computer (don't keep me signed in or save trips for offline use)</span>
      </label>
    </AuthFormPage>
  );
}
