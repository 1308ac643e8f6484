// Email in the functions tests: calling the email code directly (the plain handlers behind the
// triggers) with what the emulator's functions use, the local SMTP server (maildev) and their
// firebase-admin; and reading the inbox once nothing is left to send. The inbox itself:
// tests/support/maildev.ts.
import { LOCAL_EMAIL } from '../../../scripts/local-config.mjs';
import { smtpTransport, type SenderConfig } from '../../../functions/src/email/sender';
import { db } from '../../../functions/src/http/firebase-admin';
import { allEmails, type InboxEmail } from '../../support/maildev';
import { outboxSettled } from './firestore-scan';

/**
 * The emails for which `match` holds, once every email queued so far was sent (or waits for a
 * later time): for "exactly this many arrived" assertions after the causes are in the outbox.
 * A cause a trigger has yet to queue is not waited for.
 */
export async function settledEmails(match: (email: InboxEmail) => boolean): Promise<InboxEmail[]> {
  await outboxSettled();
  return (await allEmails()).filter(match);
}

/** The sender as the emulator's functions configure it. */
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
