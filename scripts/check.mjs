// `npm run check`: the quick loop before the full `npm test`. Lint, formatting, types,
// unit/component tests and the rules tests (Firestore emulator only: it starts in seconds),
// side by side, and the functions' runtime guard. No functions, reads, byte-budget or browser tests: `npm test` runs those.
import { prepare } from './prepare.mjs';
import { emulatorEnv, runStages, startEmulators } from './stage-runner.mjs';

const t0 = Date.now();
const env = emulatorEnv(await prepare({ chromium: false, buildFunctions: false }));
const prepareMs = Date.now() - t0;

const ok = await runStages(
  [
    { name: 'emulators', start: () => startEmulators(['firestore'], env) },
    { name: 'lint', command: 'npx eslint .' },
    { name: 'types', command: 'npm run typecheck' },
    { name: 'unit', command: 'npx vitest run --project unit --project unit-node' },
    {
      name: 'rules',
      command: 'npx vitest run --project rules && node scripts/rules-coverage.mjs',
      needs: ['emulators'],
    },
    { name: 'formatting', command: 'npx prettier --check --log-level warn .' },
    // Can the functions' runtime be deployed today (firebase-tools' own check, plus 90 days)?
    { name: 'runtime', command: 'node scripts/runtime-guard.mjs' },
  ],
  {
    capacity: Number(process.env.TEST_CONCURRENCY ?? 2),
    env,
    before: [['prerequisites, install, functions build', prepareMs]],
  },
);
process.exit(ok ? 0 : 1);
