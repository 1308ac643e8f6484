// Invited addresses may have no account, so their unsubscribe is kept per address:
// emailOptOuts/{emailKey}, the hash of the normalized address (the address itself is not
// stored). It stops invitations and reminders to that address from every trip; functions only.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { emailOptOutRef } from '../firestore-refs.js';
import { emailKey } from '../invitations/invitation-store.js';

/** The templates an address-level unsubscribe stops (and whose emails carry its link). */
export const INVITATION_TEMPLATES: readonly string[] = ['invitation', 'reminder'];

export async function addressOptedOut(db: Firestore, address: string): Promise<boolean> {
  return (await emailOptOutRef(db, emailKey(address)).get()).exists;
}

export async function optOutAddress(db: Firestore, address: string, now: Date): Promise<void> {
  await emailOptOutRef(db, emailKey(address)).set({ at: Timestamp.fromDate(now) });
}
