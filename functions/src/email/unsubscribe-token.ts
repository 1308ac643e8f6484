// One-click unsubscribe tokens: `<uid, base64url>.<HMAC-SHA256, base64url>`. The signature,
// made with UNSUBSCRIBE_SECRET, is what grants the unsubscribe: knowing a uid is not enough.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'tripwise-unsubscribe-v1';

function signature(secret: string, uid: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${uid}`).digest();
}

export function unsubscribeToken(secret: string, uid: string): string {
  if (!secret) throw new Error('UNSUBSCRIBE_SECRET is empty');
  return `${Buffer.from(uid, 'utf8').toString('base64url')}.${signature(secret, uid).toString('base64url')}`;
}

/** The uid the token was made for, or null when it is malformed or not signed with this secret. */
export function verifyUnsubscribeToken(secret: string, token: unknown): string | null {
  if (!secret || typeof token !== 'string' || token.length > 512) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const uid = Buffer.from(match[1], 'base64url').toString('utf8');
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(secret, uid);
  return given.length === expected.length && timingSafeEqual(given, expected) ? uid : null;
}

/** The URL in the email's footer and List-Unsubscribe header (the Hosting rewrite /api/unsubscribe). */
export function unsubscribeUrl(appUrl: string, token: string): string {
  return `${new URL(appUrl).origin}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}
