// `npm test`: every test. Lint and types, unit/component tests, then inside one
// `firebase emulators:exec` the rules tests, functions tests and browser tests.
// Exits non-zero on the first failing stage.
import { firebaseBin, prepare, PROJECT_ID, run } from './prepare.mjs';

const env = {
  ...prepare(),
  // How long (seconds) a functions-emulator worker may take to start. firebase-tools' 30 s default
  // is too short when a burst of parallel requests and Firestore triggers (onTripDeleted fires on
  // every Firestore clear) starts dozens of workers on a busy machine: "Failed to load function."
  FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
};
const stages = [
  ['lint', 'npx eslint .'],
  ['formatting (prettier --check; npm run format fixes it)', 'npx prettier --check --log-level warn .'],
  ['types', 'npm run typecheck'],
  ['unit and component tests', 'npx vitest run --project unit'],
  ['byte budgets (production build)', 'node scripts/check-bundle-budgets.mjs'],
  [
    'rules, functions and browser tests (emulators)',
    `${firebaseBin} emulators:exec --only auth,firestore,functions --project ${PROJECT_ID} "node scripts/test-with-emulators.mjs"`,
  ],
];

const started = Date.now();
for (const [name, command] of stages) {
  console.log(`\n=== ${name} ===`);
  try {
    run(command, { env });
  } catch {
    console.error(`\n✖ ${name} failed.`);
    process.exit(1);
  }
}
console.log(`\n✔ All tests passed in ${Math.round((Date.now() - started) / 1000)}s.`);
