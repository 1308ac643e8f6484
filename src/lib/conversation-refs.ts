// The Firestore paths of the trip conversation (docs/conversation.md), built on the schema's names
// as firestore-refs.ts is, on the full SDK's Firestore (listeners; src/lib/live-firestore.ts).
import { collection, doc, type Firestore } from 'firebase/firestore';
import type { COLLECTIONS } from '@domain/collections';
import type { ThreadKey } from '@domain/conversation';

type C = typeof COLLECTIONS;

const TRIPS: C['trips'] = 'trips';
const MESSAGES: C['messages'] = 'messages';
const PRIVATE_THREADS: C['privateThreads'] = 'privateThreads';
const MESSAGE_QUOTA: C['messageQuota'] = 'messageQuota';
const CONVERSATION_PREFS: C['conversationPrefs'] = 'conversationPrefs';

/** trips/{tripId}/messages, or trips/{tripId}/privateThreads/{uid}/messages. */
export const threadMessagesOf = (db: Firestore, tripId: string, thread: ThreadKey) =>
  thread.kind === 'group'
    ? collection(db, TRIPS, tripId, MESSAGES)
    : collection(db, TRIPS, tripId, PRIVATE_THREADS, thread.travelerUid, MESSAGES);
export const threadMessageRef = (db: Firestore, tripId: string, thread: ThreadKey, messageId: string) =>
  doc(threadMessagesOf(db, tripId, thread), messageId);
/** trips/{tripId}/messageQuota/{uid}: the author's counter, written with each message. */
export const messageQuotaRef = (db: Firestore, tripId: string, uid: string) =>
  doc(db, TRIPS, tripId, MESSAGE_QUOTA, uid);
/** trips/{tripId}/conversationPrefs/{uid}: the person's own "Mute this conversation". */
export const conversationPrefsRef = (db: Firestore, tripId: string, uid: string) =>
  doc(db, TRIPS, tripId, CONVERSATION_PREFS, uid);
