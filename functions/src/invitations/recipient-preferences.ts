// Who an invited address is, as far as email preferences go: the account with that email, if
// any, and whether it switched optional email off (users/{uid}.emailOptOut, email-infra's
// preference), or whether the address itself unsubscribed from invitations (address-opt-out.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { addressOptedOut } from '../email/address-opt-out.js';
import { userRef } from '../firestore-refs.js';
import { adminAuth } from '../http/firebase-admin.js';

export interface Recipient {
  uid: string | null;
  optedOut: boolean;
}

export async function recipientOf(db: Firestore, email: string): Promise<Recipient> {
  // The unsubscribe link in invitations and reminders works per address, account or not.
  const addressOut = await addressOptedOut(db, email);
  let uid: string;
  try {
    uid = (await adminAuth().getUserByEmail(email)).uid;
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return { uid: null, optedOut: addressOut };
    throw err;
  }
  const user = await userRef(db, uid).get();
  return { uid, optedOut: addressOut || user.get('emailOptOut') === true };
}
