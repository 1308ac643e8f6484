// What goes into a header or a subject is one line of text: user-written names and trip
// names may hold CR/LF (header injection) or other control characters. HTML escaping is
// React's job in the templates; this module guards the places React does not reach.
import { isValidEmail } from '../domain/invitations.js';

// Control characters (C0, DEL, C1) and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line: every run of line breaks or control characters becomes a single space. */
export function oneLine(text: string, maxLength = 200): string {
  const flat = text.replace(LINE_BREAKS_AND_CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

/** A single plain address: the same check as the invite form's (domain/invitations.ts). */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && isValidEmail(value);
}

/**
 * An absolute link on the app's own origin. Templates get paths, never whole URLs, so an
 * email can only ever point at APP_URL ('//evil.example' and 'https:' paths are refused).
 */
export function appLink(appUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
    throw new Error(`Email links must be paths on the app's origin: ${path}`);
  }
  const origin = new URL(appUrl).origin;
  const url = new URL(path, origin);
  if (url.origin !== origin) throw new Error(`Email link leaves the app's origin: ${path}`);
  return url.toString();
}
