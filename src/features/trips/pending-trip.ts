// The trip being paid for, kept in localStorage across the Stripe redirect (key pendingTripData).
// The server keeps its own copy and creates the trip only from that one.
import type { CheckoutRequest } from './api/checkout-api';

export const PENDING_TRIP_KEY = 'pendingTripData';

export interface PendingTrip extends CheckoutRequest {
  tripId: string;
  userId: string;
  createdAt: string;
  sessionId: string;
  /** Shown on the form again after a cancelled checkout; the server takes both from the account. */
  organizerEmail: string;
  firstName: string;
}

export function savePendingTrip(trip: PendingTrip): void {
  localStorage.setItem(PENDING_TRIP_KEY, JSON.stringify(trip));
}

export function readPendingTrip(): PendingTrip | null {
  try {
    const raw = localStorage.getItem(PENDING_TRIP_KEY);
    return raw ? (JSON.parse(raw) as PendingTrip) : null;
  } catch {
    return null;
  }
}

export function clearPendingTrip(): void {
  localStorage.removeItem(PENDING_TRIP_KEY);
}
