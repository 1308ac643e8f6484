// The part of `firebase deploy --only hosting,functions,firestore` that needs no Google project,
// run through the installed firebase-tools' own code rather than described:
//   1. firebase.json against firebase-tools' schema (its validator; deploy only logs the errors);
//   2. the functions' runtime: deployable today, 90 days clear of deprecation (runtime-guard.mjs);
//   3. the predeploy hooks of every deployed target, as firebase-tools runs them (a shell in the
//      project folder with PROJECT_DIR, RESOURCE_DIR and GCLOUD_PROJECT set);
//   4. the functions' discovery, firebase-tools' Node runtime delegate: validate the package,
//      start the built code and read what it declares; every Hosting rewrite to a function must
//      name a discovered HTTPS function.
// Prints what it checked; exits 1 on the first refusal. `node scripts/deploy-walk.mjs --no-hooks`
// skips step 3 (npm test: its functions build and security-config check run in their own stages).
// What needs a real project (login, secrets, upload, Cloud Build) is in README, "Deploying".
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ID } from './local-endpoints.mjs';
import { checkRuntime, functionsRuntime } from './runtime-guard.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const TARGETS = ['hosting', 'functions', 'firestore'];

/** @param {string} message */
function refuse(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** @param {unknown} value @returns {Record<string, unknown>[]} */
const list = (value) => /** @type {Record<string, unknown>[]} */ (Array.isArray(value) ? value : value ? [value] : []);

const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));

// 1. Schema.
const { getValidator, getErrorMessage } = require('firebase-tools/lib/firebaseConfigValidate');
const validate = getValidator();
if (!validate(config)) refuse(validate.errors.map(getErrorMessage).join('\n  '));
console.log('✔ firebase.json matches firebase-tools’ schema');

// 2. Runtime.
const functionsConfig = list(config.functions);
if (functionsConfig.length !== 1) refuse('firebase.json: expected one functions codebase');
const sourceDir = join(root, String(functionsConfig[0].source));
const runtime = functionsRuntime(sourceDir);
const verdict = checkRuntime(runtime);
if (!verdict.ok) refuse(`Functions runtime: ${verdict.message}`);
console.log(`✔ runtime ${runtime}: deployable today, deprecated on ${verdict.deprecationDate}`);

// 3. Predeploy hooks.
if (!process.argv.includes('--no-hooks')) {
  for (const target of TARGETS) {
    for (const entry of list(config[target])) {
      const resource = target === 'functions' ? join(root, String(entry.source)) : root;
      for (const command of list(entry.predeploy)) {
        const env = { ...process.env, GCLOUD_PROJECT: PROJECT_ID, PROJECT_DIR: root, RESOURCE_DIR: resource };
        const result = spawnSync(String(command), { cwd: root, env, shell: true, stdio: 'inherit' });
        if (result.status !== 0) refuse(`${target} predeploy "${command}" failed (exit ${result.status})`);
        console.log(`✔ ${target} predeploy: ${command}`);
      }
    }
  }
}

// 4. Discovery, as `firebase deploy` runs it (functions/lib must be built).
const { Delegate } = require('firebase-tools/lib/deploy/functions/runtimes/node');
const delegate = new Delegate(PROJECT_ID, root, sourceDir, runtime);
await delegate.validate();
const firebaseConfig = { projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` };
const build = await delegate.discoverBuild(
  { firebase: firebaseConfig },
  {
    FIREBASE_CONFIG: JSON.stringify(firebaseConfig),
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_QUOTA_PROJECT: PROJECT_ID,
  },
);
/** @type {Record<string, { httpsTrigger?: unknown }>} */
const endpoints = build.endpoints;
const names = Object.keys(endpoints).sort();
if (names.length === 0) refuse('discovery found no functions in functions/lib');
const rewrites = list(list(config.hosting)[0]?.rewrites).filter((r) => typeof r.function === 'string');
for (const { function: name } of rewrites) {
  const target = endpoints[String(name)];
  if (!target || !target.httpsTrigger)
    refuse(`Hosting rewrites to "${name}", which is not a discovered HTTPS function`);
}
console.log(`✔ discovery: ${names.length} functions on ${runtime} (${names.join(', ')})`);
console.log(`✔ every Hosting rewrite (${rewrites.length}) names a discovered HTTPS function`);
// firebase-tools' port discovery leaves its time-out timer running after a success (the CLI
// exits explicitly), which would keep this process waiting for the whole discovery time-out:
// 120 s under npm test's FUNCTIONS_DISCOVERY_TIMEOUT. Nothing is left to do, so end here.
process.exit(0);
