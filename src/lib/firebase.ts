// The one place the Firebase app is created. Loaded lazily (see auth-context) so the
// landing page's initial JS carries no Firebase code.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { config } from '../config/env';

export const app = initializeApp(config.firebase);

// initializeAuth rather than getAuth: it skips Google's popup/redirect iframe script, and the
// persistence order is: local storage, then session storage, then memory).
export const auth = initializeAuth(app, {
  persistence: [browserLocalPersistence, browserSessionPersistence, inMemoryPersistence],
});

export const db = getFirestore(app);

if (config.useEmulators) {
  connectAuthEmulator(auth, `http://${config.emulatorHost}:${config.emulatorPorts.auth}`, { disableWarnings: true });
  connectFirestoreEmulator(db, config.emulatorHost, config.emulatorPorts.firestore);
}
