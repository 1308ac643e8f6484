// The conversation's functions (docs/conversation.md, "Email"):
// - conversationDigest: every day at 08:00 UTC, each person's digest of new messages (the body,
//   conversationDigestJob, also runs on `npm start`'s local schedule, scripts/local-scheduler.ts);
// - onGroupMessageCreated: a trip-chat message's "@Name" mentions, emailed at once.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { triggerPath } from '../domain/collections.js';
import { DIGEST_HOUR_UTC } from '../domain/conversation-digest.js';
import { adminAuth, db } from '../http/firebase-admin.js';
import { runConversationDigests, type DigestRun } from './conversation-digest.js';
import { notifyMentions } from './mention-emails.js';

/** The scheduled body, run by conversationDigest and by `npm start`'s local schedule. */
export async function conversationDigestJob(now: Date): Promise<DigestRun> {
  return runConversationDigests(db(), adminAuth(), now);
}

export const conversationDigest = onSchedule(
  { schedule: `every day ${String(DIGEST_HOUR_UTC).padStart(2, '0')}:00`, timeZone: 'UTC' },
  async (event) => {
    const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
    const run = await conversationDigestJob(now);
    logger.info('Conversation digests', { now: now.toISOString(), ...run });
  },
);

export const onGroupMessageCreated = onDocumentCreated(
  { document: triggerPath.message, retry: true },
  async (event) => {
    await notifyMentions(db(), adminAuth(), event.params.tripId, event.params.messageId);
  },
);
