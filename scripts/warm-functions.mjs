// Used by `npm test` once the emulators answer (scripts/stage-runner.mjs) and by the browser
// tests' global setup (for a run against `npm start`'s emulators).
import { functionsBase } from './local-endpoints.mjs';

/**
 * One request to each HTTP function, so its emulator worker (a Node process loading the whole
 * functions build, 10 s and more on a busy 2-core machine) starts now, beside the first stages,
 * and the tests' first calls meet a warm worker instead of a timeout. A GET carries no token or
 * body: every function refuses it (4xx) before doing anything. The Functions emulator lists what
 * it serves at /backends.
 */
export async function warmHttpFunctions() {
  const origin = new URL(functionsBase()).origin;
  const { backends } = await (await fetch(`${origin}/backends`)).json();
  const names = backends.flatMap((b) => b.functionTriggers.filter((f) => f.httpsTrigger).map((f) => f.name));
  await Promise.all(names.map((name) => fetch(`${functionsBase()}/${name}`).then((r) => r.arrayBuffer())));
}
