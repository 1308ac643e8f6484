// Before the browser tests: an empty Firestore for the app's project (what the functions tests
// or an earlier run left behind would otherwise show on the planner's lists), and the local
// inbox the email journey reads (the same starter as the functions tests'). The demo data is
// seeded per worker before every test (support/fixtures.ts), not here. And a first call to each
// HTTP function, so no journey waits for an emulator worker to start (scripts/functions-ready.mjs).
import { firestoreClearUrl } from '../../scripts/local-endpoints.mjs';
import { startInboxUnlessRunning } from '../../scripts/local-inbox.mjs';
import { waitForFunctions } from '../../scripts/functions-ready.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const response = await fetch(firestoreClearUrl(), { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing Firestore failed: ${response.status}`);
  await waitForFunctions();
  // Playwright calls the returned function as the global teardown.
  return startInboxUnlessRunning();
}
