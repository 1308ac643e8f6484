// POST /api/withdrawInvitation { tripId, email } with the organizer's ID token: the "Withdraw"
// button beside a pending invitation. The invitee is never reminded again
// (withdraw-invitations.ts); answers { email, outcome }.
import { onRequest } from 'firebase-functions/v2/https';
import { isValidEmail, normalizeEmail } from '../domain/invitations.js';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, readTripId, requirePost, requireUser } from '../http/request.js';
import { requireOrganizerOfDraft } from './create-invitations.js';
import { markWithdrawn } from './withdraw-invitations.js';

export const NOT_INVITED = 'Nobody was invited at this address on this trip.';

export const withdrawInvitation = onRequest(
  {},
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const body = readJsonObject(readJsonBody(req), ['tripId', 'email']);
    const tripId = readTripId(body);
    const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
    if (!isValidEmail(email)) throw new HttpError(400, 'Give the invited email address to withdraw.', 'email');
    const firestore = db();
    await requireOrganizerOfDraft(firestore, tripId, user.uid);
    const outcome = await markWithdrawn(firestore, tripId, email, new Date());
    if (outcome === 'not-invited') throw new HttpError(404, NOT_INVITED, 'email');
    answer(res, 'withdrawInvitation', { email, outcome });
  }),
);
