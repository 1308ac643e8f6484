import { getDoc } from 'firebase/firestore/lite';
import { db } from '../../../lib/firebase';
import { tripUpdateRef } from '../../../lib/firestore-refs';
import { callFunction } from '../../../lib/functions-client';
import type { TripInput } from '@domain/trip-input';

/** The body createCheckoutSession accepts: the functions' own type, so both sides agree. */
export type CheckoutRequest = TripInput;

/** Early duplicate check; the function is the authority (409). */
export async function tripExists(tripId: string): Promise<boolean> {
  return (await getDoc(tripUpdateRef(db, tripId))).exists();
}

export function startCheckout(request: CheckoutRequest) {
  return callFunction<{ url?: string; sessionId: string; tripId: string }>('createCheckoutSession', request);
}

export function saveTripAfterPayment(sessionId: string, tripData: unknown) {
  return callFunction<{ tripId: string; created: boolean }>('saveTripAfterPayment', { sessionId, tripData });
}
