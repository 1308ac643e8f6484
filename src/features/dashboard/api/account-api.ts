// Delete My Account, the browser's part: prove who you are again, let the deleteAccount function
// remove everything (it insists on a sign-in from the last few minutes), then sign out.
import { EmailAuthProvider, reauthenticateWithCredential, signOut } from 'firebase/auth';
import { auth } from '../../../lib/firebase';
import { callFunction } from '../../../lib/functions-client';
import { ReauthenticationError } from '../reauthentication-error';

const WRONG_PASSWORD_CODES = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

function reauthenticationError(error: unknown): ReauthenticationError {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (WRONG_PASSWORD_CODES.has(code)) return new ReauthenticationError('Incorrect password. Please try again.', true);
  if (code === 'auth/too-many-requests') return new ReauthenticationError('Too many attempts. Please wait a moment and try again.', false);
  if (code === 'auth/network-request-failed') return new ReauthenticationError('Network error. Check your connection and try again.', false);
  return new ReauthenticationError(error instanceof Error ? error.message : 'Could not confirm your password. Please try again.', false);
}

/** Signs the current user in again with `password`; the next ID token carries a fresh auth_time. */
export async function reauthenticate(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new ReauthenticationError('You are not signed in.', false);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (error) {
    throw reauthenticationError(error);
  }
}

/** Deletes the account server-side (see functions/src/account/delete-account.ts). */
export async function deleteAccountOnServer(): Promise<void> {
  await callFunction<{ deleted: true }>('deleteAccount', {});
}

/**
 * Forgets the (now deleted) user in this browser, then loads `path` afresh, as the navbar's
 * Sign Out does: a full load drops everything the app still holds in memory about the user,
 * and no signed-in page can redirect elsewhere in between (the dashboard sends a signed-out
 * visitor to / as soon as it notices).
 */
export async function signOutAndLoad(path: string): Promise<void> {
  try {
    await signOut(auth);
  } finally {
    // The account is gone whatever happened to the local sign-out; never stay on its pages.
    window.location.replace(path);
  }
}
