// "Publish": a planner makes the draft the group's next version. POST { tripId } with a
// planner's ID token (admin claim, verified email); answers { tripId, version }.
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { publishDraft } from './plan-store.js';
import { readTripIdField } from './trip-id-field.js';

export const NOT_PLANNER = 'Only planners can publish a plan.';

export const publishPlan = onRequest(
  {},
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    if (user.admin !== true || user.email_verified !== true) throw new HttpError(403, NOT_PLANNER);
    const tripId = readTripIdField(readJsonObject(readJsonBody(req), ['tripId']));
    const name = typeof user.name === 'string' && user.name.trim() ? user.name : (user.email ?? 'Planner');
    const version = await publishDraft(db(), tripId, { uid: user.uid, name });
    answer(res, 'publishPlan', { tripId, version });
  }),
);
