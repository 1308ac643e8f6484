// Delete My Account, the browser's part: prove who you are again, let the deleteAccount function
// remove everything (it insists on a sign-in from the last few minutes), then sign out.
import type { AccountExport } from '@domain/account-export';
import { authErrorCode, authErrorMessage, loadAuthApi } from '@/features/auth';
import { callApi } from '@/lib/functions-client';
import { ReauthenticationError } from '../reauthentication-error';

const WRONG_PASSWORD_CODES = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/** A wrong password is the password field's error; anything else is the sign-in messages' wording. */
function reauthenticationError(error: unknown): ReauthenticationError {
  if (WRONG_PASSWORD_CODES.has(authErrorCode(error)))
    return new ReauthenticationError('Incorrect password. Please try again.', true);
  return new ReauthenticationError(authErrorMessage(error), false);
}

/** Signs the current user in again with `password`; the next ID token carries a fresh auth_time. */
export async function reauthenticate(password: string): Promise<void> {
  try {
    await (await loadAuthApi()).reauthenticate(password);
  } catch (error) {
    throw reauthenticationError(error);
  }
}

/** Deletes the account server-side (see functions/src/account/delete-account.ts). */
export async function deleteAccountOnServer(): Promise<void> {
  await callApi('deleteAccount', {});
}

/**
 * Forgets the (now deleted) user in this browser, then loads `path` afresh, as the navbar's
 * Sign Out does: a full load drops everything the app still holds in memory about the user,
 * and no signed-in page can redirect elsewhere in between (the dashboard sends a signed-out
 * visitor to / as soon as it notices).
 */
export async function signOutAndLoad(path: string): Promise<void> {
  try {
    await (await loadAuthApi()).signOut();
  } finally {
    // The account is gone whatever happened to the local sign-out; never stay on its pages.
    window.location.replace(path);
  }
}

/** Everything the product holds about the signed-in account (functions/src/account/export-my-data.ts). */
export async function exportMyDataFromServer(): Promise<AccountExport> {
  return callApi('exportMyData', {});
}

/** Hands `data` to the browser as a JSON file download. */
export function saveAsJsonFile(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
