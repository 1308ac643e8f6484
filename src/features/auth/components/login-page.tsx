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
  const form = useAuthSubmit({
    check: () => (!email.trim() || !password ? 'Please enter your email and password.' : null),
    send: async () => {
      const { fetchIsAdmin, signIn } = await import('../api/auth-api');
      await signIn(email.trim(), password);
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
    </AuthFormPage>
  );
}
