import { useState } from 'react';
import { useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { inviteLink } from '@domain/invite-link';
import { canDo, stageNotice, tripStage, waitingFor, type TripAction } from '@domain/trip-lifecycle';
import { paths } from '@/config/paths';
import { withPrivateAnswers } from '@/lib/converters';
import type { Invitation, Trip, FullResponse } from '@/lib/models';
import { signedInUser, type AppUser } from '@/features/auth';
import { loadFailure, PageLoadError } from '@/lib/page-load-error';
import { SignedOutNotice } from '@/ui/signed-out-notice';
import { Toast, useToast } from '@/ui/toast';
import { loadPrivateAnswers, loadResponses, loadTrip } from '../api/trips-api';
import { EmailInvitations, isPending, loadInvitations, remindTravelers, trackerRows } from '@/features/invitations';
import { ReadyGuardDialog, type MissingTravelers } from './ready-guard-dialog';
import { TripCreatedPopup } from './trip-created-popup';
import { CREATED_PARAM } from '../trip-created-param';
import { TripPageHeader } from './trip-page-header';
import { TripOverview } from './trip-overview';
import { ReadyPanel } from './ready-panel';
import { TripPlanSection } from './trip-plan-section';
import { TripAnswers } from './trip-answers';
import { ConfirmDialog } from '@/ui/modal';
import { useTripWrites } from './use-trip-writes';
import '../trips.css';

export { READY_CHANGE_FAILED } from './use-trip-writes';

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
  const writes = useTripWrites(loadedTrip.id, toast.show);
  const { busy } = writes;

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
    else toggleReady();
  }

  function toggleReady() {
    setConfirmingReady(false);
    void writes.setReady(can('markReady'));
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
    if (!(await writes.deleteTrip())) setConfirmingDelete(false);
  }

  async function confirmRemove(response: FullResponse) {
    const removedNow = await writes.removeTraveler(response);
    setRemoving(null);
    if (removedNow) setRemoved((uids) => [...uids, response.uid]);
  }

  // Only the organizer of a draft trip may remove travelers, and never themselves (firestore.rules
  // enforce both).
  const canRemove = can('removeTraveler');
  const created = isOwner && searchParams.has(CREATED_PARAM);

  return (
    <section className="page">
      <TripPageHeader
        trip={trip}
        uid={user.uid}
        can={can}
        onCopyInvite={() => void copyInvite()}
        onDelete={() => setConfirmingDelete(true)}
        onInviteReset={(inviteKey) => {
          setResetKey(inviteKey);
          toast.show(INVITE_RESET_TOAST);
        }}
      />
      <TripOverview
        trip={trip}
        stage={stage}
        names={responses.map((r) => r.name)}
        invitedWaiting={inviteesWaiting.length}
        isOwner={isOwner}
        readyPrompt={can('markReady')}
      />

      {isOwner && <EmailInvitations trip={trip} responses={responses} invitations={invitations} />}
      <ReadyPanel stage={stage} isOwner={isOwner} can={can} notice={notice} busy={busy} onToggle={askToggleReady} />
      {stage !== 'collecting' && <TripPlanSection trip={trip} uid={user.uid} />}

      <TripAnswers
        responses={responses}
        isOwner={isOwner}
        onRemove={(response) => (canRemove && response.uid !== trip.userId ? () => setRemoving(response) : undefined)}
      />

      {confirmingDelete && (
        <ConfirmDialog
          title="Are you sure you want to delete this trip?"
          confirmLabel="Yes, Delete"
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onClose={() => setConfirmingDelete(false)}
        >
          <p>This action cannot be undone.</p>
        </ConfirmDialog>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name} from this trip?`}
          confirmLabel="Yes, Remove"
          busy={busy}
          onConfirm={() => void confirmRemove(removing)}
          onClose={() => setRemoving(null)}
        >
          <p>
            Their response will be deleted and they will no longer be one of this trip's travelers. While the trip is a
            draft, they could answer again with the invite link.
          </p>
        </ConfirmDialog>
      )}
      {confirmingReady && (
        <ReadyGuardDialog
          missing={missing}
          onRemind={remindMissing}
          onConfirm={toggleReady}
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
