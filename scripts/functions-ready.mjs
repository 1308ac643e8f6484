// @ts-check
// Waits until the Functions emulator has loaded our functions, and starts a worker for each HTTP
// function. Used by `npm test` as its "emulators ready" check (scripts/stage-runner.mjs), by the
// functions suite's and the browser tests' global setups (for runs against `npm start`).
import { setTimeout as sleep } from 'node:timers/promises';
import { functionsBase } from './local-endpoints.mjs';

/**
 * The HTTP functions the Functions emulator lists at /backends (none before it has loaded them).
 * @param {string} base
 * @returns {Promise<string[]>}
 */
async function httpFunctionNames(base) {
  try {
    const response = await fetch(`${new URL(base).origin}/backends`);
    if (!response.ok) return [];
    /** @type {{ backends: { functionTriggers: { name: string, httpsTrigger?: unknown }[] }[] }} */
    const { backends } = await response.json();
    return backends.flatMap((b) => b.functionTriggers.filter((f) => f.httpsTrigger).map((f) => f.name));
  } catch {
    return []; // not listening yet
  }
}

/**
 * The emulator's port answers before the functions are loaded: 404 "Function … does not exist"
 * for every name, and Firestore triggers registered only by that load, so a test starting then
 * gets 404s and writes documents whose triggers never fire. Ready is: every HTTP function
 * answers something else. That first GET also starts the function's emulator worker (a Node
 * process loading the functions build: 2 s on an idle machine, over 10 s on a busy one) now,
 * not on a test's first call. A GET carries no token or body: every function refuses it (4xx)
 * before doing anything.
 * @param {number} [timeoutMs]
 * @param {string} [base]
 * @returns {Promise<void>}
 */
export async function waitForFunctions(timeoutMs = 180_000, base = functionsBase()) {
  const deadline = Date.now() + timeoutMs;
  let missing = ['(none listed yet)'];
  while (Date.now() < deadline) {
    const names = await httpFunctionNames(base);
    if (names.length > 0) {
      const statuses = await Promise.all(
        names.map((name) =>
          fetch(`${base}/${name}`).then(
            async (r) => (await r.arrayBuffer(), r.status),
            () => 0,
          ),
        ),
      );
      missing = names.filter((_, i) => statuses[i] === 0 || statuses[i] === 404);
      if (missing.length === 0) return;
    }
    await sleep(250);
  }
  throw new Error(`The Functions emulator did not load ${missing.join(', ')} within ${timeoutMs / 1000}s`);
}
