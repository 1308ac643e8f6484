// Runs inside `firebase emulators:exec` (FIRESTORE_EMULATOR_HOST etc. are set by it).
import { execSync } from 'node:child_process';

const run = (command) => execSync(command, { stdio: 'inherit' });
run('npx vitest run --project rules');
// Saves the rules tests' coverage report to reports/rules-coverage/ and fails when a rule
// expression was never evaluated both true and false (before other suites add evaluations).
run('node scripts/rules-coverage.mjs');
// Separate runs: vitest runs two projects' files side by side, and both suites clear the same
// emulator between tests (the reads suite once wiped a deleteAccount test's data mid-test).
run('npx vitest run --project functions');
run('npx vitest run --project reads');
// Playwright starts the web app and the Stripe stand-in itself (playwright.config.ts webServer).
run('npx playwright test');
