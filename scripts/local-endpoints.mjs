// @ts-check
// The one place for the local ports and project ids (the emulator sets themselves are in
// scripts/emulator-sets.mjs). Every script, test helper and config imports them from here;
// firebase.json cannot import, so tests/unit/local-endpoints.node.test.ts checks that its emulator
// ports agree. Changing a port means changing it here (and there).

import { EMULATOR_SETS } from './emulator-sets.mjs';

export { EMULATOR_SETS };
/** @typedef {import('./emulator-sets.mjs').EmulatorSet} EmulatorSet */

/**
 * The set this process talks to: LOCAL_EMULATORS names it (scripts/test.mjs sets it for the
 * functions tests' stage), the app's otherwise.
 */
export const EMULATOR_SET_NAME = process.env.LOCAL_EMULATORS ?? 'app';
const emulatorSet = /** @type {Record<string, EmulatorSet | undefined>} */ (EMULATOR_SETS)[EMULATOR_SET_NAME];
if (!emulatorSet)
  throw new Error(`LOCAL_EMULATORS=${EMULATOR_SET_NAME}: no such set (${Object.keys(EMULATOR_SETS).join(', ')})`);

/** The `demo-` project of the emulator set in use: the app's unless LOCAL_EMULATORS says otherwise. */
export const PROJECT_ID = emulatorSet.projectId;

/**
 * Project ids of the suites that need no Functions emulator. The Firestore emulator keeps each
 * project's data and rules apart, so these suites run beside the functions and browser tests
 * (which need the Functions emulator, hence PROJECT_ID) without clearing each other's data.
 * Not so for accounts: the client SDK's sign-in names no project, and the Auth emulator answers
 * it from PROJECT_ID, so a suite that signs in through the SDK keeps its accounts there.
 */
export const SUITE_PROJECT_IDS = { rules: 'demo-tripplanner-rules', reads: 'demo-tripplanner-reads' };

export const HOST = '127.0.0.1';

export const PORTS = {
  auth: emulatorSet.ports.auth,
  firestore: emulatorSet.ports.firestore,
  functions: emulatorSet.ports.functions,
  /** The emulators' hub: `npm start` asks it to export the data (scripts/emulator-data.mjs). */
  hub: emulatorSet.ports.hub,
  /** Vite dev server (`npm start`, the browser tests). */
  web: 5173,
  /** `vite preview` of a production build (`npm run perf`). */
  preview: 4173,
  /** `npm run perf`: the Firestore emulator behind a proxy that compresses, as Firestore does. */
  compressedFirestore: 8180,
  /** The local Stripe stand-in (scripts/stripe-standin). */
  stripe: emulatorSet.stripePort,
};

export const WEB_ORIGIN = `http://${HOST}:${PORTS.web}`;
export const STRIPE_ORIGIN = `http://${HOST}:${PORTS.stripe}`;
export const AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
export const FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;

/** Base URL of the HTTPS functions in the Functions emulator. */
export function functionsBase(projectId = PROJECT_ID, port = PORTS.functions) {
  return `http://${HOST}:${port}/${projectId}/us-central1`;
}

/** The Firestore emulator's REST documents root of a project (reads, writes, DELETE clears it). */
export function firestoreDocumentsUrl(projectId = PROJECT_ID, host = FIRESTORE_EMULATOR_HOST) {
  return `http://${host}/v1/projects/${projectId}/databases/(default)/documents`;
}

/** DELETE here empties a project's Firestore in the emulator. */
export function firestoreClearUrl(projectId = PROJECT_ID, host = FIRESTORE_EMULATOR_HOST) {
  return `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
}

/** For admin SDKs in scripts and tests: the emulator hosts, unless the caller already chose. */
export function pointAdminSdkAtEmulators() {
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR_HOST;
}
