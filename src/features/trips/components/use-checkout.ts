import { TRIP_NAME_TAKEN } from '@domain/api';
import { FunctionError } from '@/lib/function-error';
import { Refusal, useAction } from '@/ui/use-action';
import { startCheckout, tripExists } from '../api/checkout-api';
import { savePendingTrip, type PendingTrip } from '../pending-trip';
import { errorsFromServer, type TripFormErrors } from '../trip-form';

/** The spec's alert for a trip name already taken: the functions' own text. */
export const DUPLICATE_TRIP = TRIP_NAME_TAKEN;

/** The server's refusals the form explains itself: a bad field (400), a name being paid for right now (409). */
function formRefusal(error: unknown): FunctionError | null {
  if (!(error instanceof FunctionError) || error.code === 'tripNameTaken') return null;
  return error.status === 400 || error.status === 409 ? error : null;
}

// The spec's error catalogue alerts a taken name and any other failure to start the checkout;
// the form's own refusals are shown in the form (onFailure).
function checkoutFailure(error: unknown): string | null {
  if (formRefusal(error)) return null;
  if (error instanceof FunctionError && error.code === 'tripNameTaken') return DUPLICATE_TRIP;
  return 'Something went wrong. Please try again.';
}

/** What the pending trip keeps beside the request, for a return from a cancelled checkout. */
type Keep = Pick<PendingTrip, 'organizerEmail' | 'firstName' | 'userId'>;

/**
 * "Continue to Payment": checks the name, starts the checkout and leaves for Stripe, keeping the
 * trip for the return. `onRefused` gets the fields the server refused (the form marks them).
 */
export function useCheckout(onRefused: (errors: TripFormErrors) => void) {
  const { busy, error, setError, run } = useAction();
  const pay = (tripId: string, request: Parameters<typeof startCheckout>[0], keep: Keep) =>
    run(
      async () => {
        if (await tripExists(tripId)) throw new Refusal(DUPLICATE_TRIP);
        const session = await startCheckout(request);
        if (!session.url) throw new Refusal('Failed to create Stripe session.');
        savePendingTrip({
          ...request,
          ...keep,
          tripId: session.tripId,
          createdAt: new Date().toISOString(),
          sessionId: session.sessionId,
        });
        window.location.assign(session.url);
      },
      {
        failure: checkoutFailure,
        report: 'alert',
        log: 'Starting checkout failed',
        onFailure: (caught) => {
          const refusal = formRefusal(caught);
          if (refusal?.status === 400) {
            const fromServer = errorsFromServer(refusal.field);
            setError(fromServer.formError);
            onRefused(fromServer.errors);
          } else if (refusal) setError(refusal.message);
        },
      },
    );
  return { busy, error, setError, pay };
}
