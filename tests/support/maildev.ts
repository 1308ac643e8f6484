// The local inbox (maildev, LOCAL_EMAIL.webPort): what the functions really sent over SMTP,
// read through its REST API. Shared by the functions tests and the browser journeys, which run
// at the same time: nobody empties it; each test finds its own emails by unique addresses.
import { LOCAL_EMAIL } from '../../scripts/local-config.mjs';
import { WEB_ORIGIN } from '../../scripts/local-endpoints.mjs';
import { pollUntil } from './poll';

export const INBOX_BASE = `http://127.0.0.1:${LOCAL_EMAIL.webPort}`;

export interface InboxEmail {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  cc?: { address: string }[];
  bcc?: { address: string }[];
  text: string;
  html: string;
  headers: Record<string, string>;
}

export async function allEmails(): Promise<InboxEmail[]> {
  const res = await fetch(`${INBOX_BASE}/api/email`);
  if (!res.ok) throw new Error(`maildev answered ${res.status}`);
  return (await res.json()) as InboxEmail[];
}

/** A filter: emails addressed to `address` (case-insensitive). */
export const sentTo = (address: string) => {
  const wanted = address.toLowerCase();
  return (email: InboxEmail) => email.to.some((to) => to.address.toLowerCase() === wanted);
};

export async function emailsTo(address: string): Promise<InboxEmail[]> {
  return (await allEmails()).filter(sentTo(address));
}

/** The emails for which `match` holds, once there are at least `count` (or after the timeout). */
export async function waitForEmails(
  match: (email: InboxEmail) => boolean,
  count = 1,
  // As long as a trigger's work may take on a loaded machine (tests/functions/helpers/firestore-scan.ts).
  timeoutMs = 90_000,
): Promise<InboxEmail[]> {
  return pollUntil(
    async () => (await allEmails()).filter(match),
    (found) => found.length >= count,
    timeoutMs,
  );
}

/** The first link into the app (APP_URL) in an email's plain-text part. */
export function appLinkIn(email: InboxEmail, appUrl = WEB_ORIGIN): string {
  const match = new RegExp(`${appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\S+`).exec(email.text);
  if (!match) throw new Error(`No app link in: ${email.text}`);
  return match[0];
}
