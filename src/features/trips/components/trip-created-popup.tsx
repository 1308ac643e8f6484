import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { config } from '../../../config/env';
import { inviteLink } from '@domain/invite-link';
import { TRIP_CREATED_NEXT_STEPS } from '@domain/trip-created';
import { paths } from '../../../config/paths';
import { Modal } from '../../../ui/modal';
import { Toast, useToast } from '../../../ui/toast';
import { useLoaded } from '../../../lib/use-loaded';
import { loadTrip } from '../api/trips-api';

const COPY_TOAST_MS = 2500;
const REDIRECT_MS = 3500;

function loadInviteKey(tripId: string): Promise<string> {
  return loadTrip(tripId).then(
    (trip) => trip?.inviteKey ?? '',
    (error: unknown) => {
      console.error('Failed to load the new trip', error);
      return '';
    },
  );
}

/** The 'Trip Created!' popup, shown after a paid checkout returns. */
export function TripCreatedPopup({ tripId }: { tripId: string }) {
  const navigate = useNavigate();
  const toast = useToast(COPY_TOAST_MS);
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The key is made with the trip (server-side); the organizer reads it from the trip itself.
  // null while loading; '' when the trip (or its key) could not be read.
  const loaded = useLoaded(tripId, loadInviteKey);
  const inviteKey = loaded.status === 'done' ? loaded.value : null;
  const link = inviteKey ? inviteLink(window.location.origin, tripId, inviteKey) : '';

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyAndJoin() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Clipboard can be refused; the link stays on screen to copy by hand.
    }
    toast.show('Copied and redirecting...');
    setRedirecting(true);
    timer.current = setTimeout(() => navigate(paths.join(tripId)), REDIRECT_MS);
  }

  return (
    <>
      <Modal
        title="Trip Created!"
        onClose={() => !redirecting && navigate(paths.dashboard)}
        actions={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void copyAndJoin()}
            disabled={redirecting || !link}
          >
            Copy to Clipboard & Join Trip!
          </button>
        }
      >
        <p>Share this link with everyone coming on the trip:</p>
        <p>
          <input
            className="input"
            readOnly
            value={link || (inviteKey === null ? 'Loading your invite link…' : '')}
            aria-label="Invite link"
            onFocus={(e) => e.target.select()}
          />
        </p>
        <ol>
          {TRIP_CREATED_NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="muted">
          Questions? Contact us at <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
        </p>
        {redirecting && (
          <div className="banner banner-info" role="status">
            <p>Copied to clipboard and redirecting to the Join Trip form...</p>
            <p>If you are the creator joining this trip, please make sure to fill it out too!</p>
          </div>
        )}
      </Modal>
      <Toast message={toast.message} />
    </>
  );
}
