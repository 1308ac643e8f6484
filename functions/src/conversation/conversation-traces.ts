// The trip conversation in traveler removal, account deletion and "Download my data"
// (docs/conversation.md). A traveler removed from a trip (or leaving it) loses their private
// thread with the planners, which is deleted; their messages in the group thread stay and read
// "A former traveler" (the app names only people on the trip). Deleting an account deletes every
// message it wrote, its private threads and its counters; the export lists the same documents.
// Found by queries on the uid, so a run that stops half-way is finished by the next.
import type { DocumentReference, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ConversationExport, ExportedDocument } from '../domain/account-export.js';
import { COLLECTIONS } from '../domain/collections.js';
import { exported } from '../account/exported-document.js';
import { conversationDigestRef, conversationPrefsRef } from './conversation-refs.js';

const tripPath = (tripId: string) => `${COLLECTIONS.trips}/${tripId}`;
const privateThreadOf = (db: Firestore, tripId: string, uid: string) =>
  db.doc(`${tripPath(tripId)}/${COLLECTIONS.privateThreads}/${uid}`);
const quotaOf = (db: Firestore, tripId: string, uid: string) =>
  db.doc(`${tripPath(tripId)}/${COLLECTIONS.messageQuota}/${uid}`);
/** trips/{tripId}/...: the trip a document belongs to. */
const tripOf = (ref: DocumentReference) => ref.path.split('/')[1] ?? '';

/**
 * The traveler's private thread on one trip, their counter, their mute and their digest cursor
 * there, gone. Returns how many messages went.
 */
export async function forgetConversationOnTrip(db: Firestore, tripId: string, uid: string): Promise<number> {
  // Back on the trip (a rejoin raced the event): what they have now is theirs.
  const trip = await db.doc(tripPath(tripId)).get();
  const joined: unknown = trip.get('joined');
  if (trip.get('userId') === uid || (Array.isArray(joined) && joined.includes(uid))) return 0;
  const thread = privateThreadOf(db, tripId, uid);
  const messages = await thread.collection(COLLECTIONS.messages).listDocuments();
  await db.recursiveDelete(thread);
  await quotaOf(db, tripId, uid).delete();
  await conversationPrefsRef(db, tripId, uid).delete();
  await conversationDigestRef(db, tripId, uid).delete();
  return messages.length;
}

export interface ConversationTraces {
  /** Every message the account wrote, in group and private threads. */
  written: QueryDocumentSnapshot[];
  /** The account's counters (messageQuota/{uid}, one per trip it wrote on). */
  counters: QueryDocumentSnapshot[];
  /** Messages in the account's own private threads (the planners' replies among them). */
  privateThreads: QueryDocumentSnapshot[];
  /** The account's mute per trip (conversationPrefs/{uid}) and digest cursors (conversationDigests/{uid}). */
  settings: QueryDocumentSnapshot[];
}

export async function readConversationTraces(db: Firestore, uid: string): Promise<ConversationTraces> {
  const trips = db.collection(COLLECTIONS.trips);
  const [written, counters, prefs, digests, organized, joined] = await Promise.all([
    db.collectionGroup(COLLECTIONS.messages).where('authorUid', '==', uid).get(),
    db.collectionGroup(COLLECTIONS.messageQuota).where('uid', '==', uid).get(),
    db.collectionGroup(COLLECTIONS.conversationPrefs).where('uid', '==', uid).get(),
    db.collectionGroup(COLLECTIONS.conversationDigests).where('uid', '==', uid).get(),
    trips.where('userId', '==', uid).select().get(),
    trips.where('joined', 'array-contains', uid).select().get(),
  ]);
  // The account's private threads: on the trips it is on, and wherever it wrote or counted.
  const tripIds = new Set([
    ...organized.docs.map((trip) => trip.id),
    ...joined.docs.map((trip) => trip.id),
    ...written.docs.map((message) => tripOf(message.ref)),
    ...counters.docs.map((counter) => tripOf(counter.ref)),
  ]);
  const threads = await Promise.all(
    [...tripIds].map((tripId) => privateThreadOf(db, tripId, uid).collection(COLLECTIONS.messages).get()),
  );
  return {
    written: written.docs,
    counters: counters.docs,
    privateThreads: threads.flatMap((snap) => snap.docs),
    settings: [...prefs.docs, ...digests.docs],
  };
}

/** Account deletion's part; returns how many documents it deleted. */
export async function forgetConversationTraces(db: Firestore, uid: string): Promise<number> {
  const { written, counters, privateThreads, settings } = await readConversationTraces(db, uid);
  const paths = new Map<string, DocumentReference>();
  for (const snap of [...written, ...counters, ...privateThreads, ...settings]) paths.set(snap.ref.path, snap.ref);
  const writer = db.bulkWriter();
  for (const ref of paths.values()) void writer.delete(ref);
  await writer.close();
  return paths.size;
}

/** The export's part; `add` records each document's path in the export's `documents`. */
export async function exportConversationData(
  db: Firestore,
  uid: string,
  add: (doc: ExportedDocument) => ExportedDocument,
): Promise<ConversationExport> {
  const { written, counters, privateThreads, settings } = await readConversationTraces(db, uid);
  const mine = new Set(written.map((snap) => snap.ref.path));
  return {
    messagesWritten: written.map((snap) => add(exported(snap))),
    privateThreadMessages: privateThreads.filter((snap) => !mine.has(snap.ref.path)).map((snap) => add(exported(snap))),
    messageCounters: counters.map((snap) => add(exported(snap))),
    conversationSettings: settings.map((snap) => add(exported(snap))),
  };
}
