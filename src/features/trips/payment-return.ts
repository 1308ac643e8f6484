// Back from Stripe (/create?paid=true&tripId=…&session_id=…): the create page's loader asks
// the server to create the trip from its own record of the checkout (docs/payments.md).
import { clearDraft } from '@/lib/drafts';
import { saveTripAfterPayment } from './api/checkout-api';
import { clearPendingTrip, type PendingTrip } from './pending-trip';

export type PaymentReturn =
  | { kind: 'created'; tripId: string }
  /** Paid (or paying) but no trip: `status` is the server's HTTP answer, undefined when it was not reached. */
  | { kind: 'failed'; tripId: string; sessionId: string; tripName: string; status?: number; message: string };

/**
 * null when this is not a return from a checkout. The server holds the trip (its record of the
 * checkout), so the session id alone is enough: a return opened in another browser, or after the
 * browser lost its pending copy, still creates and shows the trip (issue #45). The pending copy
 * only names the trip while the server has not answered.
 */
export async function confirmPaymentReturn(
  params: URLSearchParams,
  uid: string,
  pending: PendingTrip | null,
): Promise<PaymentReturn | null> {
  const tripId = params.get('tripId');
  const sessionId = params.get('session_id');
  if (params.get('paid') !== 'true' || !tripId || !sessionId) return null;
  const mine = pending && pending.userId === uid && pending.tripId === tripId ? pending : null;
  try {
    const saved = await saveTripAfterPayment(sessionId);
    if (mine) clearPendingTrip();
    clearDraft({ uid, form: 'create-trip' });
    return { kind: 'created', tripId: saved.tripId };
  } catch (error) {
    // The pending trip stays: "Check again" retries, and it is the organizer's record for support.
    console.error('Saving the trip after payment failed', error);
    const status = (error as { status?: unknown }).status;
    return {
      kind: 'failed',
      tripId,
      sessionId,
      tripName: mine?.tripName ?? tripId,
      status: typeof status === 'number' ? status : undefined,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
