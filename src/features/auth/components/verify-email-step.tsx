import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { VerifyEmailBanner } from './verify-email-banner';
import type { Status } from './verify-email-texts';

// Joining a trip and paying for one need a verified email (docs/security.md, "Round 3"): the
// rules and the checkout function refuse an unverified token. This step stands between the
// submit button and the write: it sends Firebase Auth's verification email, waits for the user
// to open it, and then the same submission goes on. The form stays mounted under it (and its
// draft is kept), so nothing typed is lost. The join and create pages import this module
// directly, not through the auth barrel, so it loads with their routes and not with every
// page's first chunk; the auth API is imported on demand, as everywhere outside the provider.
const loadAuthApi = () => import('../api/auth-api');

export {
  NOT_VERIFIED_YET_TEXT,
  RESEND_BUTTON,
  VERIFIED_BUTTON,
  VERIFY_CHECKING_TEXT,
  VERIFY_EMAIL_TITLE,
  VERIFY_SEND_FAILED_TEXT,
  VERIFY_SENDING_TEXT,
  VERIFY_SENT_TEXT,
} from './verify-email-texts';

// Most people who submit are verified already: the dialog and the modal under it load only when
// the step opens, which keeps them out of the join and create pages' first load (byte budgets).
const VerifyEmailDialog = lazy(() => import('./verify-email-dialog'));

/**
 * `whenVerified(proceed)` runs `proceed` at once for a verified account; otherwise it opens the
 * "Verify your email" step (sending the link the first time), which runs it once the user has
 * verified. Render `step`.
 */
export function useVerifiedEmailStep(
  email: string,
  purpose: string,
  { askOnArrival = false }: { askOnArrival?: boolean } = {},
): {
  whenVerified: (proceed: () => void) => Promise<void>;
  step: ReactNode;
  /** With askOnArrival: the "Verify your email" banner while the account is unverified (else null). */
  banner: ReactNode;
} {
  const [waiting, setWaiting] = useState<{ proceed: () => void } | null>(null);
  // With askOnArrival, whether the account was found unverified on arrival (and still is).
  const [unverified, setUnverified] = useState(false);
  // Null until a link was sent: one email per page visit (none when sign-up just sent one);
  // submitting again after Cancel offers "Resend" instead of sending another on its own.
  const [status, setStatus] = useState<Status | null>(null);

  const send = useCallback(async () => {
    setStatus('sending');
    try {
      await (await loadAuthApi()).sendVerificationEmail();
      setStatus('sent');
    } catch (error) {
      console.warn('Sending the verification email failed', error);
      setStatus('send-failed');
    }
  }, []);

  useEffect(() => {
    if (!askOnArrival) return;
    let current = true;
    void loadAuthApi().then(async (api) => {
      if (!current || (await api.isEmailVerified()) || !current) return;
      setUnverified(true);
      // Sign-up sent the link a moment ago; after a reload, Resend is one press away.
      if (api.verificationLinkSent()) setStatus((was) => was ?? 'sent');
    });
    return () => {
      current = false;
    };
  }, [askOnArrival]);

  const whenVerified = useCallback(
    async (proceed: () => void) => {
      const api = await loadAuthApi();
      if (await api.isEmailVerified()) {
        setUnverified(false);
        proceed();
        return;
      }
      setWaiting({ proceed });
      if (status !== null) return;
      if (api.verificationLinkSent()) setStatus('sent');
      else void send();
    },
    [status, send],
  );

  async function recheck(proceed: () => void) {
    setStatus('checking');
    // reloadEmailVerified also refreshes the ID token, so the write that follows carries the flag.
    if (await (await loadAuthApi()).reloadEmailVerified()) {
      setWaiting(null);
      setUnverified(false);
      proceed();
    } else setStatus('not-yet');
  }

  const close = useCallback(() => setWaiting(null), []);
  const step = waiting ? (
    <Suspense fallback={null}>
      <VerifyEmailDialog
        email={email}
        purpose={purpose}
        status={status ?? 'sending'}
        onClose={close}
        onResend={() => void send()}
        onVerified={() => void recheck(waiting.proceed)}
      />
    </Suspense>
  ) : null;
  // The banner steps aside while the dialog asks the same question (one set of buttons at a time).
  const banner =
    unverified && !waiting ? (
      <VerifyEmailBanner
        email={email}
        status={status ?? 'sent'}
        onResend={() => void send()}
        onVerified={() => void recheck(() => undefined)}
      />
    ) : null;
  return { whenVerified, step, banner };
}
