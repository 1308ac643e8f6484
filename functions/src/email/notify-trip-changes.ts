// Trip state changes worth an email: marked ready (planners), booked and finished (organizer
// and members). Keyed by the event id, so a redelivered event queues nothing new, while a trip
// reset and booked again is news again. Ready is told at most once per cool-down
// (ready-notice.ts): the organizer alone can flip it, as often as they like.
import type { Auth } from 'firebase-admin/auth';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { queueEmail, type QueueEmail } from './outbox.js';
import { outboxId } from './outbox-id.js';
import type { TemplateName } from './templates/names.js';
import { planners, tripMembers, type Recipient } from './recipients.js';
import type { BookingStage } from './templates/trip-booking.js';
import { claimReadyNotice } from './ready-notice.js';
import { causeHash, tripFacts, type TripFacts } from './trip-facts.js';

export interface TripChange {
  tripId: string;
  eventId: string;
  before: DocumentData;
  after: DocumentData;
}

export interface TripChangeContext {
  db: Firestore;
  auth: Auth;
  plannersEmail: string;
  /** The time of handling (the cool-down is measured from it); tests pass their own. */
  now: Date;
}

/** Returns how many emails were newly queued. */
export async function notifyTripChange(ctx: TripChangeContext, change: TripChange): Promise<number> {
  const before = tripFacts(change.tripId, change.before);
  const after = tripFacts(change.tripId, change.after);
  const event = causeHash(change.eventId);
  let queued = 0;
  const readyNotice =
    before.status !== 'ready' && after.status === 'ready'
      ? await claimReadyNotice(ctx.db, after, change.eventId, ctx.now)
      : null;
  if (readyNotice) {
    const recipients = await planners(ctx, ctx.plannersEmail, ctx.now);
    queued += await queueAll(ctx, recipients, (r): QueueEmail<'trip-ready'> => ({
      id: outboxId('ready', change.tripId, readyNotice, causeHash(r.email)),
      to: r.email,
      uid: r.uid,
      template: 'trip-ready',
      props: {
        tripId: after.tripId,
        tripName: after.tripName,
        destination: after.destination,
        startDay: after.startDay,
        endDay: after.endDay,
        organizerName: after.organizerName,
        numPeople: after.numPeople,
      },
      category: 'optional',
    }));
  }
  const stages: BookingStage[] = [];
  if (!before.isBooked && after.isBooked) stages.push('booked');
  if (!before.isFinished && after.isFinished) stages.push('finished');
  if (stages.length > 0) {
    const members = await tripMembers(ctx.auth, after);
    for (const stage of stages) {
      queued += await queueAll(ctx, members, (r) => bookingEmail(after, stage, event, r));
    }
  }
  return queued;
}

function bookingEmail(trip: TripFacts, stage: BookingStage, event: string, r: Recipient): QueueEmail<'trip-booking'> {
  return {
    id: outboxId(stage, trip.tripId, event, causeHash(r.email)),
    to: r.email,
    uid: r.uid,
    template: 'trip-booking',
    props: {
      tripId: trip.tripId,
      tripName: trip.tripName,
      destination: trip.destination,
      startDay: trip.startDay,
      endDay: trip.endDay,
      stage,
    },
    category: 'optional',
  };
}

async function queueAll<Name extends TemplateName>(
  ctx: TripChangeContext,
  recipients: Recipient[],
  email: (r: Recipient) => QueueEmail<Name>,
): Promise<number> {
  // One document per recipient: one bad address fails only its own email.
  const created = await Promise.all(recipients.map((r) => queueEmail(ctx.db, email(r))));
  return created.filter(Boolean).length;
}
