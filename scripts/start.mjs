// `npm start`: the whole product locally. Emulators (Auth, Firestore, Functions), the Stripe
// stand-in, demo data, the scheduled jobs and the web app; prints the URL and demo logins.
// The web app is Vite's development server; `npm start -- --production` builds the app and
// serves dist/ through the Hosting emulator instead, with firebase.json's rewrites, headers and
// cache rules as deployed (scripts/hosting-emulator.mjs), at the same address.
// What users make is kept between runs (.emulator-data/, scripts/emulator-data.mjs): imported on
// start, exported every few minutes and on Ctrl-C / SIGTERM. `npm run reset` forgets it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseBin, prepare, PROJECT_ID, root, run } from './prepare.mjs';
import { LOCAL_EMAIL, START_PORTS } from './local-config.mjs';
import { functionsBase, HOST, PORTS, STRIPE_ORIGIN, WEB_ORIGIN } from './local-endpoints.mjs';
import { afterStop, beforeStop, startService, stopAll, waitForUrl } from './processes.mjs';
import { DATA_DIR, EXPORT_EVERY_MINUTES, exportData, hasKeptData, importArgs } from './emulator-data.mjs';
import { portHolders, stopOwnLeftovers } from './leftovers.mjs';
import { writeLocalHostingConfig } from './hosting-emulator.mjs';

const production = process.argv.includes('--production');

const env = await prepare({ chromium: false });

// A killed earlier run can leave servers behind (the Firestore emulator's Java process is not in
// the emulators' process group): stop ours, name anyone else's.
const taken = await stopOwnLeftovers(START_PORTS, root);
if (taken.length > 0) {
  console.error(`npm start needs these ports:\n${taken.join('\n')}`);
  process.exit(1);
}

let stopping = false;

/** Any service that ends on its own takes the rest down with it. */
function start(name, command, args) {
  return startService(name, command, args, {
    cwd: root,
    env,
    onExit: (code) => {
      if (stopping) return;
      console.error(`[${name}] exited (${code}); stopping everything.`);
      stopAll();
      process.exit(1);
    },
  });
}

if (production) {
  console.log('Building the app (vite build) for the Hosting emulator…');
  run('npx vite build --logLevel warn', { env });
}

const keptData = hasKeptData();
const emulators = start('emulators', firebaseBin, [
  'emulators:start',
  ...(production ? ['--config', writeLocalHostingConfig()] : []),
  '--only',
  production ? 'auth,firestore,functions,hosting' : 'auth,firestore,functions',
  '--project',
  PROJECT_ID,
  ...importArgs(),
]);
const standin = join(root, 'scripts', 'stripe-standin', 'server.ts');
const hasStandin = existsSync(standin);
if (hasStandin) start('stripe', process.execPath, ['--import', 'tsx', standin]);
// The local inbox: the functions send every email to maildev over SMTP (functions/.secret.local).
const MAILDEV_INBOX = `http://127.0.0.1:${LOCAL_EMAIL.webPort}/index.html`;
start('maildev', join(root, 'node_modules', '.bin', 'maildev'), [
  '--smtp',
  String(LOCAL_EMAIL.smtpPort),
  '--web',
  String(LOCAL_EMAIL.webPort),
  '--ip',
  '127.0.0.1',
  '--web-ip',
  '127.0.0.1',
]);
try {
  await waitForUrl(`http://${HOST}:${PORTS.auth}/`, 'Auth emulator');
  await waitForUrl(`http://${HOST}:${PORTS.firestore}/`, 'Firestore emulator');
  await waitForUrl(`${functionsBase()}/stripeWebhook`, 'Functions emulator');
  if (hasStandin) await waitForUrl(`${STRIPE_ORIGIN}/`, 'Stripe stand-in');
  await waitForUrl(`http://127.0.0.1:${LOCAL_EMAIL.webPort}/api/email`, 'maildev');
  // On kept data the demo is refreshed around what other accounts added to it.
  run(`node --import tsx scripts/seed.ts${keptData ? ' --keep-user-data' : ''}`, { env });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

let exporting = Promise.resolve();
/** One export at a time; a failure is said, never fatal (the previous copy stays whole). */
function exportNow(why) {
  exporting = exporting.then(async () => {
    try {
      await exportData();
      if (why === 'on exit') console.log(`[data] kept in ${DATA_DIR} (${why})`);
    } catch (error) {
      console.error(`[data] export ${why} failed: ${error.message}`);
    }
  });
  return exporting;
}
const exportTimer = setInterval(() => void exportNow('periodic'), EXPORT_EVERY_MINUTES * 60_000);
beforeStop(async () => {
  stopping = true;
  clearInterval(exportTimer);
  console.log('[data] saving what this run made…');
  await exportNow('on exit');
  // The emulators' own shutdown stops the Java process the process-group signal would miss.
  await new Promise((resolve) => {
    emulators.once('exit', resolve);
    process.kill(emulators.pid, 'SIGINT');
    setTimeout(resolve, 20_000).unref();
  });
});

// Ctrl-C leaves no port held: whatever of ours still listens a few seconds after the stop (the
// Firestore emulator's Java process lives outside the emulators' process group; a slow stop)
// is stopped now (SIGTERM, then SIGKILL), instead of by the next `npm start` or `npm test`.
afterStop(async () => {
  const deadline = Date.now() + 5_000;
  const held = () => START_PORTS.some(({ port }) => portHolders(port).some((h) => h.pid !== process.pid));
  while (held() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  const taken = await stopOwnLeftovers(START_PORTS, root, (message) =>
    console.log(message.replace('a leftover from an earlier run', 'what outlived the stop')),
  );
  if (taken.length > 0) console.error(`Still held after the stop (not this checkout's):\n${taken.join('\n')}`);
});

// The onSchedule functions, which the emulator does not run (outbox retries, daily reminders).
start('scheduler', process.execPath, ['--import', 'tsx', join(root, 'scripts', 'local-scheduler.ts')]);
if (!production) start('web', join(root, 'node_modules', '.bin', 'vite'), ['--clearScreen', 'false']);
await waitForUrl(`${WEB_ORIGIN}/`, production ? 'Hosting emulator' : 'Web app');

// tsx is installed by prepare(), so it can only be loaded now to read the TypeScript demo data.
const { register } = await import('tsx/esm/api');
register();
const { DEMO_USERS, DEMO_PASSWORD } = await import('./demo-data.ts');
console.log(`
  Tripwise is running:  ${WEB_ORIGIN}/  (${production ? 'the production build through the Hosting emulator' : 'Vite dev server; npm start -- --production serves the build as Hosting does'})

  Demo logins (password for all: ${DEMO_PASSWORD})
    organizer  ${DEMO_USERS.organizer.email}
    traveler   ${DEMO_USERS.traveler.email}
    planner    ${DEMO_USERS.planner.email}  (admin)

  Stripe test checkout: ${STRIPE_ORIGIN}/
  Email inbox (maildev): ${MAILDEV_INBOX}   Ctrl-C stops everything.

  Your data is kept between runs in .emulator-data/ (${keptData ? 'loaded from the last run' : 'new'}; saved every ${EXPORT_EVERY_MINUTES} min and on exit).
  npm run reset starts again from the demo data alone.
`);
