// Firebase Auth behind plain functions; the rest of the app sees AppUser, never a Firebase User.
import {
  EmailAuthProvider,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { auth } from '../../../lib/firebase';
import type { AppUser } from '../types';

function toAppUser(user: User): AppUser {
  return { uid: user.uid, email: user.email ?? '' };
}

export function watchAuthState(onChange: (user: AppUser | null) => void): () => void {
  return onAuthStateChanged(auth, (user) => onChange(user ? toAppUser(user) : null));
}

/** Who is signed in, once Firebase has restored the session (route loaders wait on this). */
export async function currentUserWhenKnown(): Promise<AppUser | null> {
  await auth.authStateReady();
  return auth.currentUser ? toAppUser(auth.currentUser) : null;
}

/** True when the signed-in user's ID token carries admin == true; false (logged) when the lookup fails. */
export async function fetchIsAdmin(forceRefresh = false): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  try {
    const result = await user.getIdTokenResult(forceRefresh);
    return result.claims.admin === true;
  } catch (error) {
    console.error('Error fetching custom claims:', error);
    return false;
  }
}

export async function signUp(email: string, password: string): Promise<AppUser> {
  const credential = await createUserWithEmailAndPassword(auth, email, password);
  return toAppUser(credential.user);
}

export async function signIn(email: string, password: string): Promise<AppUser> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return toAppUser(credential.user);
}

export async function sendReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(auth);
}

/** Signs the current user in again with `password`; the next ID token carries a fresh auth_time. */
export async function reauthenticate(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('You are not signed in.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}
