import { useState, type ReactNode } from 'react';
import { Modal } from './modal';

interface ConfirmActionButtonProps {
  /** The button that opens the confirmation. */
  label: string;
  buttonClassName: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; a thrown Error's message is shown in the dialog, which stays open to retry. */
  onConfirm: () => Promise<void>;
}

/** A button whose action runs only after the user confirms it in a dialog. */
export function ConfirmActionButton({
  label,
  buttonClassName,
  title,
  children,
  confirmLabel,
  onConfirm,
}: ConfirmActionButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (busy) return;
    setOpen(false);
    setError(null);
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={buttonClassName} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <Modal
          role="alertdialog"
          title={title}
          onClose={close}
          actions={
            <>
              <button type="button" className="btn btn-ghost" onClick={close}>
                Cancel
              </button>
              <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy}>
                {confirmLabel}
              </button>
            </>
          }
        >
          {children}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </Modal>
      )}
    </>
  );
}
