import { useState } from 'react';
import { useLoaded } from '@/lib/use-loaded';
import { useAuth } from '../auth-context';

// Lets a signed-in user verify their email with Firebase Auth's own flow (docs/security.md,
// attack 6: a planner's claim counts only on a verified email). The auth API is imported on
// demand, like everywhere outside the auth provider, so it stays out of the page's chunk.

/** What the user did since the check: sending the verification link, and how it went. */
type Action = 'sending' | 'sent' | 'failed';

export const VERIFIED_TEXT = 'Your email address is verified.';
export const UNVERIFIED_TEXT = 'Your email address is not verified yet.';
export const SENT_TEXT = 'We sent you a verification link. Open it, then come back to this page.';
export const SEND_FAILED_TEXT = 'We could not send the verification email. Please try again in a few minutes.';

const loadApi = () => import('../api/auth-api');
const reloadEmailVerified = () => loadApi().then((api) => api.reloadEmailVerified());

export function EmailVerification() {
  const { user } = useAuth();
  // Asked of Auth again for each account: the flag in the cached user may be old.
  const checked = useLoaded(user?.uid ?? null, reloadEmailVerified);
  // The check's answer until the user acts.
  const [action, setAction] = useState<Action | null>(null);
  const state: Action | 'checking' | 'verified' | 'unverified' =
    action ??
    (checked.status === 'pending'
      ? 'checking'
      : checked.status === 'done' && checked.value
        ? 'verified'
        : 'unverified');

  async function send() {
    setAction('sending');
    try {
      await (await loadApi()).sendVerificationEmail();
      setAction('sent');
    } catch (error) {
      console.warn('Sending the verification email failed', error);
      setAction('failed');
    }
  }

  if (!user || state === 'checking') return null;
  return (
    <section className="card" aria-labelledby="email-verification-title">
      <h2 id="email-verification-title">Email address</h2>
      <p>
        {user.email}: {state === 'verified' ? VERIFIED_TEXT : UNVERIFIED_TEXT}
      </p>
      {state !== 'verified' && (
        <>
          <p role="status">{state === 'sent' ? SENT_TEXT : state === 'failed' ? SEND_FAILED_TEXT : ''}</p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void send()}
            disabled={state === 'sending'}
          >
            Send verification email
          </button>
        </>
      )}
    </section>
  );
}
