// Invitations by email: read them (the organizer's tracker), ask the functions to invite and
// to remind and to withdraw an invitation, switch the trip's automatic reminders. Nothing else in the feature talks to Firebase.
import { getDocs, updateDoc } from 'firebase/firestore/lite';
import { db } from '../../../lib/firebase';
import { invitationsOf, tripUpdateRef } from '../../../lib/firestore-refs';
import { callFunction } from '../../../lib/functions-client';
import type { Invitation } from '../../../lib/models';

export interface InviteResult {
  invited: string[];
  alreadyInvited: string[];
  alreadyAnswered: string[];
  unsubscribed: string[];
  repeated: string[];
  leftToday: number;
}

export interface ReminderResult {
  at: string;
  reached: string[];
  answered: string[];
  recentlyReminded: string[];
  optedOut: string[];
  reminderLimit: string[];
  withdrawn: string[];
  failed: string[];
}

export async function loadInvitations(tripId: string): Promise<Invitation[]> {
  const snap = await getDocs(invitationsOf(db, tripId));
  return snap.docs.map((d) => d.data());
}

export function inviteTravelers(tripId: string, addresses: string): Promise<InviteResult> {
  return callFunction<InviteResult>('inviteTravelers', { tripId, addresses });
}

export function remindTravelers(tripId: string): Promise<ReminderResult> {
  return callFunction<ReminderResult>('remindTravelers', { tripId });
}

/** The organizer's "Withdraw" beside a pending invitation: that address is never reminded again. */
export async function withdrawInvitation(tripId: string, email: string): Promise<void> {
  await callFunction('withdrawInvitation', { tripId, email });
}

export async function setAutoReminders(tripId: string, on: boolean): Promise<void> {
  await updateDoc(tripUpdateRef(db, tripId), { autoReminders: on });
}
