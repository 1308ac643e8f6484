import { lazy, Suspense, useState } from 'react';
import {
  Link,
  useLoaderData,
  useNavigate,
  useRevalidator,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { inviteLink } from '@domain/invite-link';
import {
  EVERYONE_ANSWERED_PROMPT,
  PLANNING_NOTE,
  READY_TOGGLE_LABELS,
  canDo,
  stageNotice,
  tripStage,
  waitingFor,
  type TripAction,
} from '@domain/trip-lifecycle';
import { paths } from '@/config/paths';
import { withPrivateAnswers } from '@/lib/converters';
import type { Invitation, Trip, FullResponse } from '@/lib/models';
import { signedInUser, type AppUser } from '@/features/auth';
import { loadFailure, PageLoadError } from '@/lib/page-load-error';
import { Modal } from '@/ui/modal';
import { SignedOutNotice } from '@/ui/signed-out-notice';
import { Toast, useToast } from '@/ui/toast';
import { errorText, useAction } from '@/ui/use-action';
import { BookedTripNotice } from './booked-trip-notice';
import {
  deleteTrip,
  loadPrivateAnswers,
  loadResponses,
  loadTrip,
  removeTraveler,
  setTripReady,
} from '../api/trips-api';
import { AvailabilityTimeline, BudgetOverview, ResponseTracker } from '@/features/insights';
import { EmailInvitations, isPending, loadInvitations, remindTravelers, trackerRows } from '@/features/invitations';
import { StatusPill } from '@/ui/status-pill';
import { ReadyGuardDialog, type MissingTravelers } from './ready-guard-dialog';
import { TripCreatedPopup } from './trip-created-popup';
import { CREATED_PARAM } from '../trip-created-param';
import { LeaveTripButton } from './leave-trip-button';
import { ResetInviteLinkButton } from './reset-invite-link-button';
import { ResponseCard } from './response-card';
import { AnswerGrid } from '@/ui/answer-card';
import { TripActions } from './trip-actions';
import '../trips.css';
import { formatUsDate } from '@/ui/us-date';

/** Marking ready or unready failed: said where the page says what it did (the toast). */
export const READY_CHANGE_FAILED = "We couldn't change the trip's status. Try again.";

// The plan's code loads only when a ready trip's page shows it (docs/trip-plan.md).
const YourPlan = lazy(() => import('@/features/plan').then((module) => ({ default: module.YourPlan })));

export const INVITE_RESET_TOAST = 'New invite link ready. The old link no longer works.';
const COPY_TOAST_MS = 3000;

export const NOT_AUTHORIZED = "You are not authorized to view this trip's responses.";
export const TRIP_NOT_FOUND = "We couldn't find this trip.";

/** The trip and its responses; a signed-out visitor gets the page's own log-in prompt. */
export async function loader({ params }: LoaderFunctionArgs) {
  const tripId = params.tripId ?? '';
  const user = await signedInUser();
  if (!user) return { tripId, user: null };
  const refusedWayOut = { label: 'Return Home', to: paths.home };
  try {
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
    const organizer = trip.userId === user.uid;
    const [group, privateAnswers, invitations] = await Promise.all([
      groupRead,
      organizer ? loadPrivateAnswers(tripId) : null,
      organizer ? loadInvitations(tripId) : [],
    ]);
    // The rules let the owner and the trip's respondents read responses; anyone else is refused.
    if (!group) throw new PageLoadError('refused', NOT_AUTHORIZED, refusedWayOut);
    const responses = privateAnswers ? withPrivateAnswers(group, privateAnswers) : group;
    return { tripId, user, trip, responses, invitations };
  } catch (error) {
    throw loadFailure(error, NOT_AUTHORIZED, refusedWayOut);
  }
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
    <FullResponses
      key={data.trip.id}
      user={data.user}
      loadedTrip={data.trip}
      loadedResponses={data.responses}
      invitations={data.invitations}
    />
  );
}

function FullResponses({
  user,
  loadedTrip,
  loadedResponses,
  invitations,
}: {
  user: AppUser;
  loadedTrip: Trip;
  loadedResponses: FullResponse[];
  invitations: Invitation[];
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const [confirmingReady, setConfirmingReady] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [removing, setRemoving] = useState<FullResponse | null>(null);
  /** Travelers removed here: the batch removed exactly these, so the page need not read everything again. */
  const [removed, setRemoved] = useState<readonly string[]>([]);
  // Fresh data from the loader (after a status change) already reflects every removal.
  const [removedFrom, setRemovedFrom] = useState(loadedResponses);
  if (removedFrom !== loadedResponses) {
    setRemovedFrom(loadedResponses);
    setRemoved([]);
  }
  const toast = useToast(COPY_TOAST_MS);
  // The page's writes are one-click actions: a failure goes to the toast (the spec's trip
  // deletion keeps its alert).
  const { busy, run } = useAction({ toast: toast.show, report: 'toast' });

  /** The key "Reset invite link" just made (the loaded trip still holds the retired one). */
  const [resetKey, setResetKey] = useState<string | null>(null);

  const trip = {
    ...loadedTrip,
    joined: loadedTrip.joined.filter((uid) => !removed.includes(uid)),
    inviteKey: resetKey ?? loadedTrip.inviteKey,
  };
  const responses = loadedResponses.filter((r) => !removed.includes(r.uid));
  const isOwner = trip.userId === user.uid;
  // What this person may do here comes from the life cycle (@domain/trip-lifecycle), so every
  // button shown can act in the trip's current stage.
  const stage = tripStage(trip);
  const role = isOwner ? 'organizer' : 'traveler';
  const can = (action: TripAction) => canDo(stage, role, action);
  const notice = stageNotice(stage, role);
  const inviteesWaiting = trackerRows(invitations, responses).invitees.filter(isPending);
  const count = { answered: responses.length, expected: trip.numPeople, invitedWaiting: inviteesWaiting.length };
  const missing: MissingTravelers = {
    answered: count.answered,
    expected: count.expected,
    invitees: inviteesWaiting.map((row) => row.email),
    unnamed: Math.max(0, waitingFor(count) - inviteesWaiting.length),
  };

  async function remindMissing(): Promise<string> {
    const result = await remindTravelers(trip.id);
    void revalidator.revalidate();
    return result.reached.length > 0
      ? `Reminder sent to ${result.reached.join(', ')}.`
      : 'No reminder sent: everyone missing was reminded in the last 24 hours or turned reminders off.';
  }

  function askToggleReady() {
    if (busy) return;
    // Unready is one click; ready with someone missing asks first.
    if (can('markReady') && waitingFor(count) > 0) setConfirmingReady(true);
    else void toggleReady();
  }

  async function toggleReady() {
    setConfirmingReady(false);
    await run(
      async () => {
        await setTripReady(trip.id, can('markReady'));
        await revalidator.revalidate();
      },
      { failure: READY_CHANGE_FAILED, log: 'Failed to change the trip status' },
    );
  }

  async function copyInvite() {
    const link = inviteLink(window.location.origin, trip.id, trip.inviteKey);
    try {
      await navigator.clipboard.writeText(link);
      toast.show('Link copied to clipboard!');
    } catch {
      toast.show(`Copy this link: ${link}`);
    }
  }

  async function confirmDelete() {
    const deleted = await run(
      async () => {
        await deleteTrip(trip.id);
        navigate(`${paths.dashboard}?deletedTrip=true`);
      },
      { report: 'alert', failure: (error) => `Failed to delete trip: ${errorText(error)}`, leaves: true },
    );
    if (!deleted) setConfirmingDelete(false);
  }

  async function confirmRemove(response: FullResponse) {
    const removedNow = await run(async () => removeTraveler(trip.id, response.uid), {
      failure: (error) => `Failed to remove ${response.name}: ${errorText(error)}`,
      log: 'Failed to remove a traveler',
    });
    setRemoving(null);
    if (removedNow) setRemoved((uids) => [...uids, response.uid]);
  }

  // Only the organizer of a draft trip may remove travelers, and never themselves (firestore.rules
  // enforce both).
  const canRemove = can('removeTraveler');
  const created = isOwner && searchParams.has(CREATED_PARAM);

  return (
    <section className="page">
      <div className="page-header">
        <h1>{trip.tripName}</h1>
        <TripActions
          label="Trip actions"
          primary={
            can('copyInviteLink') ? (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => void copyInvite()}>
                Copy Invite Link
              </button>
            ) : null
          }
        >
          {can('editMyResponse') && (
            <Link to={paths.editResponse(trip.id)} className="btn btn-secondary btn-sm">
              Edit My Response
            </Link>
          )}
          {can('updateTrip') && (
            <Link to={`${paths.editTrip(trip.id)}?from=responses`} className="btn btn-ghost btn-sm">
              Update Trip
            </Link>
          )}
          {can('deleteTrip') && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirmingDelete(true)}>
              Delete Trip
            </button>
          )}
          {can('resetInviteLink') && (
            <ResetInviteLinkButton
              tripId={trip.id}
              onReset={(inviteKey) => {
                setResetKey(inviteKey);
                toast.show(INVITE_RESET_TOAST);
              }}
            />
          )}
          {can('leaveTrip') && !isOwner && trip.joined.includes(user.uid) && (
            <LeaveTripButton tripId={trip.id} uid={user.uid} />
          )}
        </TripActions>
      </div>
      <p className="trip-status">
        <StatusPill trip={trip} prefix="Status: " />
      </p>
      <p className="trip-overview">
        <span>{trip.destination}</span>
        {trip.startDate && trip.endDate && (
          <span>
            {formatUsDate(trip.startDate)} – {formatUsDate(trip.endDate)}
          </span>
        )}
      </p>
      <div className="card tracker-panel">
        <ResponseTracker
          stage={stage}
          answered={responses.length}
          expected={trip.numPeople}
          invitedWaiting={inviteesWaiting.length}
          names={responses.map((r) => r.name)}
          forOrganizer={isOwner}
          readyPrompt={
            can('markReady') ? (
              <p className="tracker-prompt" role="status">
                {EVERYONE_ANSWERED_PROMPT}
              </p>
            ) : undefined
          }
        />
      </div>

      {isOwner && <EmailInvitations trip={trip} responses={responses} invitations={invitations} />}

      {isOwner && (can('markReady') || can('markUnready')) ? (
        <div className="card ready-panel">
          <button
            type="button"
            className={can('markUnready') ? 'btn btn-secondary' : 'btn btn-primary'}
            onClick={askToggleReady}
            aria-disabled={busy}
            aria-pressed={can('markUnready')}
          >
            {can('markUnready') ? READY_TOGGLE_LABELS.markUnready : READY_TOGGLE_LABELS.markReady}
          </button>
          <p className="muted">{notice}</p>
          {stage === 'planning' && <p className="muted">{PLANNING_NOTE}</p>}
        </div>
      ) : isOwner && stage === 'booked' ? (
        <BookedTripNotice />
      ) : (
        notice && (
          <div className="banner banner-info">
            <p>{notice}</p>
            {stage === 'planning' && <p>{PLANNING_NOTE}</p>}
          </div>
        )
      )}

      {stage !== 'collecting' && (
        <section className="card trip-plan-panel" aria-labelledby="your-plan-heading">
          <h2 id="your-plan-heading">Your plan</h2>
          <Suspense fallback={<p role="status">Loading your plan…</p>}>
            <YourPlan
              tripId={trip.id}
              tripName={trip.tripName}
              uid={user.uid}
              groupSize={new Set([trip.userId, ...trip.joined]).size}
              organizerUid={trip.userId}
              members={[...new Set([trip.userId, ...trip.joined])]}
              organizer={isOwner}
            />
          </Suspense>
        </section>
      )}

      {/* The organizer sees the group at a glance; fellow travelers see the cards only. */}
      {isOwner && responses.length > 0 && (
        <div className="insight-grid">
          <AvailabilityTimeline travelers={responses} />
          <BudgetOverview answers={responses} />
        </div>
      )}

      <h2>Responses</h2>
      {responses.length === 0 ? (
        <p className="empty-text">No responses yet.</p>
      ) : (
        <AnswerGrid>
          {responses.map((response) => (
            <ResponseCard
              key={response.uid}
              response={response}
              onRemove={canRemove && response.uid !== trip.userId ? () => setRemoving(response) : undefined}
            />
          ))}
        </AnswerGrid>
      )}

      {confirmingDelete && (
        <Modal
          role="alertdialog"
          title="Are you sure you want to delete this trip?"
          onClose={() => setConfirmingDelete(false)}
          actions={
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirmingDelete(false)}>
                Cancel
              </button>
              <button type="button" className="btn btn-danger" onClick={() => void confirmDelete()} disabled={busy}>
                Yes, Delete
              </button>
            </>
          }
        >
          <p>This action cannot be undone.</p>
        </Modal>
      )}
      {removing && (
        <Modal
          role="alertdialog"
          title={`Remove ${removing.name} from this trip?`}
          onClose={() => setRemoving(null)}
          actions={
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setRemoving(null)}>
                Cancel
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => void confirmRemove(removing)}
                disabled={busy}
              >
                Yes, Remove
              </button>
            </>
          }
        >
          <p>
            Their response will be deleted and they will no longer be one of this trip's travelers. While the trip is a
            draft, they could answer again with the invite link.
          </p>
        </Modal>
      )}
      {confirmingReady && (
        <ReadyGuardDialog
          missing={missing}
          onRemind={remindMissing}
          onConfirm={() => void toggleReady()}
          onClose={() => setConfirmingReady(false)}
        />
      )}
      {created && (
        <TripCreatedPopup
          trip={trip}
          onClose={() => {
            const next = new URLSearchParams(searchParams);
            next.delete(CREATED_PARAM);
            setSearchParams(next, { replace: true });
          }}
        />
      )}
      <Toast message={toast.message} />
    </section>
  );
}
