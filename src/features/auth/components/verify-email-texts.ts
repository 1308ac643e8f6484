// The texts of the "Verify your email" step, shared by the step and its dialog (which loads
// only when the step opens: verify-email-dialog.tsx).

export const VERIFY_EMAIL_TITLE = 'Verify your email';
export const VERIFIED_BUTTON = "I've verified my email";
export const RESEND_BUTTON = 'Resend verification email';
export const VERIFY_SENDING_TEXT = 'Sending the verification email…';
export const VERIFY_SENT_TEXT = 'We sent you a verification link. Open it, then come back here.';
export const VERIFY_SEND_FAILED_TEXT = 'We could not send the verification email. Please try again in a few minutes.';
export const VERIFY_CHECKING_TEXT = 'Checking…';
export const NOT_VERIFIED_YET_TEXT =
  'Your email address is not verified yet. Open the link in the email we sent, then try again.';

export type Status = 'sending' | 'sent' | 'send-failed' | 'checking' | 'not-yet';

export const MESSAGES: Record<Status, string> = {
  sending: VERIFY_SENDING_TEXT,
  sent: VERIFY_SENT_TEXT,
  'send-failed': VERIFY_SEND_FAILED_TEXT,
  checking: VERIFY_CHECKING_TEXT,
  'not-yet': NOT_VERIFIED_YET_TEXT,
};
