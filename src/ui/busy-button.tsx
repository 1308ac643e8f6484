import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** While true the button is disabled (no second submit) and marked busy for assistive tech. */
  busy: boolean;
  /** What the button says while busy ("Starting checkout…"); the label stays when absent. */
  busyLabel?: ReactNode;
  /** Disabled for another reason than being busy. */
  disabled?: boolean;
  children: ReactNode;
}

/** The one button that runs a write: disabled while it runs, so a double click writes once. */
export function BusyButton({ busy, busyLabel, disabled, children, type = 'button', ...rest }: BusyButtonProps) {
  return (
    <button {...rest} type={type} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
