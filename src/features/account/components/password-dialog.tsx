import { useCallback, useId, useState, type FormEvent } from 'react';
import { Modal } from '@/ui/modal';
import { TextField } from '@/ui/field';
import { BusyButton } from '@/ui/busy-button';
import { errorText, useAction } from '@/ui/use-action';
import { reauthenticate } from '../api/account-api';
import { ReauthenticationError } from '../reauthentication-error';

const wrongPassword = (error: unknown): error is ReauthenticationError =>
  error instanceof ReauthenticationError && error.wrongPassword;

export interface PasswordDialogProps {
  /** Why the password is asked for, e.g. "To delete your account, enter the password you sign in with." */
  intro: string;
  actionLabel: string;
  busyLabel: string;
  danger?: boolean;
  /** Runs once the password proved who this is; a thrown error is shown as `failurePrefix: message`. */
  onAuthenticated: () => Promise<void>;
  failurePrefix: string;
  onCancel: () => void;
}

/**
 * "Enter your password": signs the user in again (the functions insist on a sign-in from the
 * last few minutes for deletion and for the data export), then runs the action.
 */
export function PasswordDialog({
  intro,
  actionLabel,
  busyLabel,
  danger = false,
  onAuthenticated,
  failurePrefix,
  onCancel,
}: PasswordDialogProps) {
  const formId = useId();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  // Stays busy after success: the action leaves the page (deletion) or closes the dialog.
  const { busy, error: formError, setError: setFormError, run } = useAction({ leaves: true });
  // Escape and the backdrop do nothing while the action runs: it cannot be called back.
  const close = useCallback(() => {
    if (!busy) onCancel();
  }, [busy, onCancel]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!password) {
      setPasswordError('Please enter your password.');
      return;
    }
    setPasswordError(null);
    let signedIn = false;
    await run(
      async () => {
        await reauthenticate(password);
        signedIn = true;
        await onAuthenticated();
      },
      {
        // A wrong password is the field's error; anything else the dialog's, naming the action
        // once the sign-in went through.
        failure: (error) =>
          signedIn ? `${failurePrefix}: ${errorText(error)}` : wrongPassword(error) ? null : errorText(error),
        onFailure: (error) => {
          if (!signedIn && wrongPassword(error)) setPasswordError(error.message);
        },
      },
    );
  }

  return (
    <Modal
      title="Enter your password"
      onClose={close}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={close} disabled={busy}>
            Cancel
          </button>
          <BusyButton
            type="submit"
            form={formId}
            className={danger ? 'btn btn-danger' : 'btn btn-primary'}
            busy={busy}
            busyLabel={busyLabel}
          >
            {actionLabel}
          </BusyButton>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <p>{intro}</p>
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
          disabled={busy}
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Modal>
  );
}
