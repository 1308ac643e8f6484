// "@Ana" in the trip chat emails Ana at once, once (docs/conversation.md, "Mentions"): the
// message's creation trigger reads who is on the trip and queues one email per person mentioned,
// keyed by message and person, so a redelivered event sends nothing twice. The author is never
// emailed about their own message; planners are not trip members and are not mentioned. A mute
// stops the digest only: a mention is addressed to the person.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { conversationPeople, messageAuthor } from '../domain/conversation.js';
import { mentionedUids } from '../domain/conversation-mentions.js';
import { digestExcerpt } from '../domain/conversation-digest.js';
import { outboxId } from '../email/outbox-id.js';
import { queueEmail } from '../email/outbox.js';
import { tripMembers } from '../email/recipients.js';
import { tripFacts } from '../email/trip-facts.js';
import { responsesOf, tripRef } from '../firestore-refs.js';
import { groupMessageRef } from './conversation-refs.js';

/** Queues the mention emails of one trip-chat message; returns how many were new. */
export async function notifyMentions(db: Firestore, auth: Auth, tripId: string, messageId: string): Promise<number> {
  const [tripSnap, messageSnap] = await Promise.all([
    tripRef(db, tripId).get(),
    groupMessageRef(db, tripId, messageId).get(),
  ]);
  const trip = tripSnap.data();
  const message = messageSnap.data();
  if (!trip || !message || message.hidden !== false || typeof message.text !== 'string') return 0;
  const authorUid = String(message.authorUid ?? '');
  const facts = tripFacts(tripId, trip);
  const responses = await responsesOf(db, tripId).select('name').get();
  const people = conversationPeople(
    { userId: facts.organizerUid, organizerName: facts.organizerName, joined: facts.joined },
    responses.docs.map((doc) => ({ uid: doc.id, name: String(doc.get('name') ?? '') || 'A traveler' })),
  );
  const mentioned = new Set(mentionedUids(message.text, people).filter((uid) => uid !== authorUid));
  if (mentioned.size === 0) return 0;
  const names = new Map(people.map((person) => [person.uid, person.name]));
  const author = messageAuthor(
    { authorUid, role: message.role === 'planner' ? 'planner' : 'traveler' },
    names,
    new Set(names.keys()),
  );
  let queued = 0;
  for (const recipient of await tripMembers(auth, facts)) {
    if (!recipient.uid || !mentioned.has(recipient.uid)) continue;
    const created = await queueEmail(db, {
      id: outboxId('mention', tripId, facts.generation, messageId, recipient.uid),
      to: recipient.email,
      uid: recipient.uid,
      template: 'conversation-mention',
      props: { tripId, tripName: facts.tripName, author, text: digestExcerpt(message.text) },
      category: 'optional',
    });
    if (created) queued += 1;
  }
  return queued;
}
