// The trip page's body: the header and overview, invitations, the ready panel, the plan, the
// answers, and the dialogs and toast of what the person does there.
import { canDo, stageNotice, tripStage, waitingFor, type TripAction } from '@domain/trip-lifecycle';
import type { Invitation, Trip, FullResponse } from '@/lib/models';
import type { AppUser } from '@/features/auth';
import { Suspense } from 'react';
import { Toast, useToast } from '@/ui/toast';
import { JoinQuestionsEditor } from '@/features/join-questions';
import { EmailInvitations } from '@/features/invitations';
import { TripConversationSection } from '@/features/conversation/section';
import { copyInvite } from '../copy-invite';
import { missingTravelers } from '../missing-travelers';
import { DeleteTripDialog } from './delete-trip-dialog';
import { ReadyGuardDialog } from './ready-guard-dialog';
import { ReadyPanel } from './ready-panel';
import { RemoveTravelerDialog } from './remove-traveler-dialog';
import { TripAnswers } from './trip-answers';
import { TripCreatedOnce } from './trip-created-once';
import { TripOverview } from './trip-overview';
import { TripPageHeader } from './trip-page-header';
import { TripPlanSection } from './trip-plan-section';
import { TripBookingSection } from './trip-booking-section';
import { TripRoomWishesSection } from './trip-room-wishes-section';
import { TripMoneySection, TripPaymentTracker } from './trip-money-section';
import { useReadyToggle } from './use-ready-toggle';
import { useTripAsChanged } from './use-trip-as-changed';
import { useTripConfirmations } from './use-trip-confirmations';
import { useTripWrites } from './use-trip-writes';

export const INVITE_RESET_TOAST = 'New invite link ready. The old link no longer works.';
const COPY_TOAST_MS = 3000;

export function FullResponses({
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
  const { trip, responses, removedTraveler, setResetKey } = useTripAsChanged(loadedTrip, loadedResponses);
  const toast = useToast(COPY_TOAST_MS);
  const writes = useTripWrites(loadedTrip.id, toast.show);
  const { busy } = writes;
  const confirm = useTripConfirmations(writes, removedTraveler);
  const { removing } = confirm;

  const isOwner = trip.userId === user.uid;
  // What this person may do here comes from the life cycle (@domain/trip-lifecycle), so every
  // button shown can act in the trip's current stage.
  const stage = tripStage(trip);
  const role = isOwner ? 'organizer' : 'traveler';
  const can = (action: TripAction) => canDo(stage, role, action);
  const notice = stageNotice(stage, role);
  const { count, missing } = missingTravelers(invitations, responses, trip.numPeople);
  const ready = useReadyToggle({
    tripId: trip.id,
    busy,
    markReady: can('markReady'),
    waiting: waitingFor(count),
    setReady: writes.setReady,
  });

  // Only the organizer of a draft trip may remove travelers, and never themselves (firestore.rules
  // enforce both).
  const canRemove = can('removeTraveler');
  // A booked trip is about the plan now: it opens on "You're booked" with the plan first (on a
  // phone the overview and answers would otherwise push it several screens down; issue #45).
  const booked = stage === 'booked';
  const plan = stage !== 'collecting' && <TripPlanSection trip={trip} uid={user.uid} />;

  return (
    <section className="page">
      <TripPageHeader
        trip={trip}
        uid={user.uid}
        can={can}
        onCopyInvite={() => void copyInvite(trip, toast.show)}
        onDelete={confirm.askDelete}
        onInviteReset={(inviteKey) => {
          setResetKey(inviteKey);
          toast.show(INVITE_RESET_TOAST);
        }}
      />
      {booked && (
        <div className="banner banner-success booked-hello">
          <h2>You&rsquo;re booked</h2>
          <p>Our planners have booked {trip.tripName}. Your plan is below; we email you if anything changes.</p>
        </div>
      )}
      {booked && plan}
      <TripOverview
        trip={trip}
        stage={stage}
        names={responses.map((r) => r.name)}
        invitedWaiting={count.invitedWaiting}
        isOwner={isOwner}
        readyPrompt={can('markReady')}
      />

      {isOwner && <EmailInvitations trip={trip} responses={responses} invitations={invitations} />}
      <ReadyPanel stage={stage} isOwner={isOwner} can={can} notice={notice} busy={busy} onToggle={ready.ask} />
      <TripBookingSection trip={trip} uid={user.uid} />
      <TripRoomWishesSection trip={trip} uid={user.uid} responses={responses} />
      {!booked && plan}
      {stage !== 'collecting' && <TripMoneySection trip={trip} uid={user.uid} />}
      {isOwner && stage !== 'collecting' && <TripPaymentTracker trip={trip} responses={responses} />}
      <TripConversationSection trip={trip} responses={responses} uid={user.uid} />

      {/* The organizer's own join questions, while answers are being gathered (docs/join-questions.md). */}
      {isOwner && can('updateTrip') && (
        <Suspense fallback={null}>
          <JoinQuestionsEditor tripId={trip.id} initialQuestions={trip.joinQuestions ?? []} />
        </Suspense>
      )}
      <TripAnswers
        responses={responses}
        questions={trip.joinQuestions}
        isOwner={isOwner}
        onRemove={(response) =>
          canRemove && response.uid !== trip.userId ? () => confirm.askRemove(response) : undefined
        }
      />

      {confirm.confirmingDelete && (
        <DeleteTripDialog busy={busy} onConfirm={() => void confirm.confirmDelete()} onClose={confirm.cancelDelete} />
      )}
      {removing && (
        <RemoveTravelerDialog
          name={removing.name}
          busy={busy}
          onConfirm={() => void confirm.confirmRemove(removing)}
          onClose={confirm.cancelRemove}
        />
      )}
      {ready.confirming && (
        <ReadyGuardDialog missing={missing} onRemind={ready.remind} onConfirm={ready.toggle} onClose={ready.close} />
      )}
      <TripCreatedOnce trip={trip} isOwner={isOwner} />
      <Toast message={toast.message} />
    </section>
  );
}
