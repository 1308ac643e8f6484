import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { SUITE_PROJECT_IDS } from './scripts/local-endpoints.mjs';

const alias = {
  '@domain': fileURLToPath(new URL('./functions/src/domain', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

// Tests kept with the functions tests that need no Functions emulator and clear nothing shared:
// the local schedule's outage test (a project and an SMTP server of its own), the admin claim
// script (Auth accounts of its own) and the Stripe stand-in on free ports. Their own project
// runs beside everything else instead of before the browser tests.
const FUNCTIONS_LOCAL = [
  'tests/functions/local-scheduler-outage.test.ts',
  'tests/functions/planner-claim.test.ts',
  'tests/functions/stripe-standin.test.ts',
];

// Unit tests of code without a DOM (the domain, converters, scripts' helpers): plain Node, since
// making a jsdom window was most of each such file's time (about a second of CPU per file).
const NODE_UNIT_TESTS = ['tests/unit/*.node.test.ts'];

// Four suites: unit/component tests need nothing running; rules, functions and reads tests
// need the emulators (scripts/test.mjs starts them once). Each emulator suite has its own
// project id (scripts/local-endpoints.mjs), so they run side by side without clearing each
// other's data; inside a suite, files run one after another (they clear their project).
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: NODE_UNIT_TESTS,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // npm test runs these beside the browser tests on a 2-core machine: a test typing into a
          // form (user-event) can take several times its idle time. Only how long a real failure
          // takes to show changes, not what is asserted.
          testTimeout: 90_000,
        },
      },
      {
        extends: true,
        // 60 s: some start and stop real processes (the leftovers check), which took over 5 s at
        // a load average of 19.
        test: { name: 'unit-node', include: NODE_UNIT_TESTS, environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          globalSetup: ['tests/rules/support/load-rules.ts'],
          environment: 'node',
          fileParallelism: false,
          // How long a real failure may take, not how fast an idle machine is: the 50 concurrent
          // joins (transactions retried against each other) ran past 30 s at a load average of
          // 20, and a round cut off by its time-out kept writing into the next one.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          exclude: FUNCTIONS_LOCAL,
          // maildev, the local inbox the email tests read (started unless already running), and
          // the Functions emulator's functions loaded (its port answers earlier).
          globalSetup: ['tests/support/maildev-server.ts', 'tests/functions/helpers/functions-loaded.ts'],
          environment: 'node',
          fileParallelism: false,
          // One worker for every file, which imports firebase-admin and the functions' code once
          // instead of once per file. No test here mocks a module; what the helpers keep (a user
          // counter, the admin SDK app) is fine to share.
          isolate: false,
          // A test waits on triggers (up to 90 s each, tests/functions/helpers/firestore-scan.ts)
          // and the inbox; one limit for all, above the longest wait, so no test sets its own.
          testTimeout: 180_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'functions-local',
          include: FUNCTIONS_LOCAL,
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Firestore reads per dashboard load, counted against the emulators (docs/performance.md).
          name: 'reads',
          include: ['tests/reads/**/*.test.ts'],
          environment: 'node',
          // The app's own Firebase setup (src/config/env.ts) reads the project id from here.
          env: { VITE_FIREBASE_PROJECT_ID: SUITE_PROJECT_IDS.reads },
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
