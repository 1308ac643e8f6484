// One firebase-admin app per function instance, created on first use.
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

function adminApp(): App {
  return getApps().length > 0 ? getApp() : initializeApp();
}

export function db(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth() {
  return getAuth(adminApp());
}
