// The organizer hears who answered, grouped: at most one email per trip per hour. The first
// answer after a quiet hour is told at once; later ones join a batch that waits until an hour
// after the previous email (the retry sweep sends it when due). When the answers reach the
// trip's size, the organizer is told once that everyone answered.
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { answerBatchId } from '../domain/answer-digest.js';
import { answerDigestRef, outboxRef, responseRef, responsesOf, tripRef as tripDocRef } from '../firestore-refs.js';
import { isEmailAddress } from './safe-text.js';
import { outboxDocument, queueEmail, type OutboxDoc } from './outbox.js';
import { outboxId } from './outbox-id.js';
import { tripFacts } from './trip-facts.js';

export const ANSWER_DIGEST_WINDOW_MS = 60 * 60_000;

/** answerDigests/{tripId}: functions-only bookkeeping for the grouping (no client rule grants access). */
interface AnswerDigest {
  /** Responses already in some batch, so a repeated trigger adds nobody twice. */
  notified: string[];
  /** The batch still open for more names (an outbox document not yet claimed by the sender). */
  openBatchId: string | null;
  /** When the latest batch was (or will be) sent. */
  lastBatchAt: Timestamp | null;
  /**
   * The trip generation this digest counts (email/trip-facts.ts); a digest left from an
   * earlier trip with the same id counts for nothing.
   */
  tripGeneration?: string;
}

export type AnswerNotice =
  | 'new-batch'
  | 'joined-batch'
  | 'already-notified'
  | 'no-trip'
  | 'no-recipient'
  /** The organizer answered their own form: nobody to tell (issue #45). */
  | 'own-answer';

function travelerName(data: DocumentData | undefined): string {
  const name = typeof data?.name === 'string' ? data.name.trim() : '';
  if (name) return name;
  const parts = [data?.firstName, data?.lastName].filter((part): part is string => typeof part === 'string');
  return parts.join(' ').trim() || 'A traveler';
}

/** Called when trips/{tripId}/responses/{responseId} is created; safe to call any number of times. */
export async function notifyAnswer(
  db: Firestore,
  tripId: string,
  responseId: string,
  now: Date,
): Promise<AnswerNotice> {
  const tripRef = tripDocRef(db, tripId);
  const digestRef = answerDigestRef(db, tripId);
  const notice = await db.runTransaction(async (tx): Promise<AnswerNotice> => {
    const [tripSnap, digestSnap, responseSnap] = await Promise.all([
      tx.get(tripRef),
      tx.get(digestRef),
      tx.get(responseRef(db, tripId, responseId)),
    ]);
    if (!tripSnap.exists || !responseSnap.exists) return 'no-trip';
    const trip = tripFacts(tripId, tripSnap.data() ?? {});
    if (!isEmailAddress(trip.organizerEmail)) return 'no-recipient';
    if (responseId === trip.organizerUid) return 'own-answer';
    const stored = digestSnap.data() as AnswerDigest | undefined;
    const digest: AnswerDigest =
      stored && (stored.tripGeneration ?? '') === trip.generation
        ? stored
        : { notified: [], openBatchId: null, lastBatchAt: null };
    if (digest.notified.includes(responseId)) return 'already-notified';
    const name = travelerName(responseSnap.data());

    if (digest.openBatchId) {
      const batchRef = outboxRef(db, digest.openBatchId);
      const batch = (await tx.get(batchRef)).data() as OutboxDoc | undefined;
      if (batch?.status === 'pending') {
        const names = Array.isArray(batch.props.names) ? (batch.props.names as string[]) : [];
        const answerers = Array.isArray(batch.props.answerers) ? (batch.props.answerers as string[]) : [];
        tx.update(batchRef, { 'props.names': [...names, name], 'props.answerers': [...answerers, responseId] });
        tx.update(digestRef, { notified: FieldValue.arrayUnion(responseId) });
        return 'joined-batch';
      }
    }

    const earliest = digest.lastBatchAt ? digest.lastBatchAt.toMillis() + ANSWER_DIGEST_WINDOW_MS : 0;
    const sendAt = new Date(Math.max(now.getTime(), earliest));
    const batchId = answerBatchId(tripId, responseId, trip.generation);
    tx.create(
      outboxRef(db, batchId),
      outboxDocument({
        id: batchId,
        to: trip.organizerEmail,
        uid: trip.organizerUid,
        template: 'answers-received',
        props: { tripId, tripName: trip.tripName, names: [name], answerers: [responseId] },
        category: 'optional',
        sendAt,
      }),
    );
    tx.set(digestRef, {
      notified: [...digest.notified, responseId],
      openBatchId: batchId,
      lastBatchAt: Timestamp.fromDate(sendAt),
      tripGeneration: trip.generation,
    });
    return 'new-batch';
  });
  await notifyIfEveryoneAnswered(db, tripId);
  return notice;
}

/** Once per trip (and generation): the answers reached the number of people the organizer paid for. */
export async function notifyIfEveryoneAnswered(db: Firestore, tripId: string): Promise<boolean> {
  const tripSnap = await tripDocRef(db, tripId).get();
  if (!tripSnap.exists) return false;
  const trip = tripFacts(tripId, tripSnap.data() ?? {});
  if (trip.status !== 'draft' || trip.numPeople < 1 || !isEmailAddress(trip.organizerEmail)) return false;
  const count = (await responsesOf(db, tripId).count().get()).data().count;
  if (count < trip.numPeople) return false;
  return queueEmail(db, {
    id: outboxId('all-answered', tripId, trip.generation),
    to: trip.organizerEmail,
    uid: trip.organizerUid,
    template: 'all-answered',
    props: { tripId, tripName: trip.tripName, numPeople: trip.numPeople },
    category: 'optional',
  });
}
