// The one rate limiter of the functions: at most `max` takes of a key in any `windowMs`
// (a sliding window), counted in Firestore in a transaction, so every instance of every
// function sees the same count and two requests at once cannot both take the last one.
//
//   const verdict = await takeRateLimit(db, `remind:${uid}`, { max: 10, windowMs: HOUR });
//   if (!verdict.ok) … verdict.retryAfterMs …
//   await enforceRateLimit(db, `remind:${uid}`, { max: 10, windowMs: HOUR }, 'reminder rounds');
//
// Keys name the purpose and the subject (`export:${uid}`). The document id is a hash of the
// key, and the document holds only the times of the takes in the window and `expiresAt`
// (a Firestore TTL policy on rateLimits.expiresAt removes idle ones in production), so no uid
// or address is stored. docs/security.md, "Rate limits".
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { rateLimitDocRef } from '../firestore-refs.js';
import { HttpError } from './http-error.js';

export interface RateLimit {
  /** Takes allowed in any window; a positive whole number. */
  max: number;
  windowMs: number;
}

export type RateLimitVerdict = { ok: true; remaining: number } | { ok: false; retryAfterMs: number };

const rateLimitRef = (db: Firestore, key: string) =>
  rateLimitDocRef(db, createHash('sha256').update(key).digest('hex'));

/** Takes one from the key's allowance at `now`, or says how long until one is free. */
export async function takeRateLimit(
  db: Firestore,
  key: string,
  limit: RateLimit,
  now: Date = new Date(),
): Promise<RateLimitVerdict> {
  if (!Number.isInteger(limit.max) || limit.max < 1 || !(limit.windowMs > 0))
    throw new Error(`Bad rate limit for ${key}`);
  const ref = rateLimitRef(db, key);
  const at = now.getTime();
  return db.runTransaction(async (tx) => {
    const stored: unknown = (await tx.get(ref)).get('takes');
    const takes = (Array.isArray(stored) ? stored : [])
      .filter((t): t is Timestamp => t instanceof Timestamp)
      .map((t) => t.toMillis())
      .filter((t) => t > at - limit.windowMs && t <= at)
      .sort((a, b) => a - b);
    if (takes.length >= limit.max) {
      // Free again when the oldest take that still counts leaves the window.
      return { ok: false, retryAfterMs: takes[takes.length - limit.max] + limit.windowMs - at };
    }
    takes.push(at);
    tx.set(ref, {
      takes: takes.map((t) => Timestamp.fromMillis(t)),
      expiresAt: Timestamp.fromMillis(at + limit.windowMs),
    });
    return { ok: true, remaining: limit.max - takes.length };
  });
}

/** "an hour", "24 hours", "10 minutes": how the window reads in a message. */
export function describeWindow(windowMs: number): string {
  const minutes = Math.round(windowMs / 60_000);
  if (minutes % 60 !== 0) return minutes === 1 ? 'a minute' : `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

/**
 * takeRateLimit for an HTTP function: past the limit, a 429 whose message names the limit
 * ("at most 10 reminder rounds an hour") and a Retry-After header in seconds.
 */
export async function enforceRateLimit(
  db: Firestore,
  key: string,
  limit: RateLimit,
  what: string,
  now: Date = new Date(),
): Promise<void> {
  const verdict = await takeRateLimit(db, key, limit, now);
  if (verdict.ok) return;
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  throw new HttpError(
    429,
    `Too many requests: at most ${limit.max} ${what} in ${describeWindow(limit.windowMs)}. Try again in ${wait}.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}
