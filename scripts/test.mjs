// `npm test`: every test, in stages, as many at once as the machine has room for.
//
//   prerequisites (seconds: installs or stops before anything else, scripts/prerequisites.mjs)
//   lint · formatting · types · unit/component tests · byte budgets      need nothing running
//   rules · reads · functions · browser                                  need the emulators
//
// Two sets of emulators start in the background while the first stages run
// (scripts/local-endpoints.mjs, EMULATOR_SETS): the app's, for the browser tests and the rules and
// reads suites (which have project ids of their own, so they run beside anything), and one for
// the functions tests, which clear their database between tests. The Functions emulator serves
// one project, so with one set the functions and browser tests ran one after the other; with two
// they run side by side. Both read one local inbox (maildev), started here before either.
// Prints a table of stage times.
//
// The stages nothing waits on (lint, types, formatting, budgets, deploy, and the rules and reads
// suites, whose time-outs are generous) run at a lower CPU priority (`nice`), so on a busy
// machine the browser and functions tests (and the emulators serving them) get the CPU first.
//
// TEST_CONCURRENCY (default 2) caps the CPU-bound stages running at once beside them. The
// browser tests run against the production build served by the Hosting emulator, as deployed.
import { prepare, root } from './prepare.mjs';
import { clearStartPorts } from './leftovers.mjs';
import { START_PORTS } from './local-config.mjs';
import { startInboxUnlessRunning } from './local-inbox.mjs';
import { emulatorEnv, emulatorReady, runOnce, runStages, startEmulators } from './stage-runner.mjs';

// CPU-bound stages at once: the CI machine's cores.
const CAPACITY = Number(process.env.TEST_CONCURRENCY ?? 2);
// The niceness of the stages beside the chain: they get about a tenth of a core the chain wants.
const BESIDE = 10;

// `npm start`'s servers: a stopped or killed one can leave some holding their ports (the
// Firestore emulator's Java process, the Stripe stand-in, maildev), and the suites would then
// talk to them and fail minutes later. Leftovers of this checkout are stopped; a running
// `npm start` or anyone else's server is named, with the command that stops it, and nothing runs.
const taken = await clearStartPorts(START_PORTS, root);
if (taken.length > 0) {
  console.error(`npm test needs these ports:\n${taken.join('\n')}`);
  process.exit(1);
}

const t0 = Date.now();
const env = emulatorEnv({
  ...(await prepare({ chromium: true })),
  // How long (seconds) a functions-emulator worker may take to start. firebase-tools' 30 s default
  // is too short when a burst of parallel requests and Firestore triggers (onTripDeleted fires on
  // every Firestore clear) starts dozens of workers on a busy machine: "Failed to load function."
  FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
  // How many function executions (HTTP calls and triggers) each Functions emulator runs at once;
  // more wait in its queue. Each execution in flight needs a worker process of its own, started
  // on demand (2–3 s of CPU each): with firebase-tools' default of 50, a burst such as the
  // payment race's 25 requests started 25 workers, and on a loaded 2-core machine the slower
  // work overlapped more and started still more. Races still race, four at a time.
  FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4',
});
const prepareMs = Date.now() - t0;

const functionsTestsEnv = emulatorEnv(env, 'functions-tests');
const EMULATED = ['auth', 'firestore', 'functions'];
// The app's set also runs the Hosting emulator: the browser tests reach the app as deployed,
// the production build in dist/ behind firebase.json's rewrites and headers
// (scripts/hosting-emulator.mjs).
const APP_EMULATED = [...EMULATED, 'hosting'];

// `npm test -- functions tests/functions/invites.test.ts`: arguments naming a test file (or a
// folder, anything with a slash) narrow every test runner to those files; the rest name stages.
const args = process.argv.slice(2);
const files = args.filter((a) => a.includes('/'));
const stageNames = args.filter((a) => !a.includes('/'));
const narrowed = files.length > 0 ? ` ${files.join(' ')}` : '';

const ok = await runStages(
  [
    { name: 'emulators', start: () => startEmulators(APP_EMULATED, env) },
    // The production build in dist/, once, for the byte budgets and the browser tests (which
    // the Hosting emulator serves it to). In the background: nothing else waits on it.
    { name: 'build', start: () => runOnce('build', 'npx vite build --logLevel warn', env) },
    // The app's Firestore emulator alone, for the suites that need nothing else (it answers well
    // before the Functions emulator has loaded and warmed the functions).
    { name: 'firestore', start: () => emulatorReady('app', 'firestore'), with: ['emulators'] },
    {
      name: 'functions-emulators',
      start: () => startEmulators(EMULATED, env, { name: 'functions-emulators', setName: 'functions-tests' }),
    },
    // Stopped when this process ends.
    { name: 'inbox', start: () => startInboxUnlessRunning().then(() => {}) },
    // First, and at normal priority: jsdom tests wait on timers (findBy, test time-outs) that a
    // starved process can miss, and it should be done before the browser stage starts.
    { name: 'unit', command: `npx vitest run --project unit --project unit-node${narrowed}` },
    // The functions tests mostly wait on their emulators: they take no slot (weight 0) and start
    // the moment those are ready, beside the browser tests and the CPU-bound stages.
    {
      name: 'functions',
      command: `npx vitest run --project functions${narrowed}`,
      needs: ['functions-emulators', 'inbox'],
      env: functionsTestsEnv,
      weight: 0,
    },
    // Functions tests that need no Functions emulator (vitest.config.ts). Normal priority: the
    // local schedule's outage test counts on its sweeps running on time.
    {
      name: 'functions-local',
      command: `npx vitest run --project functions-local${narrowed}`,
      needs: ['emulators'],
      weight: 0,
    },
    { name: 'lint', command: 'npx eslint .', nice: BESIDE },
    // The app, tests and scripts. The functions' own type check is their build above (prepare():
    // `tsc` on the same tsconfig, which fails the run on a type error): `npm run typecheck` would
    // check them a second time.
    { name: 'types', command: 'npx tsc -p tsconfig.json --noEmit', nice: BESIDE },
    // The coverage check reads the rules project's report right after its tests.
    {
      name: 'rules',
      command:
        files.length > 0
          ? `npx vitest run --project rules${narrowed}`
          : 'npx vitest run --project rules && node scripts/rules-coverage.mjs',
      needs: ['firestore'],
      weight: 0,
      nice: BESIDE,
    },
    { name: 'reads', command: `npx vitest run --project reads${narrowed}`, needs: ['emulators'], nice: BESIDE },
    { name: 'formatting', command: 'npx prettier --check --log-level warn .', nice: BESIDE },
    { name: 'budgets', command: 'node scripts/check-bundle-budgets.mjs --built', needs: ['build'], nice: BESIDE },
    // What `firebase deploy` checks offline: schema, runtime, function discovery (the predeploy
    // hooks' build and security check already ran: prepare() and the unit stage).
    { name: 'deploy', command: 'node scripts/deploy-walk.mjs --no-hooks', nice: BESIDE },
    // They start the moment the app's emulators (Hosting among them), the build and the inbox
    // are ready, without waiting for a slot: whatever runs beside them at low priority yields the
    // CPU (`nice`). Playwright starts the Stripe stand-in itself (playwright.config.ts).
    // A test that passes only on its retry is named after the run (stage-runner.mjs) with its
    // first attempt's trace kept: a bug to fix. It does not fail the run: this round's new
    // journeys have not yet had three clean CI runs on a 2-core machine, and a red CI lands nothing.
    {
      name: 'browser',
      command: `npx playwright test${narrowed}`,
      needs: ['emulators', 'build', 'inbox'],
      weight: 0,
    },
  ],
  {
    capacity: CAPACITY,
    env,
    // `npm test -- rules browser`: only these stages (and the emulators if they need them).
    only: stageNames,
    before: [['prerequisites, install, functions build', prepareMs]],
  },
);
process.exit(ok ? 0 : 1);
