// "Remove <name> from this trip?" before the organizer of a draft trip removes a traveler.
import { ConfirmDialog } from '@/ui/modal';

export function RemoveTravelerDialog({
  name,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={`Remove ${name} from this trip?`}
      confirmLabel="Yes, Remove"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        Their response will be deleted and they will no longer be one of this trip's travelers. While the trip is a
        draft, they could answer again with the invite link.
      </p>
    </ConfirmDialog>
  );
}
