// Names in the answer-notification bookkeeping (functions/src/email/notify-answers.ts), shared
// with the clean-up plans (account-deletion.ts), which must find what an answer left behind.

import { outboxId } from '../email/outbox-id.js';

/**
 * The outbox id of the batch of answers that the response `responseId` (its uid) opened, in
 * the trip's generation (its creation stamp, `answerDigests/{tripId}.tripGeneration`): the same
 * traveler answering a trip re-created under the same id opens a new batch, not the old one.
 */
export const answerBatchId = (tripId: string, responseId: string, generation: string) =>
  outboxId('answers', tripId, generation, responseId);
