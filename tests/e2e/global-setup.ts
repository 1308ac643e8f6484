// Before the browser tests: an empty Firestore for the app's project (what the functions tests
// or an earlier run left behind would otherwise show on the planner's lists), the planner
// workspace's large data set (1,000 trips, scripts/large-data.ts), and the local inbox the email
// journey reads (the same starter as the functions tests'). The demo data is seeded per worker
// before every test (support/fixtures.ts), not here. And a first call to each HTTP function, so
// no journey waits for an emulator worker to start (scripts/functions-ready.mjs).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  firestoreClearUrl,
  HOST,
  PORTS,
  PROJECT_ID,
  pointAdminSdkAtEmulators,
  WEB_ORIGIN,
} from '../../scripts/local-endpoints.mjs';
import { startInboxUnlessRunning } from '../../scripts/local-inbox.mjs';
import { waitForFunctions } from '../../scripts/functions-ready.mjs';
import { seedLargeDataSet } from '../../scripts/large-data';

/** Turns the Functions emulator's Firestore triggers off or on (the emulators' hub). */
async function backgroundTriggers(on: boolean): Promise<void> {
  const path = on ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${HOST}:${PORTS.hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
}

/**
 * The large data set, once per run and with the triggers off: it is written complete (search
 * words, summaries), and seeded from the spec's beforeAll it fired three triggers per trip in
 * each worker that ran it (some 6,000 executions, the browser stage's largest use of CPU).
 * Nothing else runs yet, so no journey misses a trigger meanwhile.
 */
async function seedLargeDataSetQuietly(): Promise<void> {
  pointAdminSdkAtEmulators();
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  await backgroundTriggers(false);
  try {
    await seedLargeDataSet(getFirestore(app), getAuth(app));
  } finally {
    await backgroundTriggers(true);
  }
}

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
  await seedLargeDataSetQuietly();
  await waitForFunctions();
  // Playwright calls the returned function as the global teardown.
  return startInboxUnlessRunning();
}
