// One-click unsubscribe tokens. For an account: `<uid, base64url>.<HMAC-SHA256, base64url>`;
// for an invited address, which may have no account: `a.<address, base64url>.<HMAC>`, signed
// for another purpose so neither kind can stand for the other. The signature, made with
// UNSUBSCRIBE_SECRET, is what grants the unsubscribe: knowing a uid or an address is not enough.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isEmailAddress } from './safe-text.js';
import { hostingPath } from '../domain/hosted-functions.js';

const PURPOSE = 'tripwise-unsubscribe-v1';
const ADDRESS_PURPOSE = 'tripwise-unsubscribe-address-v1';

function signature(secret: string, uid: string, purpose = PURPOSE): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${uid}`).digest();
}

function matches(given: string, expected: Buffer): boolean {
  const bytes = Buffer.from(given, 'base64url');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/** The token in invitations and reminders: unsubscribes the address from them, account or not. */
export function addressUnsubscribeToken(secret: string, address: string): string {
  if (!secret) throw new Error('UNSUBSCRIBE_SECRET is empty');
  const email = address.trim().toLowerCase();
  return `a.${Buffer.from(email, 'utf8').toString('base64url')}.${signature(secret, email, ADDRESS_PURPOSE).toString('base64url')}`;
}

/** The address an address token was made for, or null. */
export function verifyAddressUnsubscribeToken(secret: string, token: unknown): string | null {
  if (!secret || typeof token !== 'string' || token.length > 512) return null;
  const match = /^a\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const email = Buffer.from(match[1], 'base64url').toString('utf8');
  if (!isEmailAddress(email) || email !== email.toLowerCase()) return null;
  return matches(match[2], signature(secret, email, ADDRESS_PURPOSE)) ? email : null;
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
  return matches(match[2], signature(secret, uid)) ? uid : null;
}

/** The URL in the email's footer and List-Unsubscribe header (the Hosting rewrite /api/unsubscribe). */
export function unsubscribeUrl(appUrl: string, token: string): string {
  return `${new URL(appUrl).origin}${hostingPath('unsubscribe')}?token=${encodeURIComponent(token)}`;
}
