import { FirebaseError } from 'firebase/app';
import { getDoc } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { tripUpdateRef } from '@/lib/firestore-refs';
import { callApi } from '@/lib/functions-client';
import type { TripInput } from '@domain/trip-input';

/** The body createCheckoutSession accepts: the functions' own type, so both sides agree. */
export type CheckoutRequest = TripInput;

/**
 * Early duplicate check; the function is the authority (409). Someone else's trip is refused
 * to read (its contents are private) and a missing one reads as missing, so a refusal means "taken".
 */
export async function tripExists(tripId: string): Promise<boolean> {
  try {
    return (await getDoc(tripUpdateRef(db, tripId))).exists();
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'permission-denied') return true;
    throw error;
  }
}

export function startCheckout(request: CheckoutRequest) {
  return callApi('createCheckoutSession', request);
}

export function saveTripAfterPayment(sessionId: string) {
  return callApi('saveTripAfterPayment', { sessionId });
}
