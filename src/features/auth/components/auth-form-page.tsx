import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { TextField } from '@/ui/field';
import { BusyButton } from '@/ui/busy-button';
import { useAction } from '@/ui/use-action';
import { authErrorMessage } from '../auth-error';

/** The form's error paragraph, so a field the error is about can point at it (aria-describedby). */
export const AUTH_FORM_ERROR_ID = 'auth-form-error';

/** An account form's submit as useAuthSubmit runs it, and what the card shows of it. */
export interface AuthSubmit {
  error: string | null;
  busy: boolean;
  /** True once send() succeeded on a page that stays (staysOnPage); cleared by the next submit. */
  succeeded: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The submit every account form shares. It clears the last error, stops with the form's own
 * message when check() gives one, then runs send() with the button busy; send() imports the
 * auth API itself, so the form paints without waiting for the Firebase SDK. A failure shows the
 * error in words and frees the button. After success the button stays busy while the page
 * navigates away (the next page's chunk may still be loading), unless the page stays to say
 * what it did (staysOnPage).
 */
export function useAuthSubmit({
  check,
  send,
  staysOnPage = false,
}: {
  check: () => string | null;
  send: () => Promise<void>;
  staysOnPage?: boolean;
}): AuthSubmit {
  const { busy, error, setError, run } = useAction({ failure: authErrorMessage });
  const [succeeded, setSucceeded] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSucceeded(false);
    const refusal = check();
    if (refusal) return setError(refusal);
    void run(
      async () => {
        await send();
        if (staysOnPage) setSucceeded(true);
      },
      { leaves: !staysOnPage },
    );
  }

  return { error, busy, succeeded, onSubmit };
}

/** The card every account form sits in: title, error paragraph, fields, submit button, footer links. */
export function AuthFormPage({
  title,
  intro,
  error,
  busy,
  onSubmit,
  submitLabel,
  busyLabel,
  children,
  links,
}: Omit<AuthSubmit, 'succeeded'> & {
  title: string;
  intro?: ReactNode;
  /** The button's text, and its text while the form is being sent. */
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
  links?: ReactNode;
}) {
  return (
    <section className="page">
      <div className="card auth-card">
        <h1>{title}</h1>
        {intro && <p className="muted">{intro}</p>}
        <form className="form" onSubmit={onSubmit} noValidate>
          {error && (
            <p id={AUTH_FORM_ERROR_ID} className="form-error" role="alert">
              {error}
            </p>
          )}
          {children}
          <BusyButton type="submit" className="btn btn-primary" busy={busy} busyLabel={busyLabel}>
            {submitLabel}
          </BusyButton>
        </form>
        {links && <div className="auth-links">{links}</div>}
      </div>
    </section>
  );
}

type ValueProps = { value: string; onChange: (value: string) => void };

/** The email field every account form asks for first. */
export function EmailField({ value, onChange }: ValueProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
    />
  );
}

/** A required password field; placeholder and aria-* attributes go through to the input. */
export function PasswordField({
  onChange,
  ...input
}: ValueProps & {
  label: string;
  autoComplete: 'current-password' | 'new-password';
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'aria-invalid' | 'aria-describedby'>) {
  return <TextField type="password" {...input} onChange={(e) => onChange(e.target.value)} required />;
}
