// The trip conversation's reads and writes (docs/conversation.md), on the full Firestore SDK for
// its listeners (src/lib/live-firestore.ts). The rules decide who reads which thread; a member's
// query asks only for visible messages (a hidden one is the planners' alone to read).
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Timestamp,
} from 'firebase/firestore';
import {
  awaitsPlanners,
  MESSAGE_RATE,
  messageText,
  nextMessageQuotaStep,
  type MessageRole,
  type ThreadKey,
  type TripMessage,
} from '@domain/conversation';
import { liveDb } from '@/lib/live-firestore';
import { conversationPrefsRef, messageQuotaRef, threadMessageRef, threadMessagesOf } from '@/lib/conversation-refs';
import { Refusal } from '@/ui/use-action';

export type StoredMessage = TripMessage<Timestamp | null>;
export interface MessageEntry {
  id: string;
  message: StoredMessage;
  /** When it was written (ms); a message still on its way counts as now. */
  at: number;
}

export interface ThreadView {
  /** Oldest first. */
  entries: MessageEntry[];
  /** True when there are earlier messages than these. */
  more: boolean;
}

export const TOO_MANY_MESSAGES = `You have sent ${MESSAGE_RATE.max} messages in the last minute. Please wait a moment before sending more.`;
export const EMPTY_MESSAGE = 'Write a message first (at most 2000 characters).';

const millis = (at: Timestamp | null | undefined) =>
  at && typeof at.toMillis === 'function' ? at.toMillis() : Date.now();

/**
 * Listens to the newest `count` messages of a thread (planners: hidden ones too). Returns the
 * function that stops listening.
 */
export function watchThread(
  tripId: string,
  thread: ThreadKey,
  options: { planner: boolean; count: number },
  onView: (view: ThreadView) => void,
  onError: (error: unknown) => void,
): () => void {
  const messages = threadMessagesOf(liveDb, tripId, thread);
  const newest = options.planner
    ? query(messages, orderBy('createdAt', 'desc'), limit(options.count + 1))
    : query(messages, where('hidden', '==', false), orderBy('createdAt', 'desc'), limit(options.count + 1));
  return onSnapshot(
    newest,
    (snap) => {
      const entries = snap.docs.slice(0, options.count).map((d) => {
        const message = d.data({ serverTimestamps: 'estimate' }) as StoredMessage;
        return { id: d.id, message, at: millis(message.createdAt) };
      });
      onView({ entries: entries.reverse(), more: snap.docs.length > options.count });
    },
    onError,
  );
}

/** Sends a message in the viewer's name, with their counter (the rules' rate limit) in one transaction. */
export async function sendMessage(
  tripId: string,
  thread: ThreadKey,
  uid: string,
  role: MessageRole,
  raw: string,
): Promise<void> {
  const text = messageText(raw);
  if (text === null) throw new Refusal(EMPTY_MESSAGE);
  const ref = doc(threadMessagesOf(liveDb, tripId, thread));
  const quotaRef = messageQuotaRef(liveDb, tripId, uid);
  await runTransaction(liveDb, async (tx) => {
    const before = await tx.get(quotaRef);
    const windowStart = before.get('windowStart') as Timestamp | undefined;
    const count = Number(before.get('count') ?? 0);
    const step = nextMessageQuotaStep(
      before.exists() ? { windowStartMillis: windowStart ? windowStart.toMillis() : null, count } : undefined,
      Date.now(),
    );
    if (!step) throw new Refusal(TOO_MANY_MESSAGES);
    tx.set(ref, { authorUid: uid, role, text, createdAt: serverTimestamp(), editedAt: null, hidden: false });
    tx.set(quotaRef, {
      uid,
      windowStart: step === 'start' ? serverTimestamp() : windowStart,
      count: step === 'start' ? 1 : count + 1,
      at: serverTimestamp(),
      lastMessageId: ref.id,
    });
  });
}

/** The author's edit (the rules allow it for 15 minutes). */
export async function editMessage(tripId: string, thread: ThreadKey, messageId: string, raw: string): Promise<void> {
  const text = messageText(raw);
  if (text === null) throw new Refusal(EMPTY_MESSAGE);
  await updateDoc(threadMessageRef(liveDb, tripId, thread, messageId), { text, editedAt: serverTimestamp() });
}

/** The author's delete (the rules allow it for 15 minutes). */
export function deleteMessage(tripId: string, thread: ThreadKey, messageId: string): Promise<void> {
  return deleteDoc(threadMessageRef(liveDb, tripId, thread, messageId));
}

/** A planner hides a message from the travelers, or shows it again. */
export function setMessageHidden(tripId: string, thread: ThreadKey, messageId: string, hidden: boolean): Promise<void> {
  return updateDoc(threadMessageRef(liveDb, tripId, thread, messageId), { hidden });
}

/** True when the person muted the trip's conversation (no daily digest); false until they do. */
export async function readMuted(tripId: string, uid: string): Promise<boolean> {
  const snap = await getDoc(conversationPrefsRef(liveDb, tripId, uid));
  return snap.exists() && snap.get('muted') === true;
}

/** "Mute this conversation": the person's own preference, which only they write (the rules). */
export function saveMuted(tripId: string, uid: string, muted: boolean): Promise<void> {
  return setDoc(conversationPrefsRef(liveDb, tripId, uid), { uid, muted, updatedAt: serverTimestamp() });
}

/**
 * The planners' "Unanswered": of these travelers, those whose private thread's newest visible
 * message is theirs. One read per traveler, made only when a planner opens the private threads.
 */
export async function loadUnanswered(tripId: string, travelerUids: readonly string[]): Promise<string[]> {
  const lasts = await Promise.all(
    travelerUids.map(async (travelerUid) => {
      const messages = threadMessagesOf(liveDb, tripId, { kind: 'private', travelerUid });
      const newest = await getDocs(
        query(messages, where('hidden', '==', false), orderBy('createdAt', 'desc'), limit(1)),
      );
      return { travelerUid, role: newest.docs[0]?.get('role') as MessageRole | undefined };
    }),
  );
  return lasts.filter((last) => awaitsPlanners(last.role)).map((last) => last.travelerUid);
}
