// The tripId of a plan request's JSON body, checked (400 naming the field otherwise).
import { HttpError } from '../http/http-error.js';

const TRIP_ID_REQUIRED = 'tripId must be a trip id.';
// Firestore document ids: no slash, at most 1500 bytes; trip ids are far shorter.
const TRIP_ID_MAX = 200;

/**
 * Ids Firestore refuses to build a path from ('.', '..', '__name__'-like): the SDK throws on
 * them, which would be a 500 instead of the 400 they deserve.
 */
export function isReservedDocId(id: string): boolean {
  return id === '.' || id === '..' || /^__.*__$/.test(id);
}

export function readTripIdField(body: Record<string, unknown>): string {
  const { tripId } = body;
  if (
    typeof tripId !== 'string' ||
    tripId.length === 0 ||
    tripId.length > TRIP_ID_MAX ||
    tripId.includes('/') ||
    isReservedDocId(tripId)
  )
    throw new HttpError(400, TRIP_ID_REQUIRED, 'tripId');
  return tripId;
}
