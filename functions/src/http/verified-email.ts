// The one rule for identity by email (docs/security.md, "Round 4"): an address names a person
// only once its owner proved it. Anyone can sign up, without verifying, with the address of
// someone invited who has no account yet, so an unverified address matches nothing: no
// invitation, no queued email, no preference, no trip email.
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';

/** The token's email when the token says it is verified, else null. */
export function verifiedEmailOf(token: Pick<DecodedIdToken, 'email' | 'email_verified'>): string | null {
  return token.email_verified === true && token.email ? token.email : null;
}

/** The account's email when Auth holds it verified, else null. */
export function verifiedEmailOfRecord(user: Pick<UserRecord, 'email' | 'emailVerified'>): string | null {
  return user.emailVerified && user.email ? user.email : null;
}
