// @ts-check
// The Firebase Hosting emulator serving the production build (dist/) with firebase.json's
// hosting section as deployed: its /api/* rewrites to the functions, its headers (security
// policy, caching) and its catch-all to index.html (issue 40). The browser tests and
// `npm start -- --production` run the app this way, at the web origin (PORTS.web), so links in
// emails and Stripe's return URLs (APP_URL) reach it as they reach the Vite dev server.
//
// One test-only allowance, written to a git-ignored copy (firebase.local-hosting.json) and never
// to firebase.json: the policy's connect-src also names the local Auth and Firestore emulators,
// which a build for a `demo-` project talks to (src/config/env.ts). Everything else is
// firebase.json's own; the page tour compares what Hosting serves with scripts/security-config.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_EMULATORS } from './emulator-sets.mjs';
import { HOST, PORTS } from './local-endpoints.mjs';

const root = join(import.meta.dirname, '..');

/** The folder Hosting serves (firebase.json's hosting.public), where `vite build` writes. */
export const HOSTING_PUBLIC = join(root, 'dist');

/** The local emulators' origins the app calls (Auth, Firestore), as the dev server allows them. */
export const LOCAL_EMULATOR_ORIGINS = [APP_EMULATORS.ports.auth, APP_EMULATORS.ports.firestore].map(
  (port) => `http://${HOST}:${port}`,
);

/**
 * @param {string} policy a Content-Security-Policy
 * @param {readonly string[]} origins
 * @returns {string} the policy with `origins` added to its connect-src directive
 */
export function allowConnections(policy, origins) {
  if (!/(^|;\s*)connect-src\s/.test(policy)) throw new Error('the policy has no connect-src directive');
  return policy.replace(/((?:^|;\s*)connect-src [^;]*)/, (directive) => `${directive} ${origins.join(' ')}`);
}

/**
 * firebase.json (parsed) for the app's emulators plus the Hosting emulator on the web port, with
 * the test-only connect-src allowance; nothing else changed.
 * @param {any} firebaseJson
 * @returns {any}
 */
export function localHostingConfig(firebaseJson) {
  const config = structuredClone(firebaseJson);
  for (const entry of config.hosting.headers) {
    for (const header of entry.headers) {
      if (header.key === 'Content-Security-Policy')
        header.value = allowConnections(header.value, LOCAL_EMULATOR_ORIGINS);
    }
  }
  config.emulators = { ...config.emulators, hosting: { host: HOST, port: PORTS.web } };
  return config;
}

/**
 * Writes localHostingConfig() next to firebase.json (its paths are relative to it).
 * @returns {string} the path of the written config
 */
export function writeLocalHostingConfig() {
  const config = localHostingConfig(JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')));
  const path = join(root, 'firebase.local-hosting.json');
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}
