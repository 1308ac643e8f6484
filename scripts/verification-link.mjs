// @ts-check
// The Auth emulator sends no email: it records each verification link instead. This prints the
// newest one for an address, to open in the browser as if from the inbox (README, "Verifying an
// email locally"):  npm run verification-link -- you@example.com
// The browser tests open the same link through newestVerificationLink.
import { AUTH_EMULATOR_HOST, PROJECT_ID } from './local-endpoints.mjs';

/**
 * The newest VERIFY_EMAIL link the Auth emulator recorded for `email`, or null.
 * @param {string} email
 * @param {string} [authHost]
 * @returns {Promise<string | null>}
 */
export async function newestVerificationLink(email, authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  const res = await fetch(`http://${authHost ?? AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!res.ok) throw new Error(`The Auth emulator answered ${res.status}: is it running (npm start)?`);
  /** @type {{ oobCodes?: { email?: string, requestType: string, oobLink: string }[] }} */
  const { oobCodes = [] } = await res.json();
  const wanted = email.trim().toLowerCase();
  const link = oobCodes.filter((c) => c.email?.toLowerCase() === wanted && c.requestType === 'VERIFY_EMAIL').at(-1);
  return link?.oobLink ?? null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run verification-link -- <email>');
    process.exit(2);
  }
  const link = await newestVerificationLink(email);
  if (!link) {
    console.error(`No verification link for ${email} yet: press Submit (or Continue to Payment) first.`);
    process.exit(1);
  }
  console.log(link);
}
