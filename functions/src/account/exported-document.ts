// A Firestore document as the data export writes it (account/export-data.ts, export-plan.ts).
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import type { ExportedDocument } from '../domain/account-export.js';

/** Firestore values as JSON: Timestamps as ISO strings, references as paths, bytes as base64. */
export function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(plain);
  const candidate = value as { toDate?: unknown; path?: unknown; firestore?: unknown };
  if (typeof candidate.toDate === 'function') return (candidate.toDate as () => Date).call(value).toISOString();
  if (typeof candidate.path === 'string' && candidate.firestore) return candidate.path;
  if (Buffer.isBuffer(value)) return value.toString('base64');
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
}

/**
 * Fields that are capabilities, not personal data: whoever holds one can act with it (an invite
 * key joins the trip, a calendar token opens the feed, an unsubscribe token switches email off).
 * A copy of the export must open nothing, so these never leave in it, at any depth
 * (docs/security.md, "Round 4").
 */
export const CAPABILITY_FIELDS: ReadonlySet<string> = new Set([
  'inviteKey',
  'token',
  'calendarToken',
  'unsubscribeToken',
  'unsubscribeUrl',
]);

/** The value with every capability field taken out, however deep. */
export function withoutCapabilities(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCapabilities);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !CAPABILITY_FIELDS.has(key))
      .map(([key, inner]) => [key, withoutCapabilities(inner)]),
  );
}

/** The document's path and its data (or the given part of it) as JSON, without capabilities. */
export function exported(snap: DocumentSnapshot, data: DocumentData | undefined = snap.data()): ExportedDocument {
  return { path: snap.ref.path, data: withoutCapabilities(plain(data ?? {})) as Record<string, unknown> };
}
