// The join page and the edit-response page (join-page.tsx, edit-response-page.tsx): what the
// link opens, read by the loader, then the answer form (response-editor.tsx) or why there is none.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { INVITE_PARAM } from '@domain/invite-link';
import { ORGANIZER_UNREADY_FIRST } from '@domain/trip-lifecycle';
import { signedInUser } from '@/features/auth';
import { loadFailure } from '@/lib/page-load-error';
import { loadProfile } from '@/features/profile';
import { Notice } from '@/ui/page-states';
import { loadJoinAccess } from '../api/join-access';
import { loadInvite } from '../api/responses-api';
import { InviteProblem } from './invite-problem';
import { SignedOutInvite } from './signed-out-invite';
import type { ResponseFormMode } from './response-form';
import { ResponseEditor } from './response-editor';
import '../responses.css';

export const READY_MESSAGE =
  "This trip has been marked as ready and can't be joined or edited right now. If you think this is a mistake, please contact your trip creator.";
export { SAVE_ERROR } from './response-editor';

/** A link to a booked trip (issue #45): booked, not "marked as ready", and nothing to ask anyone. */
export const BOOKED_LINK_MESSAGE =
  "This trip is booked, so it can't be joined or edited any more. If you are on it, your trip page has the plan.";

export const ORGANIZER_READY_MESSAGE = "Your trip is marked ready, so answers can't be changed right now.";

export const NOT_ALLOWED = 'You are not authorized to respond to this trip.';

/**
 * What the page may show (docs/security.md "Invite links are capabilities"): for the organizer, members
 * and planners the trip itself; for anyone else the invite record the link's key opens, or why
 * the link cannot be used. Signed out: the page's own prompt, which keeps the key for after log-in.
 */
export async function responseLoader({ params, request }: LoaderFunctionArgs) {
  const tripId = params.tripId ?? '';
  const { pathname, search } = new URL(request.url);
  const user = await signedInUser();
  const linkKey = new URL(request.url).searchParams.get(INVITE_PARAM);
  if (!user) {
    // The invite record opens to anyone holding its key; without one (or on a failed read) the
    // page still offers both ways in.
    const invite = linkKey ? await loadInvite(linkKey).catch(() => null) : null;
    return { tripId, returnTo: pathname + search, user: null, invite: invite?.tripId === tripId ? invite : null };
  }
  const wayOut = { label: 'Return', to: paths.dashboard };
  try {
    // The profile's name prefills a first answer (asked for at once; a failed read just leaves it blank).
    const [access, profile] = await Promise.all([
      loadJoinAccess(tripId, user.uid, linkKey),
      loadProfile(user.uid).catch(() => null),
    ]);
    const profileName = { firstName: profile?.firstName ?? '', lastName: profile?.lastName ?? '' };
    return { tripId, user, access, profileName };
  } catch (error) {
    throw loadFailure(error, NOT_ALLOWED, wayOut);
  }
}

/** The join form (/join/:tripId) and its edit mode (/edit-response/:tripId). */
export function ResponsePage({ mode }: { mode: ResponseFormMode }) {
  const data = useLoaderData<typeof responseLoader>();
  if (!data.user) return <SignedOutInvite invite={data.invite} returnTo={data.returnTo} />;
  const { access } = data;
  if (access.kind !== 'found') return <InviteProblem kind={access.kind} />;
  if (access.view.isBooked) {
    return (
      <Notice actionLabel="Go to My Dashboard" actionTo={paths.dashboard}>
        {BOOKED_LINK_MESSAGE}
      </Notice>
    );
  }
  if (access.view.status === 'ready') {
    // The organizer is the creator the spec's message sends people to: they read how to reopen it.
    return access.isOrganizer ? (
      <Notice
        actionLabel="Back to Trip Page"
        actionTo={paths.tripResponses(data.tripId)}
        detail={ORGANIZER_UNREADY_FIRST}
      >
        {ORGANIZER_READY_MESSAGE}
      </Notice>
    ) : (
      <Notice actionLabel="Return" actionTo={paths.dashboard}>
        {READY_MESSAGE}
      </Notice>
    );
  }
  return (
    <ResponseEditor
      key={`${data.tripId}\n${data.user.uid}`}
      mode={mode}
      user={data.user}
      tripId={data.tripId}
      trip={access.view}
      existing={access.existing}
      inviteKey={access.inviteKey}
      profileName={data.profileName}
      isOrganizer={access.isOrganizer}
    />
  );
}
