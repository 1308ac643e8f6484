// The spec's question before a second join overwrites the answer already given.
import { ConfirmDialog } from '@/ui/modal';

export function OverwriteDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog
      title="You've already submitted a response."
      confirmLabel="Confirm"
      confirmClassName="btn btn-primary"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>Submitting again will overwrite your previous entry. Do you want to continue?</p>
    </ConfirmDialog>
  );
}
