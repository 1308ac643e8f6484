// Invite keys and invites/{key} records, written only here (Admin SDK). A trip's live key is
// trips/{tripId}.inviteKey; invites/{thatKey} holds what the join page shows before joining.
// Every function here leaves at most one invite record per trip: the live key's.
import { randomBytes } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { INVITE_SUMMARY_FIELDS, inviteRecordFor } from '../domain/invite-record.js';
import { inviteRef, invitesCollection, tripRef as tripDocRef, tripsCollection } from '../firestore-refs.js';

/** 16 bytes = 128 random bits; base64url keeps the key safe in a URL and as a document id. */
const KEY_BYTES = 16;

export function newInviteKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

/**
 * Inside a transaction that is about to create the trip at `tripRef` with `trip`: gives it a
 * fresh key and creates the key's invite record. Returns the trip data to create.
 */
export function withNewInvite<T extends Record<string, unknown>>(
  tx: Transaction,
  db: Firestore,
  tripRef: DocumentReference,
  trip: T,
): T & { inviteKey: string } {
  const inviteKey = newInviteKey();
  tx.create(inviteRef(db, inviteKey), inviteRecordFor(tripRef.id, trip));
  return { ...trip, inviteKey };
}

export type ResetOutcome = { kind: 'reset'; inviteKey: string } | { kind: 'not-organizer' };

/**
 * The organizer's "Reset invite link": a new key on the trip, its record created, and every
 * other record of this trip (the old link, and any stray) deleted, in one transaction. A trip
 * that does not exist answers like someone else's trip, so the answer tells a stranger nothing.
 */
export async function resetInviteKey(db: Firestore, tripId: string, callerUid: string): Promise<ResetOutcome> {
  const tripRef = tripDocRef(db, tripId);
  return db.runTransaction(async (tx): Promise<ResetOutcome> => {
    const tripSnap = await tx.get(tripRef);
    if (!tripSnap.exists || tripSnap.get('userId') !== callerUid) return { kind: 'not-organizer' };
    const oldRecords = await tx.get(invitesCollection(db).where('tripId', '==', tripId));
    const inviteKey = newInviteKey();
    for (const old of oldRecords.docs) tx.delete(old.ref);
    tx.update(tripRef, { inviteKey });
    tx.create(inviteRef(db, inviteKey), inviteRecordFor(tripId, tripSnap.data() ?? {}));
    return { kind: 'reset', inviteKey };
  });
}

/** Timestamps compare with isEqual; the join questions (a list of plain maps) by their JSON; the rest are strings and numbers. */
function sameValue(a: unknown, b: unknown): boolean {
  const equals = (a as { isEqual?: (other: unknown) => boolean } | null)?.isEqual;
  if (typeof equals === 'function') return equals.call(a, b);
  return Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b;
}

/**
 * Whether a trip write can change its invite records: a create or delete, a new key, or a
 * summary field. Joins and removals (only `joined`) cannot, and are most trip writes.
 */
export function touchesInvite(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) {
  if (!before || !after) return true;
  return ['inviteKey', ...INVITE_SUMMARY_FIELDS].some((field) => !sameValue(before[field], after[field]));
}

/**
 * Brings invites in step with the trip as it is now (not as an event said it was, so a late or
 * repeated event cannot bring back a retired key): the live key's record mirrors the trip's
 * summary; every other record of the trip goes; a deleted trip keeps none. Returns the number
 * of writes.
 */
export async function reconcileInvites(db: Firestore, tripId: string): Promise<number> {
  const tripRef = tripDocRef(db, tripId);
  return db.runTransaction(async (tx) => {
    const tripSnap = await tx.get(tripRef);
    const records = await tx.get(invitesCollection(db).where('tripId', '==', tripId));
    const trip = tripSnap.exists ? (tripSnap.data() ?? {}) : null;
    const liveKey = trip && typeof trip.inviteKey === 'string' ? trip.inviteKey : null;
    let writes = 0;
    for (const record of records.docs) {
      if (record.id === liveKey) continue;
      tx.delete(record.ref);
      writes += 1;
    }
    if (trip && liveKey) {
      tx.set(inviteRef(db, liveKey), inviteRecordFor(tripId, trip));
      writes += 1;
    }
    return writes;
  });
}

/**
 * The one-off migration for trips made before invite keys: each trip without `inviteKey` gets
 * one and its record. Idempotent: a trip that has a key is left alone, so running it again (or
 * alongside new checkouts) changes nothing. Returns the ids of the trips it gave a key.
 */
export async function assignMissingInviteKeys(db: Firestore): Promise<string[]> {
  const assigned: string[] = [];
  const trips = await tripsCollection(db).select('inviteKey').get();
  for (const candidate of trips.docs) {
    if (typeof candidate.get('inviteKey') === 'string') continue;
    const gaveKey = await db.runTransaction(async (tx) => {
      const tripSnap = await tx.get(candidate.ref);
      if (!tripSnap.exists || typeof tripSnap.get('inviteKey') === 'string') return false;
      const inviteKey = newInviteKey();
      tx.update(candidate.ref, { inviteKey });
      tx.create(inviteRef(db, inviteKey), inviteRecordFor(candidate.id, tripSnap.data() ?? {}));
      return true;
    });
    if (gaveKey) assigned.push(candidate.id);
  }
  return assigned;
}
