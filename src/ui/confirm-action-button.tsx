import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './modal';
import { useAction, type ActionOptions } from './use-action';

interface ConfirmActionButtonProps {
  /** The button that opens the confirmation. */
  label: string;
  buttonClassName: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; when it throws, the dialog stays open to retry and shows `failure`. */
  onConfirm: () => Promise<void>;
  /** What the dialog says when `onConfirm` throws (default: the error's message). */
  failure?: ActionOptions['failure'];
  log?: string;
}

/** A button whose action runs only after the user confirms it in a dialog. */
export function ConfirmActionButton({
  label,
  buttonClassName,
  title,
  children,
  confirmLabel,
  onConfirm,
  failure,
  log,
}: ConfirmActionButtonProps) {
  const [open, setOpen] = useState(false);
  const { busy, error, setError, run } = useAction();

  function close() {
    if (busy) return;
    setOpen(false);
    setError(null);
  }

  async function confirm() {
    if (await run(onConfirm, { failure, log })) setOpen(false);
  }

  return (
    <>
      <button type="button" className={buttonClassName} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <ConfirmDialog
          title={title}
          confirmLabel={confirmLabel}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={close}
        >
          {children}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
