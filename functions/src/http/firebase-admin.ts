// One firebase-admin app per function instance, created on first use.
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

const DEFAULT_APP_NAME = '[DEFAULT]';

// firebase-functions creates its own named app for Firestore trigger events, so "some app
// exists" does not mean the default one does; look for the default app by name.
function adminApp(): App {
  return getApps().some((app) => app.name === DEFAULT_APP_NAME) ? getApp() : initializeApp();
}

export function db(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth() {
  return getAuth(adminApp());
}
