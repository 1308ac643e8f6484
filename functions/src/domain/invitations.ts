// Invitations by email (docs/email-invitations.md): which addresses a pasted list holds, the
// daily limit, and when a reminder is due. Pure: the app (to preview), the functions (to
// decide) and the tests share it. No Firebase and no Node imports here.

/** New invitations one trip may send in any 24 hours. */
export const INVITATIONS_PER_DAY = 50;
/** Invitations one trip may send in all (a re-invited address is not a new one). */
export const INVITATIONS_PER_TRIP = 200;
/** Reminders (manual and automatic together) one invitee gets in all; then they are left alone. */
export const MAX_REMINDERS_PER_INVITEE = 2;
/** A manual or automatic reminder reaches the same invitee at most once in this window. */
export const REMINDER_GAP_MS = 24 * 60 * 60 * 1000;
/** Automatic reminders go this many days after the invitation. */
export const AUTO_REMINDER_DAYS = [3, 7] as const;
export type AutoReminderDay = (typeof AUTO_REMINDER_DAYS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART = 64;
// The one address check for the invite form, the functions and the email outbox
// (functions/src/email/safe-text.ts uses this too), so an address the form accepts is one the
// outbox will send to: ASCII local@domain.tld with RFC 5321's atom characters, no whitespace,
// quotes, brackets or separators (so no header injection), a local part of at most 64
// characters and DNS labels of 1 to 63 letters, digits and inner hyphens.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(address: string): boolean {
  return address.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(address) && address.indexOf('@') <= MAX_LOCAL_PART;
}

/** The form in which two spellings of one address compare equal. */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase();
}

export interface ParsedAddresses {
  /** Valid, distinct addresses (normalized), in the order pasted. */
  valid: string[];
  /** Entries that are not email addresses, as pasted. */
  invalid: string[];
  /** Entries that repeat an earlier one in the same list (normalized). */
  repeated: string[];
}

/** Addresses one per line, or separated by commas, semicolons or spaces. */
export function parseAddressList(text: string): ParsedAddresses {
  const entries = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const valid: string[] = [];
  const invalid: string[] = [];
  const repeated: string[] = [];
  for (const entry of entries) {
    const address = normalizeEmail(entry);
    if (!isValidEmail(address)) invalid.push(entry);
    else if (valid.includes(address)) repeated.push(address);
    else valid.push(address);
  }
  return { valid, invalid, repeated };
}

/** How many more invitations the trip may send now, given how many went out in the last 24 hours. */
export function invitationsLeftToday(sentInLast24Hours: number): number {
  return Math.max(0, INVITATIONS_PER_DAY - sentInLast24Hours);
}

/** How many more the trip may invite at all, given how many it has invited. */
export function invitationsLeftInAll(invitedSoFar: number): number {
  return Math.max(0, INVITATIONS_PER_TRIP - invitedSoFar);
}

/** True when the invitee was reminded less than 24 hours before `now`. */
export function remindedRecently(lastReminderAt: Date | null, now: Date): boolean {
  return lastReminderAt !== null && now.getTime() - lastReminderAt.getTime() < REMINDER_GAP_MS;
}

/**
 * The automatic round due for an invitation at `now`: day N is due on the N-th day after the
 * invitation (N days <= age < N+1 days), so a job that runs once a day sends it exactly once
 * and nothing on the days between. Null when no round is due.
 */
export function dueAutoReminder(invitedAt: Date, now: Date): AutoReminderDay | null {
  const age = now.getTime() - invitedAt.getTime();
  return AUTO_REMINDER_DAYS.find((days) => age >= days * DAY_MS && age < (days + 1) * DAY_MS) ?? null;
}

/** The window of invitation times for which round `days` is due at `now` (for the job's queries). */
export function invitedWindowFor(days: AutoReminderDay, now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - (days + 1) * DAY_MS), to: new Date(now.getTime() - days * DAY_MS) };
}
