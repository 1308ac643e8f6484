import { FunctionError } from '@/lib/function-error';
import { ConfirmActionButton } from '@/ui/confirm-action-button';
import { resetInviteKey } from '../api/invite-api';

/** "Reset invite link" (organizer only): a new link; every link shared before stops working. */
export function ResetInviteLinkButton({ tripId, onReset }: { tripId: string; onReset: (inviteKey: string) => void }) {
  return (
    <ConfirmActionButton
      label="Reset invite link"
      buttonClassName="btn btn-ghost btn-sm"
      title="Reset the invite link?"
      confirmLabel="Yes, Reset Link"
      onConfirm={async () => {
        try {
          onReset(await resetInviteKey(tripId));
        } catch (error) {
          console.error('Failed to reset the invite link', error);
          if (error instanceof FunctionError && error.status < 500) throw error;
          throw new Error('We could not reset the invite link. Please try again.', { cause: error });
        }
      }}
    >
      <p>
        Everyone who already answered stays on the trip. The link you shared before will stop working: send the new link
        to anyone who still needs to answer.
      </p>
    </ConfirmActionButton>
  );
}
