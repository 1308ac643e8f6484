// The trip conversation (docs/conversation.md): one group thread per trip and one private thread
// between each traveler and the planners. The limits here are the ones firestore.rules enforce
// ("the trip conversation"); the app and the functions read them from here.
import { FORMER_TRAVELER } from './former-traveler.js';

export const MESSAGE_LIMITS = {
  /** Characters of one message (the rules: isFilledText(text, 2000)). */
  maxLength: 2000,
  /** How long its author may edit or delete a message (the rules: 15 minutes). */
  editWindowMs: 15 * 60_000,
  /** Messages a thread shows at first; "Show earlier" adds as many again. */
  shown: 50,
} as const;

/** At most `max` messages per person per trip in a window of `windowMs` from its first message. */
export const MESSAGE_RATE = { max: 20, windowMs: 60_000 } as const;

export type MessageRole = 'traveler' | 'planner';

/** trips/{id}/messages/{messageId} and trips/{id}/privateThreads/{uid}/messages/{messageId}. */
export interface TripMessage<Time = unknown> {
  authorUid: string;
  role: MessageRole;
  text: string;
  createdAt: Time;
  editedAt: Time | null;
  hidden: boolean;
}

/** trips/{id}/messageQuota/{uid}: the author's counter, written in the batch of each message. */
export interface MessageQuota<Time = unknown> {
  uid: string;
  windowStart: Time;
  count: number;
  at: Time;
  lastMessageId: string;
}

/** Which thread: the trip's group thread, or the private thread of the traveler with this uid. */
export type ThreadKey = { kind: 'group' } | { kind: 'private'; travelerUid: string };

/**
 * How the counter moves for one more message, seen from the client's clock: a new window
 * ('start'), one more in the current window ('step'), or null when the window is full.
 */
export function nextMessageQuotaStep(
  before: { windowStartMillis: number | null; count: number } | undefined,
  nowMillis: number,
): 'start' | 'step' | null {
  if (!before || before.windowStartMillis === null) return 'start';
  if (nowMillis >= before.windowStartMillis + MESSAGE_RATE.windowMs) return 'start';
  return before.count + 1 <= MESSAGE_RATE.max ? 'step' : null;
}

/** The message as it is stored: trimmed, or null when empty or longer than the limit. */
export function messageText(raw: string): string | null {
  const text = raw.trim();
  return text.length > 0 && text.length <= MESSAGE_LIMITS.maxLength ? text : null;
}

/** True while `uid` may still edit or delete a message (a just-sent one has no time yet). */
export function canChangeMessage(
  message: Pick<TripMessage, 'authorUid'>,
  createdAtMillis: number | null,
  uid: string,
  nowMillis: number,
): boolean {
  if (message.authorUid !== uid) return false;
  return createdAtMillis === null || nowMillis < createdAtMillis + MESSAGE_LIMITS.editWindowMs;
}

export const PLANNER_AUTHOR = 'Tripwise planner';

/**
 * Who wrote a message, as its reader sees it: a planner's name (or "Tripwise planner"), a
 * traveler's name while they are on the trip, else "A former traveler" (removed, left, or
 * deleted their account).
 */
export function messageAuthor(
  message: Pick<TripMessage, 'authorUid' | 'role'>,
  names: ReadonlyMap<string, string>,
  onTrip: ReadonlySet<string>,
): string {
  if (message.role === 'planner') return names.get(message.authorUid) ?? PLANNER_AUTHOR;
  if (!onTrip.has(message.authorUid)) return FORMER_TRAVELER;
  return names.get(message.authorUid) ?? 'A traveler';
}

/**
 * trips/{id}/conversationPrefs/{uid}: the person's own choice for the trip's conversation, written
 * by them alone. `muted`: no daily digest for this trip (mentions still come; docs/conversation.md).
 */
export interface ConversationPrefs<Time = unknown> {
  uid: string;
  muted: boolean;
  updatedAt: Time;
}

/**
 * The people on the trip now, organizer first, named as the trip page names them: by their
 * answer's name, the organizer by the trip's organizerName until they answer.
 */
export function conversationPeople(
  trip: { userId: string; organizerName: string; joined: readonly string[] },
  responses: readonly { uid: string; name: string }[],
): { uid: string; name: string }[] {
  const names = new Map(responses.map((response) => [response.uid, response.name]));
  const uids = [...new Set([trip.userId, ...trip.joined].filter(Boolean))];
  return uids.map((uid) => ({
    uid,
    name: names.get(uid) ?? (uid === trip.userId ? trip.organizerName : 'A traveler'),
  }));
}

/**
 * A traveler's private thread waits for the planners when its newest visible message is a
 * traveler's (the planners' "Unanswered" list); an empty thread or a planner's last word does not.
 */
export function awaitsPlanners(lastRole: MessageRole | undefined): boolean {
  return lastRole === 'traveler';
}
