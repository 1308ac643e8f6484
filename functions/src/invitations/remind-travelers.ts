// POST /api/remindTravelers { tripId } with the organizer's ID token: reminds the trip's
// invitees who have not answered (reminders.ts) and answers who it reached and who it skipped.
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../http/firebase-admin.js';
import { answer, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, readTripId, requirePost, requireUser } from '../http/request.js';
import { requireOrganizerOfDraft } from './create-invitations.js';
import { remindUnanswered } from './reminders.js';
import { readTripFacts } from './trip-facts.js';
import { HttpError } from '../http/http-error.js';
import { enforceRateLimit, type RateLimit } from '../http/rate-limit.js';

/** Reminder rounds one organizer may start in an hour, whatever the trip. */
export const REMIND_CALLS: RateLimit = { max: 10, windowMs: 60 * 60_000 };

export const remindTravelers = onRequest(
  {},
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const tripId = readTripId(readJsonObject(readJsonBody(req), ['tripId']));
    const firestore = db();
    // Each round reads every invitee and asks Auth about each: throttled per organizer.
    await enforceRateLimit(firestore, `remindTravelers:${user.uid}`, REMIND_CALLS, 'reminder rounds');
    await requireOrganizerOfDraft(firestore, tripId, user.uid);
    const facts = await readTripFacts(firestore, tripId);
    if (!facts) throw new HttpError(404, 'This trip does not exist.', 'tripId');
    answer(res, 'remindTravelers', await remindUnanswered(firestore, facts, new Date()));
  }),
);
