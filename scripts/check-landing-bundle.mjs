// Builds for production and checks the landing page's initial JS (the entry chunk and its
// static imports): no Firebase SDK code, and within the design.md budget of 90 KiB gzip.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './prepare.mjs';

const BUDGET_BYTES = 90 * 1024;
// Strings only the Firebase SDK's code contains (chunk names in the preload map do not match).
const FIREBASE_MARKERS = ['identitytoolkit.googleapis.com', 'firestore.googleapis.com', 'initializeAuth', 'FIREBASE_DEFAULTS'];

execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = new Set();
(function walk(key) {
  if (initial.has(key)) return;
  initial.add(key);
  for (const next of manifest[key].imports ?? []) walk(next);
})(entryKey);

let bytes = 0;
const failures = [];
for (const key of initial) {
  const code = readFileSync(join(root, 'dist', manifest[key].file));
  bytes += gzipSync(code).length;
  for (const marker of FIREBASE_MARKERS) if (code.includes(marker)) failures.push(`${manifest[key].file} contains Firebase code (${marker})`);
}
if (bytes > BUDGET_BYTES) failures.push(`landing initial JS is ${(bytes / 1024).toFixed(1)} KiB gzip, over the ${BUDGET_BYTES / 1024} KiB budget`);
console.log(`landing initial JS: ${(bytes / 1024).toFixed(1)} KiB gzip in ${initial.size} chunk(s)`);
for (const failure of failures) console.error(`✖ ${failure}`);
const failedChecks = Number(failures.some((f) => f.includes('Firebase'))) + Number(bytes > BUDGET_BYTES);
console.log(`${2 - failedChecks} passed, ${failedChecks} failed`);
process.exit(failures.length === 0 ? 0 : 1);
