import { useMemo } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { Invitation, Trip, TripResponse } from '@/lib/models';
import { lastReminderRound, trackerRows, unansweredCount } from '../invitation-status';
import { InvitationTracker } from './invitation-tracker';
import { InviteByEmail } from './invite-by-email';
import { withdrawInvitation } from '../api/invitations-api';
import { RemindButton } from './remind-button';
import '../invitations.css';

interface EmailInvitationsProps {
  trip: Trip;
  responses: TripResponse[];
  /** The trip's invitations, loaded by the page's loader (only the organizer may read them). */
  invitations: Invitation[];
}

/**
 * The organizer's invitations panel on the trip page: invite by email, remind and withdraw a
 * pending invitation while the trip is a draft; the tracker always. After a change it re-runs
 * the page's loader, so the tracker, the last round and the switch show what the server now holds.
 */
export function EmailInvitations({ trip, responses, invitations }: EmailInvitationsProps) {
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  const rows = useMemo(() => trackerRows(invitations, responses), [invitations, responses]);
  const isDraft = trip.status === 'draft';

  return (
    <section className="card invitations-panel" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Invitations</h2>
      {isDraft && <InviteByEmail tripId={trip.id} onInvited={reload} />}
      <InvitationTracker
        rows={rows}
        onWithdraw={
          isDraft
            ? async (email) => {
                await withdrawInvitation(trip.id, email);
                reload();
              }
            : undefined
        }
      />
      {isDraft && rows.invitees.length > 0 && (
        <RemindButton
          tripId={trip.id}
          lastRound={lastReminderRound(invitations)}
          waiting={unansweredCount(rows.invitees)}
          autoReminders={trip.autoReminders !== false}
          onChanged={reload}
        />
      )}
    </section>
  );
}
