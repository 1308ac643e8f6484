// "Are you sure you want to delete this trip?" before the organizer deletes it.
import { config } from '@/config/env';
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
      {/* Every trip was paid for when it was made: say what happens to that fee (issue 46). */}
      <p>
        The planning fee you paid is not refunded when you delete the trip. If you were charged in error, email{' '}
        <strong>{config.supportEmail}</strong> within 30 days of the charge (Terms, “Payment disputes”).
      </p>
    </ConfirmDialog>
  );
}
