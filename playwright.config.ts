import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { STRIPE_ORIGIN, WEB_ORIGIN } from './scripts/local-endpoints.mjs';

// Browser journeys in the system Chromium (Playwright's own browser download is unavailable here).
// Parallel workers share one set of emulators (Hosting among them) and one Stripe stand-in; each
// worker has its own demo data, re-seeded before every test (tests/e2e/support/fixtures.ts).
// E2E_WORKERS overrides the count (1 reproduces the old serial run).
const workers = Number(process.env.E2E_WORKERS ?? 2);

// The specs with the longest tests (half a minute each), queued first: the run ends when its
// last test does, and a long test started last leaves the other worker idle meanwhile. The
// two projects differ only in what they match; every other spec is in `desktop`.
const LONG_SPECS = ['**/page-tour.spec.ts', '**/story.spec.ts'];
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests of one file may land on different workers: none may rely on another having run.
  fullyParallel: true,
  workers,
  // One retry. A test that passes only on its retry is listed as "flaky" at the end of the run
  // (and its first attempt's trace kept): a bug to fix, not a pass to forget. The retry keeps a
  // timing accident on a loaded 2-core CI machine from throwing away a whole run.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  use: {
    baseURL: WEB_ORIGIN,
    // A failed test keeps its trace (actions, DOM snapshots, network). Not the screencast: recording
    // frames through every test cost Chromium about a fifth of the browser stage's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The app's service worker precaches the whole shell (about 1.5 MB) in every new context:
    // only the offline journey, which needs it, lets it register (docs/offline.md).
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop-long', testMatch: LONG_SPECS, use: desktop },
    { name: 'desktop', testIgnore: LONG_SPECS, use: desktop },
  ],
  // The app itself is served by the Hosting emulator `npm test` starts with the app's emulators:
  // the production build (dist/, built once per run) behind firebase.json's rewrites, headers and
  // cache rules, as deployed (scripts/hosting-emulator.mjs). Playwright starts only the Stripe
  // stand-in.
  webServer: [
    {
      command: 'node --import tsx scripts/stripe-standin/server.ts',
      url: `${STRIPE_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
