import { Modal } from '@/ui/modal';
import { MESSAGES, RESEND_BUTTON, VERIFIED_BUTTON, VERIFY_EMAIL_TITLE, type Status } from './verify-email-texts';

/** The "Verify your email" dialog (verify-email-step.tsx opens it). */
export default function VerifyEmailDialog({
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
