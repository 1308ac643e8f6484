import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  children?: ReactNode;
  /** Buttons row; the first focusable element receives focus when the modal opens. */
  actions: ReactNode;
  onClose: () => void;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Accessible modal: labelled, traps Tab focus, closes on Escape or a click on the backdrop, restores focus. */
export function Modal({ title, children, actions, onClose, role = 'dialog' }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, read when a key is pressed: callers often pass an inline arrow, and
  // re-running the effect for a new identity would move focus back to the first button.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const focusables = () => Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    focusables()[0]?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      // Focus that slipped out (a click on the backdrop, a button that became disabled) comes back in.
      if (!panel.current?.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previouslyFocused?.focus?.();
    };
  }, []);

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal" role={role} aria-modal="true" aria-labelledby={titleId} ref={panel}>
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {children}
        <div className="modal-actions">{actions}</div>
      </div>
    </div>
  );
}

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
