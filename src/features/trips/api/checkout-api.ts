import { doc, getDoc } from 'firebase/firestore/lite';
import { db } from '../../../lib/firebase';
import { callFunction } from '../../../lib/functions-client';
import type { PlannedOptions, SameOrigin, TimingFlex, TripType } from '@domain/trip';

/** The body createCheckoutSession accepts (functions/src/domain/trip-input.ts validates it). */
export interface CheckoutRequest {
  tripName: string;
  organizerEmail: string;
  numPeople: number;
  timingFlex: TimingFlex;
  destination: string;
  vibe: string;
  sameOrigin: SameOrigin;
  startDate: string;
  endDate: string;
  plannedOptions: PlannedOptions;
  extraNotes: string;
  tripType: TripType;
  firstName: string;
}

/** Early duplicate check; the function is the authority (409). */
export async function tripExists(tripId: string): Promise<boolean> {
  return (await getDoc(doc(db, 'trips', tripId))).exists();
}

export function startCheckout(request: CheckoutRequest) {
  return callFunction<{ url?: string; sessionId: string; tripId: string }>('createCheckoutSession', request);
}

export function saveTripAfterPayment(sessionId: string, tripData: unknown) {
  return callFunction<{ tripId: string; created: boolean }>('saveTripAfterPayment', { sessionId, tripData });
}
