// A member's calendar subscription token (docs/trip-plan.md, "Token revocation"): a random
// capability, one per member and trip. Making a new one retires the old one in the same
// transaction; revoking deletes it. Tokens are never logged.
import { randomBytes } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { calendarFeedRef, calendarTokenRef, tripRef } from '../firestore-refs.js';
import { HttpError } from '../http/http-error.js';
import { planMembers } from './plan-store.js';

export const NOT_ON_TRIP = 'Only the organizer and the travelers on this trip have a calendar.';

/** 256 random bits, URL-safe: as unguessable as the invite keys. */
export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function requireTripPerson(db: Firestore, tripId: string, uid: string): Promise<void> {
  const trip = await tripRef(db, tripId).get();
  const data = trip.data();
  if (!data || !planMembers(data).includes(uid)) throw new HttpError(403, NOT_ON_TRIP);
}

/** A new token for the member; the previous one (if any) stops working at once. */
export async function renewCalendarToken(db: Firestore, tripId: string, uid: string): Promise<string> {
  await requireTripPerson(db, tripId, uid);
  const token = newCalendarToken();
  await db.runTransaction(async (tx) => {
    const feed = await tx.get(calendarFeedRef(db, tripId, uid));
    const old = feed.get('token');
    if (typeof old === 'string' && old) tx.delete(calendarTokenRef(db, old));
    tx.set(calendarTokenRef(db, token), { tripId, uid, createdAt: FieldValue.serverTimestamp() });
    tx.set(calendarFeedRef(db, tripId, uid), { token, createdAt: FieldValue.serverTimestamp() });
  });
  return token;
}

/** Deletes the member's token on both sides; subscribed calendars get 404 from then on. */
export async function revokeCalendarToken(db: Firestore, tripId: string, uid: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const feed = await tx.get(calendarFeedRef(db, tripId, uid));
    const old = feed.get('token');
    if (typeof old === 'string' && old) tx.delete(calendarTokenRef(db, old));
    tx.delete(calendarFeedRef(db, tripId, uid));
  });
}

/** Who a token opens the calendar of, or null for an unknown or revoked token. */
export async function calendarTokenOwner(
  db: Firestore,
  token: string,
): Promise<{ tripId: string; uid: string } | null> {
  const snap = await calendarTokenRef(db, token).get();
  const tripId = snap.get('tripId');
  const uid = snap.get('uid');
  return typeof tripId === 'string' && typeof uid === 'string' ? { tripId, uid } : null;
}
