import { useCallback, useState, type ReactNode } from 'react';
import { Modal } from '@/ui/modal';

// Joining a trip and paying for one need a verified email (docs/security.md, "Round 3"): the
// rules and the checkout function refuse an unverified token. This step stands between the
// submit button and the write: it sends Firebase Auth's verification email, waits for the user
// to open it, and then the same submission goes on. The form stays mounted under it (and its
// draft is kept), so nothing typed is lost. The join and create pages import this module
// directly, not through the auth barrel, so it loads with their routes and not with every
// page's first chunk; the auth API is imported on demand, as everywhere outside the provider.
const loadAuthApi = () => import('../api/auth-api');

export const VERIFY_EMAIL_TITLE = 'Verify your email';
export const VERIFIED_BUTTON = "I've verified my email";
export const RESEND_BUTTON = 'Resend verification email';
export const VERIFY_SENDING_TEXT = 'Sending the verification email…';
export const VERIFY_SENT_TEXT = 'We sent you a verification link. Open it, then come back here.';
export const VERIFY_SEND_FAILED_TEXT = 'We could not send the verification email. Please try again in a few minutes.';
export const VERIFY_CHECKING_TEXT = 'Checking…';
export const NOT_VERIFIED_YET_TEXT =
  'Your email address is not verified yet. Open the link in the email we sent, then try again.';

type Status = 'sending' | 'sent' | 'send-failed' | 'checking' | 'not-yet';

const MESSAGES: Record<Status, string> = {
  sending: VERIFY_SENDING_TEXT,
  sent: VERIFY_SENT_TEXT,
  'send-failed': VERIFY_SEND_FAILED_TEXT,
  checking: VERIFY_CHECKING_TEXT,
  'not-yet': NOT_VERIFIED_YET_TEXT,
};

/**
 * `whenVerified(proceed)` runs `proceed` at once for a verified account; otherwise it opens the
 * "Verify your email" step (sending the link the first time), which runs it once the user has
 * verified. Render `step`.
 */
export function useVerifiedEmailStep(
  email: string,
  purpose: string,
): {
  whenVerified: (proceed: () => void) => Promise<void>;
  step: ReactNode;
} {
  const [waiting, setWaiting] = useState<{ proceed: () => void } | null>(null);
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

  const whenVerified = useCallback(
    async (proceed: () => void) => {
      const api = await loadAuthApi();
      if (await api.isEmailVerified()) {
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
      proceed();
    } else setStatus('not-yet');
  }

  const close = useCallback(() => setWaiting(null), []);
  const step = waiting ? (
    <VerifyEmailDialog
      email={email}
      purpose={purpose}
      status={status ?? 'sending'}
      onClose={close}
      onResend={() => void send()}
      onVerified={() => void recheck(waiting.proceed)}
    />
  ) : null;
  return { whenVerified, step };
}

function VerifyEmailDialog({
  email,
  purpose,
  status,
  onClose,
  onResend,
  onVerified,
}: {
  email: string;
  purpose: string;
  status: Status;
  onClose: () => void;
  onResend: () => void;
  onVerified: () => void;
}) {
  return (
    <Modal
      title={VERIFY_EMAIL_TITLE}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={onVerified} disabled={status === 'checking'}>
            {VERIFIED_BUTTON}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={onResend}
            disabled={status === 'sending' || status === 'checking'}
          >
            {RESEND_BUTTON}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      <p>
        To {purpose}, please confirm that <strong>{email}</strong> is your address: we email you a link, you open it,
        then press &ldquo;{VERIFIED_BUTTON}&rdquo; here. What you typed stays as it is.
      </p>
      <p role="status">{MESSAGES[status]}</p>
    </Modal>
  );
}
