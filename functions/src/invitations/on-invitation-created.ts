// A new invitation document (inviteTravelers wrote it) becomes one invitation email. The
// outbox id is the invitation's cause, so a retried or duplicated event queues nothing more.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { isEmailAddress } from '../email/safe-text.js';
import type { Firestore } from 'firebase-admin/firestore';
import { triggerPath } from '../domain/collections.js';
import { db } from '../http/firebase-admin.js';
import { queueInvitationEmail } from './invitation-emails.js';
import { invitationRef } from '../firestore-refs.js';
import { recipientOf } from './recipient-preferences.js';
import { readTripFacts } from './trip-facts.js';

/** Plain handler (tests call it directly, as often as they like). */
export async function sendInvitation(
  firestore: Firestore,
  tripId: string,
  key: string,
): Promise<'queued' | 'gone' | 'refused'> {
  const [facts, invitation] = await Promise.all([
    readTripFacts(firestore, tripId),
    invitationRef(firestore, tripId, key).get(),
  ]);
  const to = invitation.get('email');
  // The trip was deleted meanwhile (its invitations go with it): nothing to send.
  if (!facts || !invitation.exists || typeof to !== 'string') return 'gone';
  // Stored before inviteTravelers checked addresses as the outbox does: retrying cannot help.
  if (!isEmailAddress(to)) {
    logger.warn('Invitation to an address the outbox refuses', { tripId, key });
    return 'refused';
  }
  // The account, when the address has one, so the email can carry its unsubscribe details.
  const { uid } = await recipientOf(firestore, to);
  await queueInvitationEmail(firestore, facts, key, to, uid);
  return 'queued';
}

export const onInvitationCreated = onDocumentCreated(
  { document: triggerPath.invitation, retry: true },
  async (event) => {
    await sendInvitation(db(), event.params.tripId, event.params.emailKey);
  },
);
