// What an invitation and its reminders both say: the trip's facts and the full invite link,
// built here from the app's origin (chrome.appUrl) so the link can only point at the app.
import { inviteLink } from '../../domain/invite-link.js';
import { tripDates } from './format.js';
import { Fact } from './layout.js';

export interface TripInvitationProps {
  tripId: string;
  tripName: string;
  organizerName: string;
  destination: string;
  startDay: string | null;
  endDay: string | null;
  /** trips/{id}.inviteKey; null until the trip has one (the link then is the bare join path). */
  inviteKey: string | null;
}

export function invitationLink(appUrl: string, p: TripInvitationProps): string {
  return inviteLink(new URL(appUrl).origin, p.tripId, p.inviteKey ?? undefined);
}

/** "Ana" or, when the organizer left the name empty, a neutral stand-in. */
export function organizerOf(p: TripInvitationProps): string {
  return p.organizerName.trim() || 'Your trip organizer';
}

export function TripInvitationFacts({ p }: { p: TripInvitationProps }) {
  return (
    <>
      <Fact label="Trip">{p.tripName}</Fact>
      <Fact label="Destination">{p.destination}</Fact>
      <Fact label="Dates">{tripDates(p.startDay, p.endDay)}</Fact>
    </>
  );
}
