// @ts-check
// The system Chromium the browser tests and `npm run perf` drive (Playwright's own browser
// download is not reachable here), and the flags both pass to it.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  // Tests and CI run as root, where Chromium refuses to start sandboxed.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // No calls to Google hosts: the browser-hygiene checks fail on any foreign request.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
