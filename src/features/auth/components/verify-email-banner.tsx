import { MESSAGES, RESEND_BUTTON, VERIFIED_BUTTON, VERIFY_EMAIL_TITLE, type Status } from './verify-email-texts';

export const VERIFY_ON_ARRIVAL_TEXT =
  'You can fill in the form now: what you type is kept while you verify, and Submit works once you have.';

/**
 * "Verify your email" asked on arrival (issue #45, item 2): above a form that will need a
 * verified email, right after sign-up, so the question does not wait for Submit. Not a dialog:
 * the person goes on typing.
 */
export function VerifyEmailBanner({
  email,
  status,
  onResend,
  onVerified,
}: {
  email: string;
  status: Status;
  onResend: () => void;
  onVerified: () => void;
}) {
  return (
    <section className="banner banner-info verify-email-banner" aria-labelledby="verify-email-banner-title">
      <h2 id="verify-email-banner-title">{VERIFY_EMAIL_TITLE}</h2>
      <p>
        We sent a verification link to <strong>{email}</strong>. Open it, then press &ldquo;{VERIFIED_BUTTON}&rdquo;.{' '}
        {VERIFY_ON_ARRIVAL_TEXT}
      </p>
      <p role="status">{MESSAGES[status]}</p>
      <div className="btn-row">
        <button type="button" className="btn btn-primary btn-sm" onClick={onVerified} disabled={status === 'checking'}>
          {VERIFIED_BUTTON}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={onResend}
          disabled={status === 'sending' || status === 'checking'}
        >
          {RESEND_BUTTON}
        </button>
      </div>
    </section>
  );
}
