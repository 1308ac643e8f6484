// POST /api/inviteTravelers { tripId, addresses } with the organizer's ID token: invites the
// pasted addresses (create-invitations.ts). 4xx JSON errors name what is wrong.
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, readTripId, requirePost, requireUser } from '../http/request.js';
import { enforceRateLimit, type RateLimit } from '../http/rate-limit.js';
import { createInvitations, MAX_ADDRESS_TEXT } from './create-invitations.js';

/** Lists one organizer may send in an hour, whatever the trip (the 50 a day per trip still apply). */
export const INVITE_CALLS: RateLimit = { max: 20, windowMs: 60 * 60_000 };

export const inviteTravelers = onRequest(
  {},
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const body = readJsonObject(readJsonBody(req), ['tripId', 'addresses']);
    const tripId = readTripId(body);
    await enforceRateLimit(db(), `inviteTravelers:${user.uid}`, INVITE_CALLS, 'invitation lists');
    const addresses = body.addresses;
    if (typeof addresses !== 'string') throw new HttpError(400, 'addresses must be text', 'addresses');
    if (addresses.length > MAX_ADDRESS_TEXT) throw new HttpError(400, 'That list is too long.', 'addresses');
    const result = await createInvitations(db(), { tripId, organizerUid: user.uid, addresses, now: new Date() });
    answer(res, 'inviteTravelers', result);
  }),
);
