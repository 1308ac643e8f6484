// Planners hear that a trip is ready once per cool-down, however often its organizer flips it
// between draft and ready: each flip is a trigger event, and keying the email by the event
// alone let an organizer send planners (and PLANNERS_EMAIL) as many emails as they liked.
// readyNotices/{tripId} (functions only) records the last notice; a flip within the cool-down
// of the same trip generation is counted and told to nobody.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { readyNoticeRef } from '../firestore-refs.js';
import { causeHash, type TripFacts } from './trip-facts.js';

export const READY_NOTICE_COOLDOWN_MS = 24 * 60 * 60 * 1000;

interface ReadyNotice {
  /** causeHash of the event that told the planners; its emails' ids carry it. */
  event: string;
  at: Timestamp;
  generation: string;
  /** Ready flips within the cool-down that told nobody. */
  suppressed: number;
}

/**
 * Decides, in a transaction, whether this ready event tells the planners. Returns the notice
 * key to put in the emails' ids, or null within the cool-down. The event that claimed the
 * notice gets the same key when it is delivered again, so a retry queues what it missed and
 * nothing twice.
 */
export async function claimReadyNotice(
  db: Firestore,
  trip: TripFacts,
  eventId: string,
  now: Date,
): Promise<string | null> {
  const ref = readyNoticeRef(db, trip.tripId);
  const event = causeHash(eventId);
  return db.runTransaction(async (tx) => {
    const last = (await tx.get(ref)).data() as ReadyNotice | undefined;
    if (last?.event === event) return event;
    const lastAt = last?.at instanceof Timestamp ? last.at.toMillis() : null;
    if (
      last &&
      last.generation === trip.generation &&
      lastAt !== null &&
      now.getTime() - lastAt < READY_NOTICE_COOLDOWN_MS
    ) {
      tx.update(ref, { suppressed: FieldValue.increment(1) });
      return null;
    }
    const notice: ReadyNotice = { event, at: Timestamp.fromDate(now), generation: trip.generation, suppressed: 0 };
    tx.set(ref, notice);
    return event;
  });
}
