import { Link } from 'react-router-dom';
import type { TripAction } from '@domain/trip-lifecycle';
import { paths } from '@/config/paths';
import type { Trip } from '@/lib/models';
import { LeaveTripButton } from './leave-trip-button';
import { ResetInviteLinkButton } from './reset-invite-link-button';
import { TripActions } from './trip-actions';

/** The trip's name and the actions this person may take in the trip's stage. */
export function TripPageHeader({
  trip,
  uid,
  can,
  onCopyInvite,
  onDelete,
  onInviteReset,
}: {
  trip: Trip;
  uid: string;
  can: (action: TripAction) => boolean;
  onCopyInvite: () => void;
  /** Asks to confirm the deletion. */
  onDelete: () => void;
  onInviteReset: (inviteKey: string) => void;
}) {
  const isOwner = trip.userId === uid;
  return (
    <div className="page-header">
      <h1>{trip.tripName}</h1>
      <TripActions
        label="Trip actions"
        primary={
          can('copyInviteLink') ? (
            <button type="button" className="btn btn-primary btn-sm" onClick={onCopyInvite}>
              Copy Invite Link
            </button>
          ) : null
        }
      >
        {can('editMyResponse') && (
          <Link to={paths.editResponse(trip.id)} className="btn btn-secondary btn-sm">
            Edit My Response
          </Link>
        )}
        {can('updateTrip') && (
          <Link to={`${paths.editTrip(trip.id)}?from=responses`} className="btn btn-ghost btn-sm">
            Update Trip
          </Link>
        )}
        {can('deleteTrip') && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onDelete}>
            Delete Trip
          </button>
        )}
        {can('resetInviteLink') && <ResetInviteLinkButton tripId={trip.id} onReset={onInviteReset} />}
        {can('leaveTrip') && !isOwner && trip.joined.includes(uid) && <LeaveTripButton tripId={trip.id} uid={uid} />}
      </TripActions>
    </div>
  );
}
