// Who an invited address is, as far as email preferences go: the account with that email, if
// any, and whether it switched optional email off (users/{uid}.emailOptOut, email-infra's
// preference). An address without an account has not opted out of anything.
import type { Firestore } from 'firebase-admin/firestore';
import { userRef } from '../firestore-refs.js';
import { adminAuth } from '../http/firebase-admin.js';

export interface Recipient {
  uid: string | null;
  optedOut: boolean;
}

export async function recipientOf(db: Firestore, email: string): Promise<Recipient> {
  let uid: string;
  try {
    uid = (await adminAuth().getUserByEmail(email)).uid;
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return { uid: null, optedOut: false };
    throw err;
  }
  const user = await userRef(db, uid).get();
  return { uid, optedOut: user.get('emailOptOut') === true };
}
