// The trip page: the trip, its answers and, for its organizer, the invitations; what each
// person may do there is FullResponses (full-responses.tsx).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { withPrivateAnswers } from '@/lib/converters';
import { signedInUser } from '@/features/auth';
import { loadFailure, PageLoadError } from '@/lib/page-load-error';
import { SignedOutNotice } from '@/ui/signed-out-notice';
import { OfflineNotice } from '@/ui/offline-notice';
import { readThroughDevice } from '@/lib/device-copy';
import { loadPrivateAnswers, loadResponses, loadTrip } from '../api/trips-api';
import { loadInvitations } from '@/features/invitations';
import { FullResponses } from './full-responses';
import '../trips.css';

export { READY_CHANGE_FAILED } from './use-trip-writes';
export { INVITE_RESET_TOAST } from './full-responses';

export const NOT_AUTHORIZED = "You are not authorized to view this trip's responses.";
export const TRIP_NOT_FOUND = "We couldn't find this trip.";

/** The trip and its responses; a signed-out visitor gets the page's own log-in prompt. */
export async function loader({ params }: LoaderFunctionArgs) {
  const tripId = params.tripId ?? '';
  const user = await signedInUser();
  if (!user) return { tripId, user: null };
  const refusedWayOut = { label: 'Return Home', to: paths.home };
  try {
    // What this device kept from the last visit when the network is gone (docs/offline.md).
    const { value, savedAt } = await readThroughDevice(user.uid, `trip/${tripId}`, () =>
      readTripPage(tripId, user.uid, refusedWayOut),
    );
    return { tripId, user, ...value, savedAt };
  } catch (error) {
    throw loadFailure(error, NOT_AUTHORIZED, refusedWayOut);
  }
}

/** The trip, its answers and, for its organizer, the private parts and invitations. */
async function readTripPage(tripId: string, uid: string, refusedWayOut: { label: string; to: string }) {
  // The group's part of the answers is the same for the organizer and every member, so it is
  // asked for beside the trip: one round trip fewer before the page can show (on a slow phone
  // the page waits on these reads, not on its code). Handled below, once the trip is known.
  const tripRead = loadTrip(tripId);
  const groupRead = loadResponses(tripId);
  groupRead.catch(() => undefined);
  const trip = await tripRead;
  if (!trip) throw new PageLoadError('missing', TRIP_NOT_FOUND, { label: 'Return', to: paths.dashboard });
  // The organizer also reads each answer's private part and the invitations by email (the
  // rules refuse both to anyone else; only the organizer sees them on the page).
  const organizer = trip.userId === uid;
  const [group, privateAnswers, invitations] = await Promise.all([
    groupRead,
    organizer ? loadPrivateAnswers(tripId) : null,
    organizer ? loadInvitations(tripId) : [],
  ]);
  // The rules let the owner and the trip's respondents read responses; anyone else is refused.
  if (!group) throw new PageLoadError('refused', NOT_AUTHORIZED, refusedWayOut);
  const responses = privateAnswers ? withPrivateAnswers(group, privateAnswers) : group;
  return { trip, responses, invitations };
}

export default function FullResponsesPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.user) {
    return (
      <SignedOutNotice title="Log in to see this trip" returnTo={paths.tripResponses(data.tripId)}>
        Please log in to view this trip's responses.
      </SignedOutNotice>
    );
  }
  return (
    <>
      {data.savedAt !== null && <OfflineNotice savedAt={data.savedAt} />}
      <FullResponses
        key={data.trip.id}
        user={data.user}
        loadedTrip={data.trip}
        loadedResponses={data.responses}
        invitations={data.invitations}
      />
    </>
  );
}
