// The plan's calendar over HTTPS (docs/trip-plan.md, "Calendars"):
// - calendarToken: POST { tripId, action: 'renew' | 'revoke' } with the member's ID token;
// - planCalendarFeed: GET ?token=… answers the member's plan as text/calendar (what a
//   calendar app subscribes to; the webcal: link is the same URL);
// - planCalendarDownload: POST { tripId } with the member's ID token answers { fileName, ics }.
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { enforceRateLimit, type RateLimit } from '../http/rate-limit.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { tripRef } from '../firestore-refs.js';
import { calendarFileName, planCalendar } from './calendar.js';
import { calendarTokenOwner, renewCalendarToken, requireTripPerson, revokeCalendarToken } from './calendar-token.js';
import { planMembers, readPlanFor } from './plan-store.js';
import { readItemsSaidOut } from './choices-store.js';
import { readTripIdField } from './trip-id-field.js';

export const ACTION_REQUIRED = "action must be 'renew' or 'revoke'.";
export const UNKNOWN_FEED = 'This calendar link is not valid any more. Get a new one from the trip page.';
export const NO_PLAN_YET = 'The planners have not published a plan for this trip yet.';
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** New calendar links one account may make in an hour (docs/security.md, "Round 4"). */
export const CALENDAR_RENEWALS: RateLimit = { max: 10, windowMs: 60 * 60_000 };

export const calendarToken = onRequest(
  {},
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const body = readJsonObject(readJsonBody(req), ['tripId', 'action']);
    const tripId = readTripIdField(body);
    if (body.action === 'renew') {
      // Each renewal writes two documents; the shared limiter keeps a loop from filling the store.
      await enforceRateLimit(db(), `calendarToken:${user.uid}`, CALENDAR_RENEWALS, 'new calendar links');
      answer(res, 'calendarToken', { tripId, token: await renewCalendarToken(db(), tripId, user.uid) });
      return;
    }
    if (body.action !== 'revoke') throw new HttpError(400, ACTION_REQUIRED, 'action');
    await requireTripPerson(db(), tripId, user.uid);
    await revokeCalendarToken(db(), tripId, user.uid);
    answer(res, 'calendarToken', { tripId, revoked: true });
  }),
);

async function calendarText(tripId: string, uid: string): Promise<{ text: string; fileName: string }> {
  const trip = (await tripRef(db(), tripId).get()).data();
  // A member who left or was removed keeps no calendar, whatever token they hold.
  if (!trip || !planMembers(trip).includes(uid)) throw new HttpError(404, UNKNOWN_FEED);
  const [plan, saidOut] = await Promise.all([readPlanFor(db(), tripId, uid), readItemsSaidOut(db(), tripId, uid)]);
  if (!plan) throw new HttpError(404, NO_PLAN_YET);
  const tripName = typeof trip.tripName === 'string' ? trip.tripName : tripId;
  // An optional item the member said "Out" of is not in their calendar (docs/decide-together.md).
  const items = plan.version.items.filter((item) => !saidOut.has(item.id));
  const calendar = planCalendar({ tripId, tripName, uid, items, own: plan.own });
  return { text: calendar.toString(), fileName: calendarFileName(tripName) };
}

export const planCalendarFeed = onRequest(
  {},
  jsonHandler(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'Method not allowed. Use GET.');
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    if (!TOKEN.test(token)) throw new HttpError(400, 'token must be a calendar token.', 'token');
    const owner = await calendarTokenOwner(db(), token);
    if (!owner) throw new HttpError(404, UNKNOWN_FEED);
    const { text, fileName } = await calendarText(owner.tripId, owner.uid);
    res.set('Content-Type', 'text/calendar; charset=utf-8');
    res.set('Content-Disposition', `inline; filename="${fileName}"`);
    // Private to this member: no shared cache may keep it.
    res.set('Cache-Control', 'private, max-age=300');
    res.status(200).send(text);
  }),
);

export const planCalendarDownload = onRequest(
  {},
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const tripId = readTripIdField(readJsonObject(readJsonBody(req), ['tripId']));
    const { text, fileName } = await calendarText(tripId, user.uid);
    answer(res, 'planCalendarDownload', { fileName, ics: text });
  }),
);
