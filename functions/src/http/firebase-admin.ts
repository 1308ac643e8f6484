// One firebase-admin app per function instance, created on first use.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// firebase-functions creates its own named app for Firestore trigger events, so "some app
// exists" does not mean the default one does; look for the default app by name.
function adminApp(): App {
  return getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp();
}

export function db(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth() {
  return getAuth(adminApp());
}
