// @ts-check
// Shared by `npm start` and `npm test`: make a fresh clone runnable. Checks the machine's
// prerequisites first (scripts/prerequisites.mjs: seconds, installs or stops), then installs
// node_modules where missing, builds the functions, writes the emulator-only config and finds
// the Firestore emulator.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firestoreEmulatorEnv } from './emulator-env.mjs';
import { writeFunctionsLocalEnv } from './local-config.mjs';
import { PROJECT_ID } from './local-endpoints.mjs';
import { ensurePrerequisites } from './prerequisites.mjs';
import { continueOnProjectNode, npmCi } from './project-node.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export { PROJECT_ID };

/**
 * @param {string} command
 * @param {import('node:child_process').ExecSyncOptions} [options]
 */
export function run(command, options = {}) {
  execSync(command, { cwd: root, stdio: 'inherit', ...options });
}

/**
 * npm ci (on the project's Node) where node_modules is missing or older than the lock file.
 * @param {string} dir
 */
function ensureInstalled(dir) {
  const modules = join(dir, 'node_modules');
  const lock = join(dir, 'package-lock.json');
  const stale = !existsSync(modules) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(modules).mtimeMs);
  if (stale) npmCi(dir);
}

/**
 * `chromium`: the browser tests will run (npm test), so Chromium is required too.
 * `buildFunctions`: false when no Functions emulator runs (npm run check).
 * Async only because on another Node it hands over to the project's (and never returns then).
 * @param {{ chromium?: boolean, buildFunctions?: boolean }} [options]
 * @returns {Promise<NodeJS.ProcessEnv>}
 */
export async function prepare({ chromium = false, buildFunctions = true } = {}) {
  ensurePrerequisites({ chromium });
  ensureInstalled(root);
  ensureInstalled(join(root, 'functions'));
  await continueOnProjectNode();
  if (buildFunctions) run('npm --prefix functions run build');
  writeFunctionsLocalEnv(root);
  return { ...process.env, ...firestoreEmulatorEnv() };
}

export const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');
