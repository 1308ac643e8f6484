import { BOOKED_NOTICE } from '@domain/trip-lifecycle';
import { config } from '@/config/env';

// Once planners have booked a trip its organizer can no longer reopen, edit or delete it (the
// rules refuse it too: docs/security.md, attack 5). This says why, and who can still help.
export const BOOKED_LOCK_MESSAGE = BOOKED_NOTICE;

/** The explanation as inline content, for a surrounding paragraph. */
export function BookedTripExplanation() {
  return (
    <>
      {BOOKED_LOCK_MESSAGE} To change anything, email us at{' '}
      <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
    </>
  );
}

export function BookedTripNotice() {
  return (
    <p className="banner banner-info" role="status">
      <BookedTripExplanation />
    </p>
  );
}
