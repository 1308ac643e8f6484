// Build-time configuration (Vite env). Defaults run the app against the local emulators.
// The app always talks to the app's emulator set (the functions tests' set is theirs alone).
import { APP_EMULATORS } from '../../scripts/emulator-sets.mjs';
import { HOSTING_API_PREFIX } from '@domain/hosted-functions';
import { usesEmulators } from './emulators';

const env = import.meta.env;

const projectId = env.VITE_FIREBASE_PROJECT_ID ?? APP_EMULATORS.projectId;

export const config = {
  firebase: {
    apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
  },
  /**
   * Connect to the Auth and Firestore emulators. Decided at build time, in dev and production
   * builds alike (so `vite preview` of a local production build uses the emulators too): on
   * when VITE_USE_EMULATORS says 'true', or when it is unset and the project is a `demo-`
   * project (which only exists in the emulators). A build for a real project never connects
   * to them unless asked to explicitly.
   */
  useEmulators: usesEmulators(env.VITE_USE_EMULATORS, projectId),
  emulatorHost: env.VITE_EMULATOR_HOST ?? '127.0.0.1',
  // `npm run perf` reads Firestore through a compressing proxy (scripts/compressing-proxy.mjs).
  emulatorPorts: {
    auth: APP_EMULATORS.ports.auth,
    firestore: Number(env.VITE_FIRESTORE_EMULATOR_PORT ?? APP_EMULATORS.ports.firestore),
  },
  /**
   * Base of the HTTPS functions; same-origin '/api' by default (Hosting's rewrites, one per
   * name on the list in functions/src/domain/hosted-functions.ts; the Vite dev proxy).
   */
  functionsBase: env.VITE_FUNCTIONS_BASE ?? HOSTING_API_PREFIX,
  bookCallUrl: env.VITE_BOOK_CALL_URL ?? 'https://calendly.com/tripwise/free-planning-call',
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@tripwise.example',
  productName: 'Tripwise',
} as const;
