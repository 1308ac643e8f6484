// Firebase Auth behind plain functions; the rest of the app sees AppUser, never a Firebase User.
import {
  browserLocalPersistence,
  browserSessionPersistence,
  EmailAuthProvider,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { forgetSignedInTraces } from '@/lib/drafts';
import { tokenClaims } from '../token-claims';
import type { AppUser } from '../types';

// Only signing in and out need it: a chunk of its own, outside every page's first load
// (docs/bundle-budget.md); the trip page imports it anyway.
const deviceCopy = () => import('@/lib/device-copy');

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

/**
 * True when the signed-in user's ID token carries admin == true on a verified email (the rules
 * honour the claim only then); false (logged) when the lookup fails.
 */
export async function fetchIsAdmin(forceRefresh = false): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  try {
    const claims = tokenClaims(await user.getIdToken(forceRefresh));
    if (!claims) throw new Error('The ID token has no readable claims');
    return claims.admin === true && claims.email_verified === true;
  } catch (error) {
    console.error('Error fetching custom claims:', error);
    return false;
  }
}

/** The account (uid) this tab last sent a verification link to, so the "Verify your email" step need not send another. */
let verificationSentTo: string | null = null;

export async function signUp(email: string, password: string): Promise<AppUser> {
  const credential = await createUserWithEmailAndPassword(auth, email, password);
  // Joining and paying need a verified email: the link goes out at once, without holding up the
  // sign-up (best effort; the "Verify your email" step can send it again).
  const { user } = credential;
  sendEmailVerification(user).then(
    () => {
      verificationSentTo = user.uid;
    },
    (error: unknown) => console.warn('Sending the verification email failed', error),
  );
  return toAppUser(user);
}

/**
 * Signs in. On a shared computer the session lives in this tab's sessionStorage only (gone when
 * the tab closes) and nothing of the trips is kept on the device (docs/offline.md).
 */
export async function signIn(email: string, password: string, sharedComputer = false): Promise<AppUser> {
  (await deviceCopy()).setSharedComputer(sharedComputer);
  // The instance's method, not setPersistence(): the same code, no extra bytes on every page.
  await auth.setPersistence(sharedComputer ? browserSessionPersistence : browserLocalPersistence);
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return toAppUser(credential.user);
}

export async function sendReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email);
}

/**
 * Every sign-out (the navbar's, after account deletion) also forgets drafts, invite paths and
 * everything kept on the device for offline use (docs/offline.md).
 */
export async function signOut(): Promise<void> {
  try {
    await firebaseSignOut(auth);
  } finally {
    forgetSignedInTraces();
    await (await deviceCopy()).forgetThisDevice();
  }
}

/** Signs the current user in again with `password`; the next ID token carries a fresh auth_time. */
export async function reauthenticate(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('You are not signed in.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}

/** Whether the signed-in user's email is verified, asked afresh (a link may have been opened elsewhere). */
export async function reloadEmailVerified(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true); // so the rules see email_verified too
  return user.emailVerified;
}

/**
 * Whether the signed-in user may join or pay (both need a verified email): the cached flag when
 * it already says yes, else asked afresh (the link may have been opened in another tab).
 */
export async function isEmailVerified(): Promise<boolean> {
  if (auth.currentUser?.emailVerified) return true;
  return reloadEmailVerified();
}

/** Firebase Auth's own verification email to the signed-in user's address. */
export async function sendVerificationEmail(): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('You are not signed in.');
  await sendEmailVerification(user);
  verificationSentTo = user.uid;
}

/** Whether this tab already sent the signed-in account a verification link (at sign-up, or asked). */
export function verificationLinkSent(): boolean {
  return verificationSentTo !== null && verificationSentTo === auth.currentUser?.uid;
}
