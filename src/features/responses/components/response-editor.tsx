// The answer form of the join and edit-response pages: the invitation, the form (kept as a draft
// until saved), the overwrite question on a second join, and the saved page after.
import { useCallback, useState } from 'react';
import type { FullResponse } from '@/lib/models';
import type { AppUser } from '@/features/auth';
import { useVerifiedEmailStep } from '@/features/auth/components/verify-email-step';
import { paths } from '@/config/paths';
import { saveProfileName } from '@/features/profile';
import { RestoredDraftNotice, useDraft } from '@/ui/use-draft';
import { useAction } from '@/ui/use-action';
import type { JoinView } from '../api/join-access';
import { loadTripIfMember, saveResponse } from '../api/responses-api';
import { emptyResponseValues, toTripResponse, valuesFromResponse, type ResponseSubmission } from '../response-values';
import { answerTexts, storedJoinAnswers } from '../join-answers';
import { AnsweredBanner } from './answered-banner';
import { OverwriteDialog } from './overwrite-dialog';
import { ResponseForm, type ResponseFormMode } from './response-form';
import { ResponseSaved, type GroupProgress } from './response-saved';
import { TripSummary } from './trip-summary';

export const SAVE_ERROR = 'An error occurred while saving your response. Please try again.';

export function ResponseEditor({
  mode,
  user,
  tripId,
  trip,
  existing,
  inviteKey,
  profileName,
  isOrganizer = false,
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
  /** The trip's own organizer: not "invited" by their own name (issue #45). */
  isOrganizer?: boolean;
}) {
  const [pending, setPending] = useState<ResponseSubmission | null>(null);
  const { busy: saving, error: saveError, run } = useAction({ failure: SAVE_ERROR, log: 'Failed to save response' });
  const [saved, setSaved] = useState<{ progress: GroupProgress | null } | null>(null);
  const closeModal = useCallback(() => setPending(null), []);
  // A first answer needs a verified email: asked on arrival (just after sign-up), not only at Submit.
  const verification = useVerifiedEmailStep(user.email, 'join this trip', { askOnArrival: !existing });
  const joinQuestions = trip.joinQuestions ?? [];
  const draft = useDraft(
    user.uid,
    'response',
    tripId,
    // Someone who already answered sees their answers, whichever link brought them (the invite
    // link from the group chat included); the spec's overwrite question still guards a join.
    {
      ...(existing ? valuesFromResponse(existing) : { ...emptyResponseValues(), ...profileName }),
      customAnswers: answerTexts(joinQuestions, { ...existing?.customAnswers, ...existing?.plannerAnswers }),
    },
  );

  const save = (submission: ResponseSubmission) =>
    run(async () => {
      const { customAnswers, plannerAnswers } = storedJoinAnswers(joinQuestions, submission.customAnswers);
      const keepsPlannerAnswers = existing?.plannerAnswers || joinQuestions.some((q) => q.audience === 'planners');
      const response = {
        ...toTripResponse(submission, user, existing?.profileImage),
        customAnswers,
        ...(keepsPlannerAnswers ? { plannerAnswers } : {}),
      };
      await saveResponse(tripId, response, {
        inviteKey,
        joining: !existing,
      });
      draft.clear();
      // Straight from sign-up to this form: the name typed here becomes the profile's name
      // (best effort: the answer is saved either way, and the profile page can set it).
      if (!existing && !profileName.firstName && !profileName.lastName) {
        await saveProfileName(user.uid, user.email, submission.firstName, submission.lastName).catch((error: unknown) =>
          console.warn('Keeping the name in the profile failed', error),
        );
      }
      // Now a member, the traveler may read the trip: who else is still to answer (best effort).
      const after = await loadTripIfMember(tripId).catch(() => null);
      const progress = after ? { answered: after.joined.length, expected: after.numPeople } : null;
      setSaved({ progress });
    });

  function onSubmit(submission: ResponseSubmission) {
    if (mode === 'join' && existing) setPending(submission);
    // A first answer joins the trip, which needs a verified email (the rules check the token).
    else if (!existing) void verification.whenVerified(() => void save(submission));
    else void save(submission);
  }

  if (saved) {
    return (
      <ResponseSaved
        mode={mode}
        tripId={tripId}
        organizerLabel={trip.organizerLabel}
        progress={saved.progress}
        offerProfile={!profileName.firstName && !profileName.lastName}
      />
    );
  }

  return (
    <section className="page medium response-page">
      <h1>
        {isOrganizer
          ? `Your own answers for ${trip.tripName || 'your trip'}`
          : `${trip.organizerLabel} is inviting you to join ${trip.tripName || 'a trip'}!`}
      </h1>
      <TripSummary trip={trip} />
      {verification.banner}
      {!isOrganizer && <p className="banner banner-info">If you created this trip, please fill out this form too!</p>}
      {existing && <AnsweredBanner existing={existing} />}
      <div className="card">
        <RestoredDraftNotice draft={draft} />
        <ResponseForm
          key={draft.generation}
          initialValues={draft.initial}
          onValuesChange={draft.keep}
          joinQuestions={joinQuestions}
          mode={mode}
          onSubmit={onSubmit}
          cancelTo={paths.tripResponses(tripId)}
          submitting={saving}
          tripStart={trip.startDate}
        />
        {saveError && (
          <p className="form-error response-save-error" role="alert">
            {saveError}
          </p>
        )}
      </div>
      {verification.step}
      {pending && (
        <OverwriteDialog
          onConfirm={() => {
            const submission = pending;
            setPending(null);
            void save(submission);
          }}
          onClose={closeModal}
        />
      )}
    </section>
  );
}
