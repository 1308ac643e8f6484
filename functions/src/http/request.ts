// Request checks shared by the HTTP functions: method, JSON body and the caller's ID token.
import type { Request } from 'firebase-functions/v2/https';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from './firebase-admin.js';
import { HttpError } from './http-error.js';

export function requirePost(req: Request): void {
  if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed. Use POST.');
}

/**
 * Parses the raw body ourselves so a malformed body is a JSON 400 from us, whatever the
 * content type the client sent.
 */
export function readJsonBody(req: Request): unknown {
  const raw = req.rawBody;
  if (!raw || raw.length === 0) {
    if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) return req.body;
    throw new HttpError(400, 'The request body must be a JSON object');
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
}

/**
 * A JSON object body whose keys are all in `allowed` (400 naming the first other key).
 * Returned as a record so callers then check each allowed field's type themselves.
 */
export function readJsonObject(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The request body must be a JSON object');
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) throw new HttpError(400, `Unexpected field: ${key}`, key);
  }
  return body as Record<string, unknown>;
}

/**
 * Verifies `Authorization: Bearer <Firebase ID token>` and returns the decoded token.
 * `checkRevoked` also asks Auth whether the account still exists, is enabled and the token
 * was not revoked (one extra lookup; the Auth emulator always does it).
 */
export async function requireUser(req: Request, options: { checkRevoked?: boolean } = {}): Promise<DecodedIdToken> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'Sign in to continue.');
  try {
    return await adminAuth().verifyIdToken(match[1], options.checkRevoked ?? false);
  } catch {
    throw new HttpError(401, 'Your sign-in has expired. Please sign in again.');
  }
}

// New trip ids are at most TRIP_ID_MAX_LENGTH characters (domain/trip-id.ts), but trips made
// before that cap can be longer; the functions accept any id Firestore could store (at most
// 1500 bytes, no slash) so those trips stay manageable.
const FIRESTORE_ID_MAX_BYTES = 1500;

/** body.tripId as a document id, or a 400 naming the field. */
export function readTripId(body: Record<string, unknown>): string {
  const { tripId } = body;
  if (
    typeof tripId !== 'string' ||
    tripId.length === 0 ||
    Buffer.byteLength(tripId, 'utf8') > FIRESTORE_ID_MAX_BYTES ||
    tripId.includes('/') ||
    tripId === '.' ||
    tripId === '..' ||
    /^__.*__$/.test(tripId)
  )
    throw new HttpError(400, 'tripId must be a trip id.', 'tripId');
  return tripId;
}
