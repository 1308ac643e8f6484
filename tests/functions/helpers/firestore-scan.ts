// Whole-database views for clean-up tests: every document (in every collection and
// sub-collection) with its data, so a test can say "nothing anywhere mentions X" and
// "this call changed nothing".
import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { adminDb, WRITTEN_BY_TRIGGERS } from './emulators';

export type Snapshot = Map<string, unknown>;

async function walk(collections: CollectionReference[], into: Snapshot): Promise<void> {
  for (const collection of collections) {
    const refs: DocumentReference[] = await collection.listDocuments();
    for (const ref of refs) {
      const snap = await ref.get();
      // listDocuments also returns "missing" parents of sub-collections: walk them, keep no data.
      if (snap.exists) into.set(ref.path, snap.data());
      await walk(await ref.listCollections(), into);
    }
  }
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
  return hits;
}

/** A comparable form of a snapshot (Timestamps become their JSON form), without WRITTEN_BY_TRIGGERS. */
export function serialize(snapshot: Snapshot): Record<string, string> {
  return Object.fromEntries(
    [...snapshot]
      .filter(([path]) => !WRITTEN_BY_TRIGGERS.some((prefix) => path.startsWith(prefix)))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, data]) => [path, JSON.stringify(data)]),
  );
}

/** Polls `check` until it returns true; fails after `timeoutMs` with `what` in the message. */
export async function eventually(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 30_000,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
