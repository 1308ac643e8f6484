// Queues the invitation and reminder emails in the outbox. Each outbox id names its cause
// (docs/email-invitations.md), so a retried trigger, a second job run or a double click finds
// the email already queued and sends nothing more.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { queueEmail } from '../email/outbox.js';
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

// Outbox ids are at most 200 characters and trip ids can be long: the trip id is shortened
// for people reading the outbox, and a hash of the whole trip id and address keeps it unique.
const TRIP_PART = 60;
function causeId(kind: string, tripId: string, key: string, suffix = ''): string {
  const digest = createHash('sha256').update(`${tripId}/${key}`).digest('hex').slice(0, 32);
  return `${kind}-${tripId.slice(0, TRIP_PART)}-${digest}${suffix}`;
}

export const invitationEmailId = (tripId: string, key: string) => causeId('invite', tripId, key);
export const reminderEmailId = (tripId: string, key: string, cause: ReminderCause) =>
  cause.kind === 'auto'
    ? causeId(`reminder${cause.days}`, tripId, key)
    : causeId('remind', tripId, key, `-${cause.nth}`);

/** The organizer asked for it: always sent (category 'transactional'). */
export async function queueInvitationEmail(
  db: Firestore,
  facts: TripFacts,
  key: string,
  to: string,
  uid: string | null,
): Promise<void> {
  await queueEmail(db, {
    id: invitationEmailId(facts.tripId, key),
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
    id: reminderEmailId(facts.tripId, key, cause),
    to,
    template: 'reminder',
    props: invitationProps(facts),
    category: 'optional',
    uid,
  });
}
