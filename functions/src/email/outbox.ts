// Every email is first an outbox/{id} document, keyed by what caused it (an event, a reminder
// round, an invitee), and only then sent by the functions (sender.ts). Creating the document
// only if it is absent is what makes a repeated trigger or a second click harmless: the same
// cause names the same document, and a document is sent at most once.
// Only the functions write here; no rule grants clients any access (firestore.rules).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { outboxRef } from '../firestore-refs.js';
import { isOutboxId } from './outbox-id.js';
import { isEmailAddress } from './safe-text.js';
import type { TemplateProps } from './templates/index.js';
import { isTemplateName, type TemplateName } from './templates/names.js';

/** 'transactional' always goes; 'optional' respects the recipient's users/{uid}.emailOptOut. */
export type EmailCategory = 'transactional' | 'optional';

/**
 * pending → sending → sent, or → retrying (SMTP failed; nextAttemptAt says when) → … → failed
 * after MAX_ATTEMPTS; skipped when the recipient opted out of optional email.
 */
export type OutboxStatus = 'pending' | 'sending' | 'retrying' | 'sent' | 'failed' | 'skipped';

export interface OutboxDoc {
  to: string;
  template: TemplateName;
  props: Record<string, unknown>;
  category: EmailCategory;
  /** The recipient's account, when there is one: needed for opt-out and unsubscribe links. */
  uid: string | null;
  status: OutboxStatus;
  attempts: number;
  createdAt: Timestamp;
  /** When the sender should next look at it; absent once sent, skipped or failed. */
  nextAttemptAt?: Timestamp;
  sentAt: Timestamp | null;
  lastError: string | null;
  messageId?: string;
  skippedReason?: string;
}

export interface QueueEmail<Name extends TemplateName> {
  /** The cause key, made by outboxId() (outbox-id.ts), e.g. `paid-<sessionId>`; the document id. */
  id: string;
  to: string;
  template: Name;
  props: TemplateProps<Name>;
  category: EmailCategory;
  uid?: string | null;
  /** Not before this time (default: now); grouped notifications wait for their window. */
  sendAt?: Date;
}

/** The document queueEmail writes, checked; for callers that must create it inside their own transaction. */
export function outboxDocument<Name extends TemplateName>(email: QueueEmail<Name>): OutboxDoc {
  if (!isOutboxId(email.id)) {
    throw new Error(`Outbox id must be a plain cause key: ${email.id}`);
  }
  if (!isEmailAddress(email.to)) throw new Error(`Not a single email address: ${JSON.stringify(email.to)}`);
  if (!isTemplateName(email.template)) throw new Error(`Unknown email template: ${String(email.template)}`);
  const now = Timestamp.now();
  return {
    to: email.to,
    template: email.template,
    props: email.props as Record<string, unknown>,
    category: email.category,
    uid: email.uid ?? null,
    status: 'pending',
    attempts: 0,
    createdAt: now,
    nextAttemptAt: email.sendAt ? Timestamp.fromDate(email.sendAt) : now,
    sentAt: null,
    lastError: null,
  };
}

/**
 * Writes outbox/{id} unless it already exists. Returns true when this call created it
 * (the email will be sent), false when the cause was already queued (nothing new happens).
 */
export async function queueEmail<Name extends TemplateName>(db: Firestore, email: QueueEmail<Name>): Promise<boolean> {
  const doc = outboxDocument(email);
  try {
    await outboxRef(db, email.id).create(doc);
    return true;
  } catch (err) {
    if (isAlreadyExists(err)) return false;
    throw err;
  }
}

// gRPC ALREADY_EXISTS, which DocumentReference.create() throws when the document is there.
function isAlreadyExists(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 6;
}
