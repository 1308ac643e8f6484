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
      onConfirm={async () => onReset(await resetInviteKey(tripId))}
      // A refusal (4xx) says why in the function's words; anything else is worth a retry.
      failure={(error) =>
        error instanceof FunctionError && error.status < 500
          ? error.message
          : 'We could not reset the invite link. Please try again.'
      }
      log="Failed to reset the invite link"
    >
      <p>
        Everyone who already answered stays on the trip. The link you shared before will stop working: send the new link
        to anyone who still needs to answer.
      </p>
    </ConfirmActionButton>
  );
}
