// The choices' functions (docs/decide-together.md):
// - confirmChoice: POST { tripId, choiceId, optionId } with the organizer's ID token (any time
//   while the choice is open) or a planner's (after the deadline); answers { tripId, choiceId,
//   version } once the option is the item of the newly published version;
// - onPlanChoiceUpdated: a choice turned confirmed queues the result email to everyone;
// - choiceReminders: every 15 minutes, the reminders due (the day before a deadline); `npm start`
//   runs the same body (choiceRemindersJob) on its local schedule (scripts/local-scheduler.ts).
import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { triggerPath } from '../domain/collections.js';
import { adminAuth, db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { confirmChoice as confirm } from './choices-store.js';
import { notifyChoiceConfirmed, runChoiceReminders } from './choices-notify.js';
import { readTripIdField } from './trip-id-field.js';

const CHOICE_ID_REQUIRED = 'choiceId must be the id of a choice on the plan.';
const OPTION_ID_REQUIRED = "optionId must be 'a', 'b' or 'c'.";

function readChoiceId(body: Record<string, unknown>): string {
  const { choiceId } = body;
  if (typeof choiceId !== 'string' || choiceId.length === 0 || choiceId.length > 200 || choiceId.includes('/'))
    throw new HttpError(400, CHOICE_ID_REQUIRED, 'choiceId');
  return choiceId;
}

export const confirmChoice = onRequest(
  {},
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const body = readJsonObject(readJsonBody(req), ['tripId', 'choiceId', 'optionId']);
    const tripId = readTripIdField(body);
    const choiceId = readChoiceId(body);
    const { optionId } = body;
    if (optionId !== 'a' && optionId !== 'b' && optionId !== 'c')
      throw new HttpError(400, OPTION_ID_REQUIRED, 'optionId');
    const name = typeof user.name === 'string' && user.name.trim() ? user.name : (user.email ?? 'Organizer');
    const isPlanner = user.admin === true && user.email_verified === true;
    const version = await confirm(db(), tripId, choiceId, optionId, { uid: user.uid, name, isPlanner }, new Date());
    answer(res, 'confirmChoice', { tripId, choiceId, version });
  }),
);

export const onPlanChoiceUpdated = onDocumentUpdated(
  { document: triggerPath.planChoice, retry: true },
  async (event) => {
    if (event.data?.before.get('status') === 'confirmed' || event.data?.after.get('status') !== 'confirmed') return;
    await notifyChoiceConfirmed(db(), adminAuth(), event.params.tripId, event.params.choiceId);
  },
);

/** The scheduled body, run by choiceReminders and by `npm start`'s local schedule. */
export async function choiceRemindersJob(now: Date): Promise<number> {
  return runChoiceReminders(db(), adminAuth(), now);
}

export const choiceReminders = onSchedule({ schedule: 'every 15 minutes', timeZone: 'UTC' }, async (event) => {
  const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
  const queued = await choiceRemindersJob(now);
  if (queued > 0) logger.info('Choice reminders', { now: now.toISOString(), queued });
});
