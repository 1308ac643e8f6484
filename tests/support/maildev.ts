// The local inbox (maildev, LOCAL_EMAIL.webPort): what the functions really sent over SMTP,
// read through its REST API. Shared by the functions tests and the browser journeys.
import { LOCAL_EMAIL } from '../../scripts/local-config.mjs';
import { WEB_ORIGIN } from '../../scripts/local-endpoints.mjs';

export const INBOX_BASE = `http://127.0.0.1:${LOCAL_EMAIL.webPort}`;

export interface InboxEmail {
  subject: string;
  to: { address: string; name?: string }[];
  text: string;
  html: string;
  headers: Record<string, string>;
}

export async function allEmails(): Promise<InboxEmail[]> {
  const res = await fetch(`${INBOX_BASE}/api/email`);
  if (!res.ok) throw new Error(`maildev answered ${res.status}`);
  return (await res.json()) as InboxEmail[];
}

export async function emailsTo(address: string): Promise<InboxEmail[]> {
  const wanted = address.toLowerCase();
  return (await allEmails()).filter((email) => email.to.some((to) => to.address.toLowerCase() === wanted));
}

export async function clearInbox(): Promise<void> {
  const res = await fetch(`${INBOX_BASE}/api/email/all`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`maildev answered ${res.status} to DELETE`);
}

/** The first link into the app (APP_URL) in an email's plain-text part. */
export function appLinkIn(email: InboxEmail, appUrl = WEB_ORIGIN): string {
  const match = new RegExp(`${appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\S+`).exec(email.text);
  if (!match) throw new Error(`No app link in: ${email.text}`);
  return match[0];
}
