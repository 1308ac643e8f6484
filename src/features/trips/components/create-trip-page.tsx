// The create page: the signed-out prompt, the follow-up of a checkout that did not create the
// trip, or the form (create-trip-form.tsx).
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signedInUser } from '@/features/auth';
import { loadProfile } from '@/features/profile';
import { loadFailure, UNAVAILABLE_MESSAGE } from '@/lib/page-load-error';
import { SignedOutNotice } from '@/ui/signed-out-notice';
import { confirmPaymentReturn } from '../payment-return';
import { readPendingTrip } from '../pending-trip';
import { TRIP_FORM_MESSAGES } from '../trip-form';
import { PaymentFollowUp } from './payment-follow-up';
import { CREATED_PARAM } from '../trip-created-param';
import { CreateTripForm } from './create-trip-form';

export { DUPLICATE_TRIP } from './use-checkout';
export const MISSING_DATES = TRIP_FORM_MESSAGES.missingDates;
export { CHECKOUT_CANCELLED } from './create-trip-form';

/**
 * For a signed-in user: their first name (part of the trip id; the form does not wait for
 * it, and shows the page's load error if it cannot be read), the pending trip back from a
 * cancelled checkout, and, back from a paid one, the server's answer to "create my trip" (it
 * creates the trip from its own record).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await signedInUser();
  const url = new URL(request.url);
  // Signed out (a checkout's return opened in a fresh browser): log in and come back to this
  // very URL, session id included.
  if (!user) return { user: null, returnTo: url.pathname + url.search };
  const params = url.searchParams;
  const firstName = loadProfile(user.uid).then(
    (profile) => profile?.firstName ?? '',
    (error: unknown) => {
      throw loadFailure(error, UNAVAILABLE_MESSAGE, { label: 'Return', to: paths.dashboard });
    },
  );
  // Handled by the form; this keeps a failure from being reported as unhandled before it renders.
  firstName.catch(() => undefined);
  const pending = readPendingTrip();
  const restore = params.get('canceled') === 'true' && pending?.userId === user.uid ? pending : null;
  const payment = await confirmPaymentReturn(params, user.uid, pending);
  // Paid and created: the organizer lands on the new trip, with the Trip Created popup over it
  // (replacing this URL, so Back does not ask the server to create the trip again).
  if (payment?.kind === 'created') {
    throw redirect(`${paths.tripResponses(payment.tripId)}?${CREATED_PARAM}=1`);
  }
  return { user, firstName, restore, payment };
}

export default function CreateTripPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.user) {
    return (
      <SignedOutNotice title="Create a New Trip" returnTo={data.returnTo} offerSignUp>
        Please sign up or log in to create a trip.
      </SignedOutNotice>
    );
  }
  if (data.payment?.kind === 'failed') return <PaymentFollowUp failure={data.payment} />;
  return <CreateTripForm key={data.user.uid} user={data.user} firstName={data.firstName} restore={data.restore} />;
}
