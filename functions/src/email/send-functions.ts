// The deployed senders: a trigger sends each new outbox document at once; the scheduled sweep
// retries failures with backoff and sends grouped notifications when their window opens.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { createTransport, type Transporter } from 'nodemailer';
import { triggerPath } from '../domain/collections.js';
import { db } from '../http/firebase-admin.js';
import { APP_URL } from '../payments/config.js';
import { EMAIL_SECRETS, MAIL_FROM, SMTP_URL, UNSUBSCRIBE_SECRET } from './config.js';
import { sendDueEmails, sendOutboxEmail, type SenderConfig, type SweepResult } from './sender.js';

let transport: { url: string; transporter: Transporter } | undefined;

/** The configured sender; one SMTP transport per function instance (and per URL). */
export function senderConfig(): SenderConfig {
  const url = SMTP_URL.value();
  if (transport?.url !== url) transport = { url, transporter: createTransport(url) };
  return {
    transport: transport.transporter,
    from: MAIL_FROM.value(),
    appUrl: APP_URL.value(),
    unsubscribeSecret: UNSUBSCRIBE_SECRET.value(),
  };
}

export const onOutboxCreated = onDocumentCreated(
  { document: triggerPath.outboxItem, secrets: EMAIL_SECRETS },
  async (event) => {
    const outcome = await sendOutboxEmail(db(), event.params.id, new Date(), senderConfig());
    if (outcome === 'retrying' || outcome === 'failed') logger.warn('Email not sent', { id: event.params.id, outcome });
  },
);

/** The retry sweep's whole job, run by retryOutbox and by `npm start`'s local schedule (scripts/local-scheduler.ts). */
export async function outboxSweep(now: Date, config: SenderConfig = senderConfig()): Promise<SweepResult> {
  return sendDueEmails(db(), now, config);
}

export const retryOutbox = onSchedule({ schedule: 'every 5 minutes', secrets: EMAIL_SECRETS }, async () => {
  const result = await outboxSweep(new Date());
  if (result.examined > 0) logger.info('Outbox sweep', result);
});
