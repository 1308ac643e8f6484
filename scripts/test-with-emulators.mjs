// Runs inside `firebase emulators:exec` (FIRESTORE_EMULATOR_HOST etc. are set by it).
import { execSync } from 'node:child_process';

const run = (command) => execSync(command, { stdio: 'inherit' });
run('npx vitest run --project rules --project functions --project reads');
// Playwright starts the web app and the Stripe stand-in itself (playwright.config.ts webServer).
run('npx playwright test');
