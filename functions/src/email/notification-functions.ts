// The Firestore triggers that turn trip events into outbox documents (sent by send-functions.ts).
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { triggerPath } from '../domain/collections.js';
import { adminAuth, db } from '../http/firebase-admin.js';
import { PLANNERS_EMAIL } from './config.js';
import { notifyAnswer } from './notify-answers.js';
import { notifyTripChange } from './notify-trip-changes.js';

export const onResponseCreated = onDocumentCreated({ document: triggerPath.response, retry: true }, async (event) => {
  await notifyAnswer(db(), event.params.tripId, event.params.responseId, new Date());
});

export const onTripUpdated = onDocumentUpdated({ document: triggerPath.trip, retry: true }, async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after) return;
  await notifyTripChange(
    { db: db(), auth: adminAuth(), plannersEmail: PLANNERS_EMAIL.value(), now: new Date() },
    { tripId: event.params.tripId, eventId: event.id, before, after },
  );
});
