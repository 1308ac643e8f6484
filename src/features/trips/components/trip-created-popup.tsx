import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { config } from '@/config/env';
import { inviteLink } from '@domain/invite-link';
import { formatUsd, priceForTripType } from '@domain/pricing';
import { TRIP_CREATED_NEXT_STEPS } from '@domain/trip-created';
import { paths } from '@/config/paths';
import type { Trip } from '@/lib/models';
import { Modal } from '@/ui/modal';
import { Toast, useToast } from '@/ui/toast';

const COPY_TOAST_MS = 2500;
const REDIRECT_MS = 3500;

const TRIP_TYPE_NAMES: Record<Trip['tripType'], string> = {
  domestic: 'a domestic trip',
  international: 'an international trip',
};

export const LINK_UNAVAILABLE =
  "We couldn't load your invite link just now. Your trip is saved and paid for: the link is also on this trip page, under Copy Invite Link.";

/**
 * The 'Trip Created!' popup over the new trip's page after a paid checkout: what was paid,
 * the invite link, and one clear next step (answer your own form), with copy and close secondary. Closing leaves the organizer on
 * the trip. The spec's 'Copy to Clipboard & Join Trip!' keeps its copy-then-join behaviour.
 */
export function TripCreatedPopup({
  trip,
  onClose,
}: {
  trip: Pick<Trip, 'id' | 'inviteKey' | 'tripType'>;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast(COPY_TOAST_MS);
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The key is made with the trip (server-side); the page read the trip, key included.
  const link = trip.inviteKey ? inviteLink(window.location.origin, trip.id, trip.inviteKey) : '';

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(link);
      return true;
    } catch {
      // Clipboard can be refused; the link stays on screen to copy by hand.
      return false;
    }
  }

  async function copyOnly() {
    toast.show((await copy()) ? 'Link copied to clipboard!' : `Copy this link: ${link}`);
  }

  async function copyAndJoin() {
    await copy();
    toast.show('Copied and redirecting...');
    setRedirecting(true);
    timer.current = setTimeout(() => navigate(paths.join(trip.id)), REDIRECT_MS);
  }

  return (
    <>
      <Modal
        title="Trip Created!"
        onClose={() => !redirecting && onClose()}
        actions={
          <>
            {/* One clear next step (issue #45): the organizer answers their own form first. */}
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => navigate(paths.join(trip.id))}
              disabled={redirecting}
            >
              Answer your own form
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void copyOnly()}
              disabled={redirecting || !link}
            >
              Copy Link
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void copyAndJoin()}
              disabled={redirecting || !link}
            >
              Copy to Clipboard & Join Trip!
            </button>
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={redirecting}>
              Close
            </button>
          </>
        }
      >
        <p className="form-success">
          Payment received: {formatUsd(priceForTripType(trip.tripType))} for {TRIP_TYPE_NAMES[trip.tripType]}.
        </p>
        {link ? (
          <>
            <p>Share this link with everyone coming on the trip:</p>
            <p>
              <input
                className="input"
                readOnly
                value={link}
                aria-label="Invite link"
                onFocus={(e) => e.target.select()}
              />
            </p>
          </>
        ) : (
          <div className="banner banner-warning" role="alert">
            <p>{LINK_UNAVAILABLE}</p>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => void revalidator.revalidate()}
              disabled={revalidator.state === 'loading'}
            >
              {revalidator.state === 'loading' ? 'Trying again…' : 'Try again'}
            </button>
          </div>
        )}
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
