// "Are you sure you want to delete this trip?" before the organizer deletes it.
import { ConfirmDialog } from '@/ui/modal';

export function DeleteTripDialog({
  busy,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title="Are you sure you want to delete this trip?"
      confirmLabel="Yes, Delete"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>This action cannot be undone.</p>
    </ConfirmDialog>
  );
}
