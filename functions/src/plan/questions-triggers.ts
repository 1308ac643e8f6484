// The trigger behind plan questions (questions-notify.ts): every write of a question keeps the
// group's marker in step and queues the emails it calls for.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { triggerPath } from '../domain/collections.js';
import { PLANNERS_EMAIL } from '../email/config.js';
import { adminAuth, db } from '../http/firebase-admin.js';
import { handleQuestionWrite } from './questions-notify.js';

export const onPlanQuestionWritten = onDocumentWritten(
  { document: triggerPath.planQuestion, retry: true },
  async (event) => {
    await handleQuestionWrite(
      { db: db(), auth: adminAuth(), plannersEmail: PLANNERS_EMAIL.value(), now: new Date() },
      {
        tripId: event.params.tripId,
        questionId: event.params.questionId,
        before: event.data?.before.data() ?? null,
        after: event.data?.after.data() ?? null,
      },
    );
  },
);
