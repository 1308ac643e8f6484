// The tripId of a plan request's JSON body, checked (400 naming the field otherwise).
import { HttpError } from '../http/http-error.js';

const TRIP_ID_REQUIRED = 'tripId must be a trip id.';
// Firestore document ids: no slash, at most 1500 bytes; trip ids are far shorter.
const TRIP_ID_MAX = 200;

export function readTripIdField(body: Record<string, unknown>): string {
  const { tripId } = body;
  if (typeof tripId !== 'string' || tripId.length === 0 || tripId.length > TRIP_ID_MAX || tripId.includes('/'))
    throw new HttpError(400, TRIP_ID_REQUIRED, 'tripId');
  return tripId;
}
