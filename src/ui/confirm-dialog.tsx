import type { ReactNode } from 'react';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The confirming button's text ("Yes, Delete"); the other one is Cancel. */
  confirmLabel: string;
  /** Default: the danger button, for confirmations that destroy something. */
  confirmClassName?: string;
  /** While the confirmed write runs: the confirming button is disabled, so it writes once. */
  busy?: boolean;
  /** Other ways out, between Cancel and the confirming button ("Remind them"). */
  alternatives?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape and a click on the backdrop. */
  onClose: () => void;
}

/** "Are you sure?": an alert dialog with Cancel and one confirming button. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  confirmClassName = 'btn btn-danger',
  busy = false,
  alternatives,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      role="alertdialog"
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          {alternatives}
          <button type="button" className={confirmClassName} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
