// Outbox document ids name the cause of an email (outbox.ts): a kind, then the parts that
// identify it (trip id, address key, event hash, generation …). One helper for every kind,
// so no trigger can make an id the outbox refuses: ids that would be too long, or hold
// characters a cause key may not, become a readable prefix plus a hash of all the parts.
import { createHash } from 'node:crypto';

/** The longest outbox id; Firestore allows 1500 bytes, but ids are read by people too. */
export const MAX_OUTBOX_ID = 200;
const PLAIN = /^[A-Za-z0-9_.:-]+$/;
const READABLE_PART = 60;

export function isOutboxId(id: string): boolean {
  return id.length > 0 && id.length <= MAX_OUTBOX_ID && PLAIN.test(id) && id !== '.' && id !== '..';
}

/**
 * `kind-part1-part2…` when that is a plain id of at most MAX_OUTBOX_ID characters; otherwise
 * `kind-<the first part, shortened>-<32 hex of SHA-256 over all parts>`. Empty parts are left
 * out (a trip without a generation stamp keeps the id it always had). The kind must be plain.
 */
export function outboxId(kind: string, ...parts: string[]): string {
  if (!/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/.test(kind)) throw new Error(`Outbox id kind must be plain: ${kind}`);
  const present = parts.filter((part) => part.length > 0);
  const plain = [kind, ...present].join('-');
  if (isOutboxId(plain)) return plain;
  // JSON keeps part boundaries: ('a-b', 'c') and ('a', 'b-c') hash differently.
  const digest = createHash('sha256').update(JSON.stringify(present)).digest('hex').slice(0, 32);
  const readable = (present[0] ?? '').replace(/[^A-Za-z0-9_.:-]/g, '').slice(0, READABLE_PART);
  return [kind, readable, digest].filter(Boolean).join('-');
}
