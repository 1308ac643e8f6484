// Names in the answer-notification bookkeeping (functions/src/email/notify-answers.ts), shared
// with the clean-up plans (account-deletion.ts), which must find what an answer left behind.

/** The outbox id of the batch of answers that the response `responseId` (its uid) opened. */
export const answerBatchId = (tripId: string, responseId: string) => `answers-${tripId}-${responseId}`;
