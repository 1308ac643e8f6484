// Reading the local inbox (maildev's REST API): what the functions really sent over SMTP.
import { LOCAL_EMAIL } from '../../../scripts/local-config.mjs';
import { smtpTransport, type SenderConfig } from '../../../functions/src/email/sender';
import { db } from '../../../functions/src/http/firebase-admin';

const API = `http://127.0.0.1:${LOCAL_EMAIL.webPort}/api/email`;

export interface ReceivedEmail {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  cc?: { address: string }[];
  bcc?: { address: string }[];
  text: string;
  html: string;
  headers: Record<string, string>;
}

export async function inbox(): Promise<ReceivedEmail[]> {
  const res = await fetch(API);
  if (!res.ok) throw new Error(`maildev: ${res.status}`);
  return (await res.json()) as ReceivedEmail[];
}

export async function clearInbox(): Promise<void> {
  const res = await fetch(`${API}/all`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`maildev clear: ${res.status}`);
}

/** The emails for which `match` holds, once there are at least `count` (or after the timeout). */
export async function waitForEmails(
  match: (email: ReceivedEmail) => boolean,
  count = 1,
  timeoutMs = 45_000,
): Promise<ReceivedEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inbox()).filter(match);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Waits a while and returns what arrived: for "nothing more arrives" assertions. */
export async function settle(match: (email: ReceivedEmail) => boolean, ms = 3000): Promise<ReceivedEmail[]> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return (await inbox()).filter(match);
}

export const sentTo = (address: string) => (email: ReceivedEmail) =>
  email.to.some((to) => to.address.toLowerCase() === address.toLowerCase());

/** The sender as the emulator's functions configure it, for calling the plain handlers in tests. */
export function localSender(smtpPort = LOCAL_EMAIL.smtpPort): SenderConfig {
  return {
    transport: smtpTransport(`smtp://127.0.0.1:${smtpPort}`),
    from: LOCAL_EMAIL.from,
    appUrl: 'http://127.0.0.1:5173',
    unsubscribeSecret: LOCAL_EMAIL.unsubscribeSecret,
  };
}

/**
 * Firestore through the functions' own firebase-admin copy: the email code under test checks
 * Timestamps and documents against that package, not the root one the other helpers use.
 */
export function functionsDb() {
  process.env.GCLOUD_PROJECT ??= 'demo-tripplanner';
  return db();
}
