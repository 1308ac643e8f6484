// Whole-database views for the functions tests: every document (in every collection and
// sub-collection) with its data, so a test can say "nothing anywhere mentions X" and "this
// call changed nothing"; and waiting for the email outbox to settle, so such comparisons can
// include the email bookkeeping that triggers write on their own time.
import type { CollectionReference, DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './emulators';
import { collectionPath } from '@domain/collections';
import { pollUntil } from '../../support/poll';

export type Snapshot = Map<string, unknown>;

// Every collection and document at once: one request after another took a round trip per
// document (two seconds and more for the refusal tests' worlds on a busy machine). The order
// of the entries does not matter: serialize() sorts them.
async function walk(collections: CollectionReference[], into: Snapshot): Promise<void> {
  await Promise.all(
    collections.map(async (collection) => {
      const refs: DocumentReference[] = await collection.listDocuments();
      await Promise.all(
        refs.map(async (ref) => {
          const [snap, children] = await Promise.all([ref.get(), ref.listCollections()]);
          // listDocuments also returns "missing" parents of sub-collections: walk them, keep no data.
          if (snap.exists) into.set(ref.path, snap.data());
          await walk(children, into);
        }),
      );
    }),
  );
}

/** path → data of every existing document in the database. */
export async function allDocuments(): Promise<Snapshot> {
  const snapshot: Snapshot = new Map();
  await walk(await adminDb().listCollections(), snapshot);
  return snapshot;
}

/** Paths of documents whose path or data contains `needle` anywhere (ids, fields, arrays, maps). */
export async function documentsMentioning(needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const [path, data] of await allDocuments()) {
    if (path.includes(needle) || JSON.stringify(data).includes(needle)) hits.push(path);
  }
  return hits.sort();
}

/** A comparable form of a snapshot: path → JSON, sorted (Timestamps compare by value). */
export function serialize(snapshot: Snapshot): Record<string, string> {
  return Object.fromEntries(
    [...snapshot].sort(([a], [b]) => a.localeCompare(b)).map(([path, data]) => [path, JSON.stringify(data)]),
  );
}

/**
 * Outbox documents that will still change by themselves: claimed by a sender ('sending'), or
 * due now, which the onOutboxCreated trigger is about to send. A document due later waits for
 * the retry sweep, which does not run in the emulator, so it stays as it is.
 */
async function outboxInFlight(): Promise<string[]> {
  const now = Date.now();
  const docs = (await adminDb().collection(collectionPath.outbox).get()).docs;
  return docs
    .filter((doc) => {
      const next = doc.get('nextAttemptAt') as Timestamp | undefined;
      return doc.get('status') === 'sending' || (next !== undefined && next.toMillis() <= now);
    })
    .map((doc) => doc.id);
}

/**
 * Waits until every email queued so far has been handed to SMTP (or waits for a later time):
 * the sender records `sent` only after maildev accepted, and maildev accepts only once the
 * email is stored, so afterwards the inbox holds everything the outbox sent.
 */
export async function outboxSettled(timeoutMs = 90_000): Promise<void> {
  // As long as any trigger's work (eventually, below). A failure names what is still queued.
  let inFlight: string[] = [];
  await eventually(
    'the email outbox to settle',
    async () => (inFlight = await outboxInFlight()).length === 0,
    timeoutMs,
  ).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)} (still queued: ${inFlight.join(', ')})`);
  });
}

/** The whole database once the outbox has settled, for "this changed nothing" comparisons. */
export async function settledSnapshot(): Promise<Record<string, string>> {
  await outboxSettled();
  return serialize(await allDocuments());
}

/**
 * Polls `check` until it returns true; fails after `timeoutMs` with `what` in the message.
 * 90 s by default: how long a trigger's work may really take to show, not how fast an idle
 * machine does it. On a loaded 2-core CI machine the Functions emulator's queue (four
 * executions at once) held a burst of triggers (25 questions, 50 invitations) past 30 s.
 */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  if (!(await pollUntil(check, (ok) => ok, timeoutMs)))
    throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${what}`);
}
