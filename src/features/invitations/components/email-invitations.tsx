import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Invitation, Trip, TripResponse } from '../../../lib/models';
import { loadInvitations } from '../api/invitations-api';
import { lastReminderRound, trackerRows, unansweredCount } from '../invitation-status';
import { InvitationTracker } from './invitation-tracker';
import { InviteByEmail } from './invite-by-email';
import { RemindButton } from './remind-button';
import '../invitations.css';

interface EmailInvitationsProps {
  trip: Trip;
  responses: TripResponse[];
}

/**
 * The organizer's invitations panel on the trip page: invite by email and remind while the
 * trip is a draft; the tracker always. Loads the invitations itself (only the organizer and
 * planners may read them).
 */
export function EmailInvitations({ trip, responses }: EmailInvitationsProps) {
  const [invitations, setInvitations] = useState<Invitation[] | null>(null);
  const [autoReminders, setAutoReminders] = useState(trip.autoReminders !== false);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(() => {
    loadInvitations(trip.id).then(
      (next) => {
        setInvitations(next);
        setFailed(false);
      },
      (error: unknown) => {
        console.error('Failed to load invitations', error);
        setFailed(true);
      },
    );
  }, [trip.id]);

  useEffect(reload, [reload]);

  const rows = useMemo(() => trackerRows(invitations ?? [], responses), [invitations, responses]);
  const isDraft = trip.status === 'draft';

  return (
    <section className="card invitations-panel" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Invitations</h2>
      {isDraft && <InviteByEmail tripId={trip.id} onInvited={reload} />}
      {failed ? (
        <p className="form-error">The invitations could not be loaded. Reload the page to try again.</p>
      ) : invitations === null ? (
        <p className="muted">Loading invitations…</p>
      ) : (
        <>
          <InvitationTracker rows={rows} />
          {isDraft && rows.invitees.length > 0 && (
            <RemindButton
              tripId={trip.id}
              lastRound={lastReminderRound(invitations)}
              waiting={unansweredCount(rows.invitees)}
              autoReminders={autoReminders}
              onChanged={reload}
              onAutoRemindersChanged={setAutoReminders}
            />
          )}
        </>
      )}
    </section>
  );
}
