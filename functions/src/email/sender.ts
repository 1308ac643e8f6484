// Sends outbox documents. A document is claimed in a transaction before anything is sent, so
// two triggers, a trigger and the retry sweep, or two sweeps never send the same email twice.
// A failed send is recorded (attempts, lastError) and retried with backoff by the sweep.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { outboxCollection, outboxRef, userRef } from '../firestore-refs.js';
import type { OutboxDoc } from './outbox.js';
import { renderEmail } from './render.js';
import { oneLine } from './safe-text.js';
import { addressOptedOut, INVITATION_TEMPLATES } from './address-opt-out.js';
import { addressUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from './unsubscribe-token.js';

/** What the sender needs from nodemailer: a transport's sendMail. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<{ messageId?: string }>;
}

/** An SMTP transport for an smtp(s):// URL (any provider; locally maildev). */
export function smtpTransport(url: string): MailTransport {
  return createTransport(url);
}

export interface SenderConfig {
  transport: MailTransport;
  from: string;
  appUrl: string;
  unsubscribeSecret: string;
  /** The first retry's wait (then doubling); FIRST_RETRY_MS unless set (the local scheduler's tests shorten it). */
  firstRetryMs?: number;
}

export const MAX_ATTEMPTS = 8;
/**
 * How long a claim holds. If the function dies mid-send, the sweep may retry after this; a
 * crash between a successful SMTP hand-off and recording it is the only way to send twice.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;
export const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;

/** Wait before attempt n+1 after n failed attempts: 1, 2, 4, 8 … minutes, at most 6 hours. */
export function retryDelayMs(failedAttempts: number, firstRetryMs = FIRST_RETRY_MS): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_MS);
}

export type SendOutcome = 'sent' | 'skipped' | 'retrying' | 'failed' | 'not-due' | 'error';

/** Sends outbox/{id} if it is due at `now` and nobody else holds it. */
export async function sendOutboxEmail(
  db: Firestore,
  id: string,
  now: Date,
  config: SenderConfig,
): Promise<SendOutcome> {
  const ref = outboxRef(db, id);
  const claimed = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const doc = snap.data() as OutboxDoc | undefined;
    if (!doc || !doc.nextAttemptAt) return null; // gone, or already sent / skipped / failed
    if (doc.nextAttemptAt.toMillis() > now.getTime()) return null; // claimed by another, or backing off
    const attempts = doc.attempts + 1;
    tx.update(ref, {
      status: 'sending',
      attempts,
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + CLAIM_LEASE_MS),
    });
    return { ...doc, attempts };
  });
  if (!claimed) return 'not-due';

  if (claimed.category === 'optional' && claimed.uid && (await hasOptedOut(db, claimed.uid))) {
    await ref.update({ status: 'skipped', skippedReason: 'opted-out', nextAttemptAt: FieldValue.delete() });
    return 'skipped';
  }
  if (INVITATION_TEMPLATES.includes(claimed.template) && (await addressOptedOut(db, claimed.to))) {
    await ref.update({ status: 'skipped', skippedReason: 'address-opted-out', nextAttemptAt: FieldValue.delete() });
    return 'skipped';
  }

  try {
    const mail = await buildMail(claimed, config);
    const info = await config.transport.sendMail(mail);
    await ref.update({
      status: 'sent',
      sentAt: Timestamp.fromDate(now),
      lastError: null,
      messageId: info.messageId ?? '',
      nextAttemptAt: FieldValue.delete(),
    });
    return 'sent';
  } catch (err) {
    const lastError = oneLine(err instanceof Error ? err.message : String(err), 500);
    if (claimed.attempts >= MAX_ATTEMPTS) {
      await ref.update({ status: 'failed', lastError, nextAttemptAt: FieldValue.delete() });
      return 'failed';
    }
    await ref.update({
      status: 'retrying',
      lastError,
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + retryDelayMs(claimed.attempts, config.firstRetryMs)),
    });
    return 'retrying';
  }
}

async function hasOptedOut(db: Firestore, uid: string): Promise<boolean> {
  const user = await userRef(db, uid).get();
  return user.get('emailOptOut') === true;
}

/**
 * The unsubscribe link of an email, if it has one: invitations and reminders carry one for
 * their address (the invitee may have no account); other optional emails one for the account.
 */
function unsubscribeLink(doc: OutboxDoc, config: SenderConfig): string | undefined {
  if (INVITATION_TEMPLATES.includes(doc.template))
    return unsubscribeUrl(config.appUrl, addressUnsubscribeToken(config.unsubscribeSecret, doc.to));
  if (doc.category === 'optional' && doc.uid)
    return unsubscribeUrl(config.appUrl, unsubscribeToken(config.unsubscribeSecret, doc.uid));
  return undefined;
}

/** The message as handed to SMTP (exported for the tests, which read its headers). */
export async function buildMail(doc: OutboxDoc, config: SenderConfig): Promise<SendMailOptions> {
  const unsubscribe = unsubscribeLink(doc, config);
  const rendered = await renderEmail(doc.template, doc.props, { appUrl: config.appUrl, unsubscribeUrl: unsubscribe });
  return {
    from: config.from,
    to: doc.to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to the URL.
    headers: unsubscribe
      ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : undefined,
  };
}

export interface SweepResult {
  examined: number;
  outcomes: Partial<Record<SendOutcome, number>>;
}

const SWEEP_BATCH = 100;

/**
 * The retry sweep: every outbox document due at `now` (new, backing off, or with an expired
 * claim). A plain function, so tests and scripts run it for any `now`.
 */
export async function sendDueEmails(db: Firestore, now: Date, config: SenderConfig): Promise<SweepResult> {
  const due = await outboxCollection(db)
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextAttemptAt')
    .limit(SWEEP_BATCH)
    .get();
  const result: SweepResult = { examined: due.size, outcomes: {} };
  // One at a time: one bad address only fails its own document, and SMTP servers dislike bursts.
  for (const doc of due.docs) {
    let outcome: SendOutcome;
    try {
      outcome = await sendOutboxEmail(db, doc.id, now, config);
    } catch (err) {
      // A document the sender could not even claim or record (contention, a malformed
      // document) is left for the next sweep; the others are still sent.
      logger.error('Outbox sweep: document failed', { id: doc.id, error: String(err) });
      outcome = 'error';
    }
    result.outcomes[outcome] = (result.outcomes[outcome] ?? 0) + 1;
  }
  return result;
}
