import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { INVITE_PARAM } from '@domain/invite-link';
import { paths, withRedirect } from '../../../config/paths';
import { useAuth } from '../../auth';
import { Modal } from '../../../ui/modal';
import { Loading, Notice } from '../../../ui/page-states';
import { loadJoinAccess, type JoinAccess } from '../api/join-access';
import { saveResponse } from '../api/responses-api';
import { emptyResponseValues, toTripResponse, valuesFromResponse, type ResponseSubmission } from '../response-values';
import { InviteProblem } from './invite-problem';
import { ResponseForm, type ResponseFormMode } from './response-form';
import { TripSummary } from './trip-summary';
import '../responses.css';

export const READY_MESSAGE =
  "This trip has been marked as ready and can't be joined or edited right now. If you think this is a mistake, please contact your trip creator.";
export const SAVE_ERROR = 'An error occurred while saving your response. Please try again.';

type LoadResult = { kind: 'missing' } | JoinAccess;

/** The join form (/join/:tripId) and its edit mode (/edit-response/:tripId). */
export function ResponsePage({ mode }: { mode: ResponseFormMode }) {
  const { tripId = '' } = useParams<{ tripId: string }>();
  const linkKey = useSearchParams()[0].get(INVITE_PARAM);
  const location = useLocation();
  const { user, loading } = useAuth();
  const uid = user?.uid;
  const loadKey = uid ? `${tripId}\n${uid}\n${linkKey ?? ''}` : '';
  const [loaded, setLoaded] = useState<{ key: string; result: LoadResult } | null>(null);
  const [pending, setPending] = useState<ResponseSubmission | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!uid || !tripId) return;
    let cancelled = false;
    const key = `${tripId}\n${uid}\n${linkKey ?? ''}`;
    loadJoinAccess(tripId, uid, linkKey)
      .then((result) => {
        if (!cancelled) setLoaded({ key, result });
      })
      .catch((error: unknown) => {
        console.error('Failed to load trip', error);
        if (!cancelled) setLoaded({ key, result: { kind: 'missing' } });
      });
    return () => {
      cancelled = true;
    };
  }, [tripId, uid, linkKey]);

  const closeModal = useCallback(() => setPending(null), []);

  if (loading) return <Loading />;
  if (!user) {
    return (
      <Notice actionLabel="Log in" actionTo={withRedirect(paths.login, location.pathname + location.search)}>
        Please log in to respond to this trip.
      </Notice>
    );
  }
  if (!tripId) {
    return (
      <Notice actionLabel="Return" actionTo={paths.dashboard}>
        We couldn't find this trip.
      </Notice>
    );
  }
  if (!loaded || loaded.key !== loadKey) return <Loading />;
  const { result } = loaded;
  if (result.kind === 'missing') {
    return (
      <Notice actionLabel="Return" actionTo={paths.dashboard}>
        We couldn't find this trip.
      </Notice>
    );
  }
  if (result.kind !== 'found') return <InviteProblem kind={result.kind} />;
  const { view: trip, existing, inviteKey } = result;
  if (trip.status === 'ready') {
    return (
      <Notice actionLabel="Return" actionTo={paths.dashboard}>
        {READY_MESSAGE}
      </Notice>
    );
  }

  const signedIn = user;
  async function save(submission: ResponseSubmission) {
    setSaving(true);
    setSaveFailed(false);
    try {
      await saveResponse(tripId, toTripResponse(submission, signedIn, existing?.profileImage), {
        inviteKey,
        joining: !existing,
      });
      setSaved(true);
    } catch (error) {
      console.error('Failed to save response', error);
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  }

  function onSubmit(submission: ResponseSubmission) {
    if (mode === 'join' && existing) setPending(submission);
    else void save(submission);
  }

  if (saved) {
    return (
      <section className="page medium">
        <div className="card response-confirmation" role="status">
          <h1>{mode === 'edit' ? 'Changes saved!' : 'Thanks for submitting!'}</h1>
          <p>Your preferences were saved.</p>
          <div className="btn-row">
            {mode === 'edit' ? (
              <Link to={paths.tripResponses(tripId)} className="btn btn-primary">
                Back to Trip Page
              </Link>
            ) : (
              <Link to={paths.dashboard} className="btn btn-primary">
                Go to My Dashboard
              </Link>
            )}
          </div>
        </div>
      </section>
    );
  }

  const initialValues = mode === 'edit' && existing ? valuesFromResponse(existing) : emptyResponseValues();
  return (
    <section className="page medium response-page">
      <h1>
        {trip.organizerLabel} is inviting you to join {trip.tripName || 'a trip'}!
      </h1>
      <TripSummary trip={trip} />
      <p className="banner banner-info">If you created this trip, please fill out this form too!</p>
      <div className="card">
        <ResponseForm
          key={loadKey}
          initialValues={initialValues}
          mode={mode}
          onSubmit={onSubmit}
          cancelTo={paths.tripResponses(tripId)}
          submitting={saving}
        />
        {saveFailed && (
          <p className="form-error response-save-error" role="alert">
            {SAVE_ERROR}
          </p>
        )}
      </div>
      {pending && (
        <Modal
          title="You've already submitted a response."
          role="alertdialog"
          onClose={closeModal}
          actions={
            <>
              <button type="button" className="btn btn-ghost" onClick={closeModal}>
                Cancel
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  const submission = pending;
                  setPending(null);
                  void save(submission);
                }}
              >
                Confirm
              </button>
            </>
          }
        >
          <p>Submitting again will overwrite your previous entry. Do you want to continue?</p>
        </Modal>
      )}
    </section>
  );
}
