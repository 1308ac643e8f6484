// The daily digest of the trip conversation (docs/conversation.md, "Email"), as a plain function
// of (db, auth, now) that the schedule, `npm start`'s local schedule and the tests call.
//
// Which trips: those with a message in the last week (one collection-group query). Per trip,
// per person on it (organizer and members, at a verified address): muted → nothing (their
// cursor moves on, so unmuting does not bring back what was muted); else the messages of the
// trip chat and of their own private thread written after their last digest, not by them, not
// hidden. One email if any, through the outbox. The cursor trips/{id}/conversationDigests/{uid}
// records the day and instant of the last run for the person, written in one transaction with
// the email, so a second run the same day sends nothing (and the outbox id names the day too).
import type { Auth } from 'firebase-admin/auth';
import {
  Timestamp,
  type CollectionReference,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { conversationPeople, messageAuthor, type MessageRole } from '../domain/conversation.js';
import {
  DIGEST_LOOKBACK_MS,
  DIGEST_MAX_LISTED,
  DIGEST_THREAD_TITLES,
  digestDay,
  digestExcerpt,
  digestMessages,
  digestSince,
  digestTime,
  type DigestCandidate,
  type DigestThread,
} from '../domain/conversation-digest.js';
import { outboxId } from '../email/outbox-id.js';
import { outboxDocument } from '../email/outbox.js';
import { tripMembers } from '../email/recipients.js';
import { tripFacts } from '../email/trip-facts.js';
import { outboxRef, responsesOf, tripRef } from '../firestore-refs.js';
import {
  allMessages,
  conversationDigestRef,
  conversationDigestsOf,
  conversationPrefsOf,
  groupMessagesOf,
  privateMessagesOf,
} from './conversation-refs.js';

export interface DigestRun {
  /** Trips with a message in the last week. */
  trips: number;
  /** Emails newly queued. */
  queued: number;
  /** People skipped because they muted the trip's conversation. */
  muted: number;
}

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : value instanceof Date ? value.getTime() : null;

function candidate(thread: DigestThread, snap: QueryDocumentSnapshot): DigestCandidate | null {
  const at = millisOf(snap.get('createdAt'));
  const text: unknown = snap.get('text');
  if (at === null || typeof text !== 'string') return null;
  const role: MessageRole = snap.get('role') === 'planner' ? 'planner' : 'traveler';
  return {
    thread,
    authorUid: String(snap.get('authorUid') ?? ''),
    role,
    text,
    hidden: snap.get('hidden') !== false,
    atMillis: at,
  };
}

/** Messages of a thread in (since, now]. */
async function threadSince(
  messages: CollectionReference,
  thread: DigestThread,
  sinceMillis: number,
  now: Date,
): Promise<DigestCandidate[]> {
  const snap = await messages
    .where('createdAt', '>', Timestamp.fromMillis(sinceMillis))
    .where('createdAt', '<=', Timestamp.fromDate(now))
    .get();
  return snap.docs.map((doc) => candidate(thread, doc)).filter((m): m is DigestCandidate => m !== null);
}

/** Runs the digest of every trip with recent messages, for the day of `now`. */
export async function runConversationDigests(db: Firestore, auth: Auth, now: Date): Promise<DigestRun> {
  const recent = await allMessages(db)
    .where('createdAt', '>', Timestamp.fromMillis(now.getTime() - DIGEST_LOOKBACK_MS))
    .where('createdAt', '<=', Timestamp.fromDate(now))
    .select()
    .get();
  const tripIds = new Set(recent.docs.map((doc) => doc.ref.path.split('/')[1] ?? '').filter(Boolean));
  const run: DigestRun = { trips: tripIds.size, queued: 0, muted: 0 };
  for (const tripId of tripIds) {
    try {
      const outcome = await digestTrip(db, auth, tripId, now);
      run.queued += outcome.queued;
      run.muted += outcome.muted;
    } catch (error) {
      // One trip's failure (a malformed document) must not cost every other trip its digest.
      logger.error('Conversation digest of a trip failed', { tripId, error: String(error) });
    }
  }
  return run;
}

/** One trip's digests for the day of `now`. */
export async function digestTrip(
  db: Firestore,
  auth: Auth,
  tripId: string,
  now: Date,
): Promise<{ queued: number; muted: number }> {
  const tripSnap = await tripRef(db, tripId).get();
  const trip = tripSnap.data();
  if (!trip) return { queued: 0, muted: 0 };
  const facts = tripFacts(tripId, trip);
  const day = digestDay(now);
  const nowMillis = now.getTime();
  const [recipients, prefs, cursors, responses] = await Promise.all([
    tripMembers(auth, facts),
    conversationPrefsOf(db, tripId).get(),
    conversationDigestsOf(db, tripId).get(),
    responsesOf(db, tripId).select('name').get(),
  ]);
  const muted = new Set(prefs.docs.filter((doc) => doc.get('muted') === true).map((doc) => doc.id));
  const cursorOf = new Map(cursors.docs.map((doc) => [doc.id, doc]));
  const people = conversationPeople(
    { userId: facts.organizerUid, organizerName: facts.organizerName, joined: facts.joined },
    responses.docs.map((doc) => ({ uid: doc.id, name: String(doc.get('name') ?? '') || 'A traveler' })),
  );
  const names = new Map(people.map((person) => [person.uid, person.name]));
  const onTrip = new Set(people.map((person) => person.uid));

  // Who is due today, and since when; the trip chat is read once, from the earliest of them.
  const due = recipients
    .filter((r): r is { email: string; uid: string } => r.uid !== null && onTrip.has(r.uid))
    .filter((r) => cursorOf.get(r.uid)?.get('day') !== day)
    .map((r) => ({ ...r, since: digestSince(millisOf(cursorOf.get(r.uid)?.get('at')), nowMillis) }));
  if (due.length === 0) return { queued: 0, muted: 0 };
  const group = await threadSince(groupMessagesOf(db, tripId), 'group', Math.min(...due.map((r) => r.since)), now);

  let queued = 0;
  let mutedCount = 0;
  for (const recipient of due) {
    const isMuted = muted.has(recipient.uid);
    const messages = isMuted
      ? []
      : digestMessages(
          [
            ...group,
            ...(await threadSince(privateMessagesOf(db, tripId, recipient.uid), 'private', recipient.since, now)),
          ],
          recipient.uid,
          recipient.since,
          nowMillis,
        );
    if (isMuted) mutedCount += 1;
    const id = outboxId('conversation-digest', tripId, facts.generation, recipient.uid, day);
    const listed = messages.slice(-DIGEST_MAX_LISTED);
    const email =
      messages.length === 0
        ? null
        : outboxDocument({
            id,
            to: recipient.email,
            uid: recipient.uid,
            template: 'conversation-digest',
            props: {
              tripId,
              tripName: facts.tripName,
              messages: listed.map((m) => ({
                thread: DIGEST_THREAD_TITLES[m.thread],
                author: messageAuthor(m, names, onTrip),
                at: digestTime(m.atMillis),
                text: digestExcerpt(m.text),
              })),
              more: messages.length - listed.length,
            },
            category: 'optional',
          });
    const cursorRef = conversationDigestRef(db, tripId, recipient.uid);
    const created = await db.runTransaction(async (tx) => {
      const [cursor, existing] = await Promise.all([tx.get(cursorRef), email ? tx.get(outboxRef(db, id)) : null]);
      if (cursor.get('day') === day) return false;
      tx.set(cursorRef, { uid: recipient.uid, day, at: Timestamp.fromDate(now), muted: isMuted });
      if (!email || existing?.exists) return false;
      tx.create(outboxRef(db, id), email);
      return true;
    });
    if (created) queued += 1;
  }
  return { queued, muted: mutedCount };
}
