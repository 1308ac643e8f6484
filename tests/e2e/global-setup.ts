// Before the browser tests: an empty Firestore for the app's project (what the functions tests
// or an earlier run left behind would otherwise show on the planner's lists), and the local
// inbox the email journey reads (the same starter as the functions tests'). The demo data is
// seeded per worker before every test (support/fixtures.ts), not here. And a first call to each
// HTTP function, so no journey waits for an emulator worker to start (scripts/functions-ready.mjs).
import { firestoreClearUrl, WEB_ORIGIN } from '../../scripts/local-endpoints.mjs';
import { startInboxUnlessRunning } from '../../scripts/local-inbox.mjs';
import { waitForFunctions } from '../../scripts/functions-ready.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The app is served by the Hosting emulator (npm test, or npm start -- --production), never the
  // Vite dev server, whose policy allows inline styles (playwright.config.ts).
  const app = await fetch(`${WEB_ORIGIN}/`).catch(() => null);
  const policy = app?.headers.get('content-security-policy') ?? '';
  if (!policy || policy.includes("'unsafe-inline'"))
    throw new Error(
      `The production build is not served as Hosting serves it at ${WEB_ORIGIN}: run \`npm test -- browser\` (or \`npm start -- --production\` first)`,
    );
  const response = await fetch(firestoreClearUrl(), { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing Firestore failed: ${response.status}`);
  await waitForFunctions();
  // Playwright calls the returned function as the global teardown.
  return startInboxUnlessRunning();
}
