import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ConfirmActionButton } from '@/ui/confirm-action-button';
import { leaveTrip } from '../api/invite-api';

/** "Leave this trip" for a traveler on a draft trip: their answer and their place go together. */
export function LeaveTripButton({ tripId, uid }: { tripId: string; uid: string }) {
  const navigate = useNavigate();
  return (
    <ConfirmActionButton
      label="Leave this trip"
      buttonClassName="btn btn-ghost btn-sm"
      title="Leave this trip?"
      confirmLabel="Yes, Leave"
      onConfirm={async () => {
        await leaveTrip(tripId, uid);
        navigate(paths.dashboard);
      }}
      failure="We could not take you off this trip. Please try again."
      log="Failed to leave the trip"
    >
      <p>
        Your response will be deleted and the trip will leave your dashboard. While the trip is a draft you can answer
        again with the invite link.
      </p>
    </ConfirmActionButton>
  );
}
