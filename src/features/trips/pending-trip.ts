// The trip being paid for, kept across the Stripe redirect as the create form's `checkout` draft
// (lib/drafts.ts: one store and one sign-out clean-up for everything typed and not yet saved).
// The spec names its key, pendingTripData; the server keeps its own copy and creates the trip
// only from that one.
import { CHECKOUT_DRAFT_KEY, clearDraft, readDraft, saveDraft } from '@/lib/drafts';
import type { CheckoutRequest } from './api/checkout-api';

export const PENDING_TRIP_KEY = CHECKOUT_DRAFT_KEY;

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
  saveDraft({ uid: trip.userId, form: 'checkout' }, trip);
}

/** The pending trip, whoever started it: callers compare its userId with the signed-in account. */
export function readPendingTrip(): PendingTrip | null {
  const stored = readDraft({ uid: '', form: 'checkout' });
  return stored && typeof stored === 'object' && 'tripId' in stored ? (stored as PendingTrip) : null;
}

export function clearPendingTrip(): void {
  clearDraft({ uid: '', form: 'checkout' });
}
