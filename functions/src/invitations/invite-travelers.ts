// POST /api/inviteTravelers { tripId, addresses } with the organizer's ID token: invites the
// pasted addresses (create-invitations.ts). 4xx JSON errors name what is wrong.
import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../http/firebase-admin.js';
import { HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { createInvitations, MAX_ADDRESS_TEXT } from './create-invitations.js';

// Trip ids are a slugged first name and trip name (up to 100 characters each, domain/trip-id.ts).
const MAX_TRIP_ID = 300;

export function readTripId(body: Record<string, unknown>): string {
  const tripId = body.tripId;
  if (typeof tripId !== 'string' || tripId.length === 0 || tripId.length > MAX_TRIP_ID || tripId.includes('/'))
    throw new HttpError(400, 'tripId must be a trip id', 'tripId');
  return tripId;
}

export const inviteTravelers = onRequest(
  {},
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    const body = readJsonObject(readJsonBody(req), ['tripId', 'addresses']);
    const tripId = readTripId(body);
    const addresses = body.addresses;
    if (typeof addresses !== 'string') throw new HttpError(400, 'addresses must be text', 'addresses');
    if (addresses.length > MAX_ADDRESS_TEXT) throw new HttpError(400, 'That list is too long.', 'addresses');
    const result = await createInvitations(db(), { tripId, organizerUid: user.uid, addresses, now: new Date() });
    res.status(200).json(result);
  }),
);
