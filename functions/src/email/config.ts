// Email settings. SMTP_URL and UNSUBSCRIBE_SECRET come from Secret Manager in production and
// from functions/.secret.local in the emulator (scripts/local-config.mjs points them at maildev).
import { defineSecret, defineString } from 'firebase-functions/params';

/** smtp(s)://user:pass@host:port of any provider; locally maildev's smtp://127.0.0.1:1025. */
export const SMTP_URL = defineSecret('SMTP_URL');
/** Signs the one-click unsubscribe tokens (HMAC-SHA256), so a uid alone unsubscribes nobody. */
export const UNSUBSCRIBE_SECRET = defineSecret('UNSUBSCRIBE_SECRET');
/** The From header, e.g. `Tripwise <trips@example.com>`. */
export const MAIL_FROM = defineString('MAIL_FROM', { default: 'Tripwise <no-reply@tripwise.local>' });
/**
 * A planners' team address told when a trip is ready, besides the accounts with the admin claim;
 * 'none' for no such address (an empty default would make the emulator and deploy prompt for it).
 */
export const PLANNERS_EMAIL = defineString('PLANNERS_EMAIL', { default: 'none' });

/** Every secret a function that sends email must declare. */
export const EMAIL_SECRETS = [SMTP_URL, UNSUBSCRIBE_SECRET];
