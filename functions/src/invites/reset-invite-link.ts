// "Reset invite link": the organizer replaces the trip's invite key; every earlier link stops
// working at once (its invites record is deleted and the rules compare joins with the new key).
// POST { tripId } with the organizer's ID token; answers { tripId, inviteKey }.
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, readTripId, requirePost, requireUser } from '../http/request.js';
import { resetInviteKey } from './invite-store.js';

export const NOT_ORGANIZER = 'Only the organizer of this trip can reset its invite link.';

export const resetInviteLink = onRequest(
  {},
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const tripId = readTripId(readJsonObject(readJsonBody(req), ['tripId']));
    const outcome = await resetInviteKey(db(), tripId, user.uid);
    if (outcome.kind === 'not-organizer') throw new HttpError(403, NOT_ORGANIZER);
    logger.info('Invite link reset', { tripId });
    answer(res, 'resetInviteLink', { tripId, inviteKey: outcome.inviteKey });
  }),
);
