// Invitations by email: read them (the organizer's tracker), ask the functions to invite and
// to remind and to withdraw an invitation, switch the trip's automatic reminders. Nothing else in the feature talks to Firebase.
import { getDocs, updateDoc } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { invitationsOf, tripUpdateRef } from '@/lib/firestore-refs';
import { callApi } from '@/lib/functions-client';
import type { Invitation } from '@/lib/models';
import type { InviteResult, RoundOutcome } from '@domain/api';

export async function loadInvitations(tripId: string): Promise<Invitation[]> {
  const snap = await getDocs(invitationsOf(db, tripId));
  return snap.docs.map((d) => d.data());
}

export function inviteTravelers(tripId: string, addresses: string): Promise<InviteResult> {
  return callApi('inviteTravelers', { tripId, addresses });
}

export function remindTravelers(tripId: string): Promise<RoundOutcome> {
  return callApi('remindTravelers', { tripId });
}

/** The organizer's "Withdraw" beside a pending invitation: that address is never reminded again. */
export async function withdrawInvitation(tripId: string, email: string): Promise<void> {
  await callApi('withdrawInvitation', { tripId, email });
}

export async function setAutoReminders(tripId: string, on: boolean): Promise<void> {
  await updateDoc(tripUpdateRef(db, tripId), { autoReminders: on });
}
