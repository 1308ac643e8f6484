// The daily digest of the trip conversation (docs/conversation.md, "Email"): once a day, at
// 08:00 UTC, each person on a trip who has not muted its conversation gets one email listing the
// messages written since their last digest in the threads they read: the trip chat and their own
// private thread with the planners, never another traveler's, never their own messages, never a
// hidden one. Nothing new, no email. Pure: the job (functions/src/conversation/) reads and writes.
import type { MessageRole } from './conversation.js';

/** The scheduled hour, in UTC: one fixed hour for everyone (trips and people have no zone stored). */
export const DIGEST_HOUR_UTC = 8;
/**
 * How far back a digest looks at most: a first digest (or one after the job was down) lists at
 * most a week of messages, not a trip's whole history.
 */
export const DIGEST_LOOKBACK_MS = 7 * 24 * 3_600_000;
/** Messages listed in one email; the rest are counted ("and 3 more"). */
export const DIGEST_MAX_LISTED = 20;
/** Characters of one message in the email; longer ones end in "…" (the app has the rest). */
export const DIGEST_EXCERPT = 500;

export type DigestThread = 'group' | 'private';
export const DIGEST_THREAD_TITLES: Record<DigestThread, string> = {
  group: 'Trip chat',
  private: 'Private with planners',
};

/** One stored message as the digest reads it. */
export interface DigestCandidate {
  thread: DigestThread;
  authorUid: string;
  role: MessageRole;
  text: string;
  hidden: boolean;
  atMillis: number;
}

/** The digest's day, `YYYY-MM-DD` in UTC: a person gets at most one digest per trip per day. */
export function digestDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Messages after this instant are new to the person: their last digest, at most a week back. */
export function digestSince(lastDigestMillis: number | null, nowMillis: number): number {
  const floor = nowMillis - DIGEST_LOOKBACK_MS;
  return lastDigestMillis === null ? floor : Math.max(lastDigestMillis, floor);
}

/**
 * What the digest of `recipientUid` lists, oldest first: messages in (since, now], visible, not
 * written by the recipient. The caller passes only threads the recipient reads (the trip chat
 * and their own private thread).
 */
export function digestMessages<M extends DigestCandidate>(
  candidates: readonly M[],
  recipientUid: string,
  sinceMillis: number,
  nowMillis: number,
): M[] {
  return candidates
    .filter((m) => !m.hidden && m.authorUid !== recipientUid && m.atMillis > sinceMillis && m.atMillis <= nowMillis)
    .sort((a, b) => a.atMillis - b.atMillis);
}

/** A message's text as the email shows it: at most DIGEST_EXCERPT characters. */
export function digestExcerpt(text: string): string {
  return text.length <= DIGEST_EXCERPT ? text : `${text.slice(0, DIGEST_EXCERPT - 1).trimEnd()}…`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 28, 14:05 UTC": the email cannot know the reader's zone, so it names UTC. */
export function digestTime(millis: number): string {
  const at = new Date(millis);
  const hh = String(at.getUTCHours()).padStart(2, '0');
  const mm = String(at.getUTCMinutes()).padStart(2, '0');
  return `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${hh}:${mm} UTC`;
}
