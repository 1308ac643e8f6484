// The dialogs behind Delete My Account, a chunk of their own: the dashboard shows only the
// button, and these (with the auth API and the functions client) load when it is pressed.
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/ui/modal';
import { deleteAccountOnServer, signOutAndLoad } from '../api/account-api';
import { PasswordDialog } from './password-dialog';

export const DELETE_ACCOUNT_TITLE = 'Are you sure you want to delete your account?';
export const DELETE_ACCOUNT_WARNING =
  "This permanently deletes your profile and your responses to other people's trips. Every trip you organize is deleted too, with all of its travelers' responses. This action cannot be undone.";
/** Where the app lands after a deletion; the landing page shows ACCOUNT_DELETED_MESSAGE there. */
export const AFTER_DELETION_PATH = `${paths.home}?deleted=true`;

/** The confirm modal, then the password dialog; `onClose` ends either. */
export default function DeleteAccountDialogs({ step, onConfirm, onClose }: DeleteAccountDialogsProps) {
  if (step === 'confirm') {
    return (
      <ConfirmDialog title={DELETE_ACCOUNT_TITLE} confirmLabel="Yes, Delete" onConfirm={onConfirm} onClose={onClose}>
        <p>{DELETE_ACCOUNT_WARNING}</p>
      </ConfirmDialog>
    );
  }
  return <DeletePasswordDialog onCancel={onClose} />;
}

export interface DeleteAccountDialogsProps {
  step: 'confirm' | 'password';
  onConfirm: () => void;
  onClose: () => void;
}

/** Deletes the account once the password proved who this is, then signs out and leaves. */
function DeletePasswordDialog({ onCancel }: { onCancel: () => void }) {
  async function deleteAndLeave() {
    await deleteAccountOnServer();
    try {
      await signOutAndLoad(AFTER_DELETION_PATH);
    } catch (error) {
      // The account is gone already and the page is being replaced; only note the failed sign-out.
      console.error('Signing out after the account deletion failed', error);
    }
  }
  return (
    <PasswordDialog
      intro="To delete your account, enter the password you sign in with."
      actionLabel="Delete Account"
      busyLabel="Deleting…"
      danger
      failurePrefix="Failed to delete account"
      onAuthenticated={deleteAndLeave}
      onCancel={onCancel}
    />
  );
}
