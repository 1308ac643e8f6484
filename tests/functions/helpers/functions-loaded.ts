// vitest globalSetup of the functions suite: waits until the Functions emulator has loaded our
// functions. Its port answers before that, with 404 "Function … does not exist, valid functions
// are: " for every name, and Firestore triggers are registered only by that load: a test that
// starts earlier gets 404s and writes documents whose triggers never fire.
import { functionsBase } from '../../../scripts/local-endpoints.mjs';

const PROBE = `${functionsBase()}/stripeWebhook`;
const TIMEOUT_MS = 180_000;

export default async function waitForFunctionsLoaded(): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      // Loaded, the function refuses a GET with 405; any answer but 404 shows it exists.
      const res = await fetch(PROBE);
      if (res.status !== 404) return;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Functions emulator did not load the functions within ${TIMEOUT_MS / 1000}s (${PROBE}: ${last})`);
}
