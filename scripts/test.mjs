// `npm test`: every test, in stages, as many at once as the machine has room for.
//
//   prerequisites (seconds: installs or stops before anything else, scripts/prerequisites.mjs)
//   lint · formatting · types · unit/component tests · byte budgets      need nothing running
//   rules · reads · functions · browser                                  need the emulators
//
// The emulators start once, in the background, while the first stages run. The rules and
// reads suites have project ids of their own (scripts/local-endpoints.mjs), so they run beside
// anything; the functions and browser tests both need the Functions emulator, which serves
// the app's project only, so they run one after the other. Prints a table of stage times.
//
// The run takes as long as its longest chain: emulators → functions → browser. The stages
// beside that chain that wait on no timer (lint, types, formatting, budgets, deploy, and the
// rules and reads suites, whose time-outs are generous) run at a lower CPU priority (`nice`),
// so on a busy machine the chain (and the emulators serving it) gets the CPU first and they
// use what is left.
//
// TEST_CONCURRENCY (default 2) caps the CPU-bound stages running at once beside the chain. The
// browser tests run against a production build (playwright.config.ts).
import { prepare } from './prepare.mjs';
import { emulatorEnv, runStages, startEmulators } from './stage-runner.mjs';

// CPU-bound stages at once: the CI machine's cores.
const CAPACITY = Number(process.env.TEST_CONCURRENCY ?? 2);
// The niceness of the stages beside the chain: they get about a tenth of a core the chain wants.
const BESIDE = 10;

const t0 = Date.now();
const env = emulatorEnv({
  ...(await prepare({ chromium: true })),
  // How long (seconds) a functions-emulator worker may take to start. firebase-tools' 30 s default
  // is too short when a burst of parallel requests and Firestore triggers (onTripDeleted fires on
  // every Firestore clear) starts dozens of workers on a busy machine: "Failed to load function."
  FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
});
const prepareMs = Date.now() - t0;

const ok = await runStages(
  [
    { name: 'emulators', start: () => startEmulators(['auth', 'firestore', 'functions'], env) },
    // First, and at normal priority: jsdom tests wait on timers (findBy, test time-outs) that a
    // starved process can miss, and it should be done before the browser stage starts.
    { name: 'unit', command: 'npx vitest run --project unit --project unit-node' },
    // The functions and rules suites mostly wait on the emulators (about 40 s and 60 s of CPU in
    // three to four minutes): they take no slot (weight 0) and start the moment the emulators
    // are ready, beside the CPU-bound stages. The browser stage waits for the functions suite.
    { name: 'functions', command: 'npx vitest run --project functions', needs: ['emulators'], weight: 0 },
    // Functions tests that need no Functions emulator (vitest.config.ts). Normal priority: the
    // local schedule's outage test counts on its sweeps running on time.
    {
      name: 'functions-local',
      command: 'npx vitest run --project functions-local',
      needs: ['emulators'],
      weight: 0,
    },
    { name: 'lint', command: 'npx eslint .', nice: BESIDE },
    { name: 'types', command: 'npm run typecheck', nice: BESIDE },
    // The coverage check reads the rules project's report right after its tests.
    {
      name: 'rules',
      command: 'npx vitest run --project rules && node scripts/rules-coverage.mjs',
      needs: ['emulators'],
      weight: 0,
      nice: BESIDE,
    },
    { name: 'reads', command: 'npx vitest run --project reads', needs: ['emulators'], nice: BESIDE },
    { name: 'formatting', command: 'npx prettier --check --log-level warn .', nice: BESIDE },
    { name: 'budgets', command: 'node scripts/check-bundle-budgets.mjs', nice: BESIDE },
    // What `firebase deploy` checks offline: schema, runtime, function discovery (the predeploy
    // hooks' build and security check already ran: prepare() and the unit stage).
    { name: 'deploy', command: 'node scripts/deploy-walk.mjs --no-hooks', nice: BESIDE },
    // The functions and browser tests share the app's project (the Functions emulator serves
    // one), so the browser tests come after. They start the moment the functions tests pass,
    // without waiting for a slot: whatever still runs beside them yields the CPU (`nice`).
    // Playwright starts the production build, `vite preview` and the Stripe stand-in itself
    // (playwright.config.ts).
    { name: 'browser', command: 'npx playwright test', needs: ['emulators', 'functions'], weight: 0 },
  ],
  {
    capacity: CAPACITY,
    env,
    // `npm test -- rules browser`: only these stages (and the emulators if they need them).
    only: process.argv.slice(2),
    before: [['prerequisites, install, functions build', prepareMs]],
  },
);
process.exit(ok ? 0 : 1);
