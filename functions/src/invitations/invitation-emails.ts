// Queues the invitation and reminder emails in the outbox. Each outbox id names its cause
// (docs/email-invitations.md), so a retried trigger, a second job run or a double click finds
// the email already queued and sends nothing more.
import type { Firestore } from 'firebase-admin/firestore';
import { queueEmail } from '../email/outbox.js';
import { outboxId } from '../email/outbox-id.js';
import type { TripInvitationProps } from '../email/templates/trip-invitation-facts.js';
import type { TripFacts } from './trip-facts.js';

export function invitationProps(facts: TripFacts): TripInvitationProps {
  return {
    tripId: facts.tripId,
    tripName: facts.tripName,
    organizerName: facts.organizerName,
    destination: facts.destination,
    startDay: facts.startDay,
    endDay: facts.endDay,
    inviteKey: facts.inviteKey,
  };
}

/** A reminder round: the manual button's n-th reminder to this invitee, or the automatic day-N round. */
export type ReminderCause = { kind: 'manual'; nth: number } | { kind: 'auto'; days: number };

// The trip's generation is part of each id: a trip re-created under the same id invites anew.
export const invitationEmailId = (facts: TripFacts, key: string) =>
  outboxId('invite', facts.tripId, facts.generation, key);
export const reminderEmailId = (facts: TripFacts, key: string, cause: ReminderCause) =>
  cause.kind === 'auto'
    ? outboxId(`reminder${cause.days}`, facts.tripId, facts.generation, key)
    : outboxId('remind', facts.tripId, facts.generation, key, String(cause.nth));

/** The organizer asked for it: always sent (category 'transactional'). */
export async function queueInvitationEmail(
  db: Firestore,
  facts: TripFacts,
  key: string,
  to: string,
  uid: string | null,
): Promise<void> {
  await queueEmail(db, {
    id: invitationEmailId(facts, key),
    to,
    template: 'invitation',
    props: invitationProps(facts),
    category: 'transactional',
    uid,
  });
}

/** A nudge: non-essential, so the recipient's opt-out applies (category 'optional'). */
export async function queueReminderEmail(
  db: Firestore,
  facts: TripFacts,
  key: string,
  to: string,
  uid: string | null,
  cause: ReminderCause,
): Promise<void> {
  await queueEmail(db, {
    id: reminderEmailId(facts, key, cause),
    to,
    template: 'reminder',
    props: invitationProps(facts),
    category: 'optional',
    uid,
  });
}
