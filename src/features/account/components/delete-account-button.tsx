import { useCallback, useId, useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/field';
import { deleteAccountOnServer, reauthenticate, signOutAndLoad } from '../api/account-api';
import { ReauthenticationError } from '../reauthentication-error';

export const DELETE_ACCOUNT_TITLE = 'Are you sure you want to delete your account?';
export const DELETE_ACCOUNT_WARNING =
  "This permanently deletes your profile and your responses to other people's trips. Every trip you organize is deleted too, with all of its travelers' responses. This action cannot be undone.";
/** Where the app lands after a deletion; the landing page shows ACCOUNT_DELETED_MESSAGE there. */
export const AFTER_DELETION_PATH = `${paths.home}?deleted=true`;

type Step = 'closed' | 'confirm' | 'password';

/**
 * Delete My Account: a confirm modal, then a password dialog that signs the
 * user in again and asks the deleteAccount function to remove everything; then sign out and
 * go to /?deleted=true. Any failure keeps the dialog open with the reason; nothing is lost.
 */
export function DeleteAccountButton() {
  const [step, setStep] = useState<Step>('closed');
  const close = useCallback(() => setStep('closed'), []);
  return (
    <>
      <button type="button" className="btn btn-danger btn-sm" onClick={() => setStep('confirm')}>
        Delete My Account
      </button>
      {step === 'confirm' && (
        <Modal
          role="alertdialog"
          title={DELETE_ACCOUNT_TITLE}
          onClose={close}
          actions={
            <>
              <button type="button" className="btn btn-ghost" onClick={close}>
                Cancel
              </button>
              <button type="button" className="btn btn-danger" onClick={() => setStep('password')}>
                Yes, Delete
              </button>
            </>
          }
        >
          <p>{DELETE_ACCOUNT_WARNING}</p>
        </Modal>
      )}
      {step === 'password' && <PasswordDialog onCancel={close} />}
    </>
  );
}

function PasswordDialog({ onCancel }: { onCancel: () => void }) {
  const formId = useId();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Escape and the backdrop do nothing while the deletion runs: it cannot be called back.
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
    setBusy(true);
    try {
      await reauthenticate(password);
    } catch (error) {
      setBusy(false);
      if (error instanceof ReauthenticationError && error.wrongPassword) setPasswordError(error.message);
      else setFormError(error instanceof Error ? error.message : String(error));
      return;
    }
    try {
      await deleteAccountOnServer();
    } catch (error) {
      setBusy(false);
      setFormError(`Failed to delete account: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    try {
      await signOutAndLoad(AFTER_DELETION_PATH);
    } catch (error) {
      // The account is gone already and the page is being replaced; only note the failed sign-out.
      console.error('Signing out after the account deletion failed', error);
    }
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
          <button type="submit" form={formId} className="btn btn-danger" disabled={busy}>
            {busy ? 'Deleting…' : 'Delete Account'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <p>To delete your account, enter the password you sign in with.</p>
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
