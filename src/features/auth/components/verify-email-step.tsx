import { useCallback, useState, type ReactNode } from 'react';
import { Modal } from '../../../ui/modal';

// Joining a trip and paying for one need a verified email (docs/security.md, "Round 3"): the
// rules and the checkout function refuse an unverified token. This step stands between the
// submit button and the write; the form stays mounted under it, so nothing typed is lost, and
// once the email is verified the same submission goes on. The auth API is imported on demand,
// as everywhere outside the auth provider.
const loadAuthApi = () => import('../api/auth-api');

export const VERIFY_EMAIL_TITLE = 'Verify your email';
export const VERIFY_SENT_TEXT = 'We sent you a verification link. Open it, then come back here.';
export const VERIFY_SEND_FAILED_TEXT = 'We could not send the verification email. Please try again in a few minutes.';
export const NOT_VERIFIED_YET_TEXT =
  'Your email address is not verified yet. Open the link in the email we sent, then try again.';

type Step = 'idle' | 'sending' | 'sent' | 'send-failed' | 'checking' | 'not-yet';

const MESSAGES: Partial<Record<Step, string>> = {
  sent: VERIFY_SENT_TEXT,
  'send-failed': VERIFY_SEND_FAILED_TEXT,
  'not-yet': NOT_VERIFIED_YET_TEXT,
};

/**
 * `whenVerified(proceed)` runs `proceed` at once for a verified account; otherwise it opens the
 * "Verify your email" step, which runs it once the user has verified. Render `step`.
 */
export function useVerifiedEmailStep(
  email: string,
  purpose: string,
): {
  whenVerified: (proceed: () => void) => Promise<void>;
  step: ReactNode;
} {
  const [waiting, setWaiting] = useState<{ proceed: () => void } | null>(null);
  const whenVerified = useCallback(async (proceed: () => void) => {
    if (await (await loadAuthApi()).isEmailVerified()) proceed();
    else setWaiting({ proceed });
  }, []);
  const close = useCallback(() => setWaiting(null), []);
  const step = waiting ? (
    <VerifyEmailStep
      email={email}
      purpose={purpose}
      onClose={close}
      onVerified={() => {
        setWaiting(null);
        waiting.proceed();
      }}
    />
  ) : null;
  return { whenVerified, step };
}

function VerifyEmailStep({
  email,
  purpose,
  onClose,
  onVerified,
}: {
  email: string;
  purpose: string;
  onClose: () => void;
  onVerified: () => void;
}) {
  const [step, setStep] = useState<Step>('idle');

  async function send() {
    setStep('sending');
    try {
      await (await loadAuthApi()).sendVerificationEmail();
      setStep('sent');
    } catch (error) {
      console.warn('Sending the verification email failed', error);
      setStep('send-failed');
    }
  }

  async function recheck() {
    setStep('checking');
    // reloadEmailVerified also refreshes the ID token, so the write that follows carries the flag.
    if (await (await loadAuthApi()).reloadEmailVerified()) onVerified();
    else setStep('not-yet');
  }

  const busy = step === 'sending' || step === 'checking';
  return (
    <Modal
      title={VERIFY_EMAIL_TITLE}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={() => void send()} disabled={busy}>
            Send verification email
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void recheck()} disabled={busy}>
            I&apos;ve verified my email
          </button>
        </>
      }
    >
      <p>
        To {purpose}, please confirm that <strong>{email}</strong> is your address. Send the verification email, open
        its link, then come back here. What you typed stays as it is.
      </p>
      <p role="status">{MESSAGES[step] ?? ''}</p>
    </Modal>
  );
}
