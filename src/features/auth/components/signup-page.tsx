import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeRedirect, withRedirect } from '@/config/paths';
import { AUTH_FORM_ERROR_ID, AuthFormPage, EmailField, PasswordField, useAuthSubmit } from './auth-form-page';

const PASSWORDS_DIFFER = 'Passwords do not match.';

/** A join link (/join/:tripId…): the place a new traveler came to answer. */
const isInviteAnswer = (path: string) => path.startsWith('/join/');

export default function SignupPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirect = searchParams.get('redirect');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const form = useAuthSubmit({
    check: () => {
      if (!email.trim() || !password || !confirm) return 'Please fill in every field.';
      if (password !== confirm) return PASSWORDS_DIFFER;
      if (!acceptedTerms) return 'Please accept the Terms and Conditions and Privacy Policy.';
      return null;
    },
    send: async () => {
      const [{ signUp }, { createProfileAtSignup }] = await Promise.all([
        import('../api/auth-api'),
        import('@/features/profile'),
      ]);
      const user = await signUp(email.trim(), password);
      await createProfileAtSignup(user.uid, user.email);
      const next = safeRedirect(redirect);
      // From an invite link: straight to the form, whose name fills the profile; the profile page
      // is offered after answering (issue #45). Otherwise the profile step comes first.
      navigate(isInviteAnswer(next) ? next : withRedirect(paths.completeProfile, next), { replace: true });
    },
  });

  const passwordsDiffer = form.error === PASSWORDS_DIFFER;

  return (
    <AuthFormPage
      {...form}
      title="Create Your Account"
      intro="Plan a group trip without the group chat chaos."
      submitLabel="Sign Up"
      busyLabel="Creating account…"
      links={
        <span>
          Already have an account? <Link to={redirect ? withRedirect(paths.login, redirect) : paths.login}>Log in</Link>
        </span>
      }
    >
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="6+ characters"
        value={password}
        onChange={setPassword}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
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
    </AuthFormPage>
  );
}
