// @ts-check
// The two sets of local emulators (Auth, Firestore, Functions) `npm test` runs side by side: the
// app's (`npm start`, the browser tests, the rules and reads suites) and one of the functions
// tests' own. The Functions emulator serves one project, and the functions tests clear their
// database between tests, so with one set the functions and browser tests had to run one after
// the other. Each set has its project id, ports and Stripe stand-in port (its `.env.<project id>`
// in the functions folder, written by scripts/local-config.mjs).
//
// Plain data in a module of its own: the app's build imports APP_EMULATORS (src/config/env.ts),
// and nothing here may read the process environment, which a browser does not have. Which set a
// script or test talks to is chosen in scripts/local-endpoints.mjs.

/**
 * @typedef {object} EmulatorSet
 * @property {string} projectId
 * @property {{ auth: number, firestore: number, firestoreWebsocket: number, functions: number, hub: number, logging: number }} ports
 * @property {number} stripePort
 */

/** @type {EmulatorSet} */
export const APP_EMULATORS = {
  projectId: 'demo-tripplanner',
  ports: { auth: 9099, firestore: 8080, firestoreWebsocket: 9150, functions: 5001, hub: 4400, logging: 4500 },
  stripePort: 12111,
};

/** @type {EmulatorSet} */
export const FUNCTIONS_TESTS_EMULATORS = {
  projectId: 'demo-tripplanner-functions',
  ports: { auth: 9199, firestore: 8280, firestoreWebsocket: 9250, functions: 5101, hub: 4410, logging: 4510 },
  stripePort: 12112,
};

/** @type {Record<'app' | 'functions-tests', EmulatorSet>} */
export const EMULATOR_SETS = { app: APP_EMULATORS, 'functions-tests': FUNCTIONS_TESTS_EMULATORS };
