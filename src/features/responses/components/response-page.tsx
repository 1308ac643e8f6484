import { useCallback, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { INVITE_PARAM } from '@domain/invite-link';
import { ORGANIZER_UNREADY_FIRST } from '@domain/trip-lifecycle';
import type { FullResponse } from '@/lib/models';
import { signedInUser, type AppUser } from '@/features/auth';
import { useVerifiedEmailStep } from '@/features/auth/components/verify-email-step';
import { loadFailure } from '@/lib/page-load-error';
import { formatUsDate } from '@/ui/us-date';
import { loadProfile } from '@/features/profile';
import { ConfirmDialog } from '@/ui/modal';
import { Notice } from '@/ui/page-states';
import { SignedOutNotice } from '@/ui/signed-out-notice';
import { RestoredDraftNotice, useDraft } from '@/ui/use-draft';
import { loadJoinAccess, type JoinView } from '../api/join-access';
import { saveResponse } from '../api/responses-api';
import { emptyResponseValues, toTripResponse, valuesFromResponse, type ResponseSubmission } from '../response-values';
import { InviteProblem } from './invite-problem';
import { ResponseForm, type ResponseFormMode } from './response-form';
import { TripSummary } from './trip-summary';
import { ResponseSaved } from './response-saved';
import { useAction } from '@/ui/use-action';
import '../responses.css';

export const READY_MESSAGE =
  "This trip has been marked as ready and can't be joined or edited right now. If you think this is a mistake, please contact your trip creator.";
export const SAVE_ERROR = 'An error occurred while saving your response. Please try again.';

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
  if (!user) return { tripId, returnTo: pathname + search, user: null };
  const wayOut = { label: 'Return', to: paths.dashboard };
  try {
    const linkKey = new URL(request.url).searchParams.get(INVITE_PARAM);
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
  if (!data.user) {
    return (
      <SignedOutNotice returnTo={data.returnTo} logInLabel="Log in">
        Please log in to respond to this trip.
      </SignedOutNotice>
    );
  }
  const { access } = data;
  if (access.kind !== 'found') return <InviteProblem kind={access.kind} />;
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
    />
  );
}

function ResponseEditor({
  mode,
  user,
  tripId,
  trip,
  existing,
  inviteKey,
  profileName,
}: {
  mode: ResponseFormMode;
  user: AppUser;
  tripId: string;
  trip: JoinView;
  existing: FullResponse | null;
  /** The key the link carried, or the trip's own for those who read it: a first answer presents it. */
  inviteKey: string;
  /** The signed-in traveler's name from their profile, for a first answer (still editable). */
  profileName: { firstName: string; lastName: string };
}) {
  const [pending, setPending] = useState<ResponseSubmission | null>(null);
  const { busy: saving, error: saveError, run } = useAction({ failure: SAVE_ERROR, log: 'Failed to save response' });
  const [saved, setSaved] = useState(false);
  const closeModal = useCallback(() => setPending(null), []);
  const verification = useVerifiedEmailStep(user.email, 'join this trip');
  const draft = useDraft(
    user.uid,
    'response',
    tripId,
    // Someone who already answered sees their answers, whichever link brought them (the invite
    // link from the group chat included); the spec's overwrite question still guards a join.
    existing ? valuesFromResponse(existing) : { ...emptyResponseValues(), ...profileName },
  );

  const save = (submission: ResponseSubmission) =>
    run(async () => {
      await saveResponse(tripId, toTripResponse(submission, user, existing?.profileImage), {
        inviteKey,
        joining: !existing,
      });
      draft.clear();
      setSaved(true);
    });

  function onSubmit(submission: ResponseSubmission) {
    if (mode === 'join' && existing) setPending(submission);
    // A first answer joins the trip, which needs a verified email (the rules check the token).
    else if (!existing) void verification.whenVerified(() => void save(submission));
    else void save(submission);
  }

  if (saved) return <ResponseSaved mode={mode} tripId={tripId} />;

  return (
    <section className="page medium response-page">
      <h1>
        {trip.organizerLabel} is inviting you to join {trip.tripName || 'a trip'}!
      </h1>
      <TripSummary trip={trip} />
      <p className="banner banner-info">If you created this trip, please fill out this form too!</p>
      {existing && (
        <p className="banner banner-success" role="status">
          {existing.submittedAt
            ? `You answered on ${formatUsDate(existing.submittedAt)}.`
            : 'You have answered already.'}{' '}
          Your answers are below: change what you need and save.
        </p>
      )}
      <div className="card">
        <RestoredDraftNotice draft={draft} />
        <ResponseForm
          key={draft.generation}
          initialValues={draft.initial}
          onValuesChange={draft.keep}
          mode={mode}
          onSubmit={onSubmit}
          cancelTo={paths.tripResponses(tripId)}
          submitting={saving}
        />
        {saveError && (
          <p className="form-error response-save-error" role="alert">
            {saveError}
          </p>
        )}
      </div>
      {verification.step}
      {pending && (
        <ConfirmDialog
          title="You've already submitted a response."
          confirmLabel="Confirm"
          confirmClassName="btn btn-primary"
          onConfirm={() => {
            const submission = pending;
            setPending(null);
            void save(submission);
          }}
          onClose={closeModal}
        >
          <p>Submitting again will overwrite your previous entry. Do you want to continue?</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
