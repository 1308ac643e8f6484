// The join link opened signed out (issue #45, item 1): who invites them to what, read from the
// invite record the link's key opens (readable without an account: docs/security.md), and the
// two ways in. Both come back to this link, key included, so the form opens after signing up.
import { paths, withRedirect } from '@/config/paths';
import type { TripInvite } from '@/lib/models';
import { AppLink } from '@/ui/app-link';
import { TripSummary } from './trip-summary';

export const SIGNED_OUT_PROMPT = 'Please log in to respond to this trip.';
export const SIGNED_OUT_INVITE_PROMPT =
  'Sign up (it takes a minute) or log in to answer. You come straight back to this form; your invite is kept.';

/** The page a signed-out visitor sees on /join/:tripId: the invitation when the key opens one. */
export function SignedOutInvite({ invite, returnTo }: { invite: TripInvite | null; returnTo: string }) {
  return (
    <section className="page medium response-page">
      {invite ? (
        <>
          <h1>
            {invite.organizerName || 'Someone'} is inviting you to join {invite.tripName || 'a trip'}!
          </h1>
          <TripSummary trip={invite} />
          <p>{SIGNED_OUT_INVITE_PROMPT}</p>
        </>
      ) : (
        <h1>{SIGNED_OUT_PROMPT}</h1>
      )}
      <div className="btn-row">
        <AppLink to={withRedirect(paths.signup, returnTo)} className="btn btn-primary">
          Sign up
        </AppLink>
        <AppLink to={withRedirect(paths.login, returnTo)} className="btn btn-ghost">
          Log in
        </AppLink>
      </div>
    </section>
  );
}
