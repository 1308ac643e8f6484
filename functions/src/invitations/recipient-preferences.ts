// Who an invited address is, as far as email preferences go: the account with that email, if
// any, and whether it switched optional email off (users/{uid}.emailOptOut, email-infra's
// preference), or whether the address itself unsubscribed from invitations (address-opt-out.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { addressOptedOut } from '../email/address-opt-out.js';
import { userRef } from '../firestore-refs.js';
import { adminAuth } from '../http/firebase-admin.js';
import { verifiedEmailOfRecord } from '../http/verified-email.js';

export interface Recipient {
  uid: string | null;
  optedOut: boolean;
}

export async function recipientOf(db: Firestore, email: string): Promise<Recipient> {
  // The unsubscribe link in invitations and reminders works per address, account or not.
  const addressOut = await addressOptedOut(db, email);
  let uid: string;
  try {
    const account = await adminAuth().getUserByEmail(email);
    // Only an account that proved the address speaks for it (docs/security.md, "Round 4"): an
    // unverified sign-up with an invitee's address must not silence the invitee's reminders.
    if (!verifiedEmailOfRecord(account)) return { uid: null, optedOut: addressOut };
    uid = account.uid;
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return { uid: null, optedOut: addressOut };
    throw err;
  }
  const user = await userRef(db, uid).get();
  return { uid, optedOut: addressOut || user.get('emailOptOut') === true };
}
