// `npm start`: the whole product locally. Emulators (Auth, Firestore, Functions), the Stripe
// stand-in, demo data and the web app; prints the URL and demo logins. Ctrl-C stops it all.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseBin, prepare, PROJECT_ID, root, run } from './prepare.mjs';
import { LOCAL_EMAIL } from './local-config.mjs';
import { functionsBase, HOST, PORTS, STRIPE_ORIGIN, WEB_ORIGIN } from './local-endpoints.mjs';
import { startService, stopAll, waitForUrl } from './processes.mjs';

const env = prepare({ chromium: false });

/** Any service that ends on its own takes the rest down with it. */
function start(name, command, args) {
  startService(name, command, args, {
    cwd: root,
    env,
    onExit: (code) => {
      console.error(`[${name}] exited (${code}); stopping everything.`);
      stopAll();
      process.exit(1);
    },
  });
}

start('emulators', firebaseBin, ['emulators:start', '--only', 'auth,firestore,functions', '--project', PROJECT_ID]);
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
  run('node --import tsx scripts/seed.ts', { env });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
start('web', join(root, 'node_modules', '.bin', 'vite'), ['--clearScreen', 'false']);
await waitForUrl(`${WEB_ORIGIN}/`, 'Web app');

// tsx is installed by prepare(), so it can only be loaded now to read the TypeScript demo data.
const { register } = await import('tsx/esm/api');
register();
const { DEMO_USERS, DEMO_PASSWORD } = await import('./demo-data.ts');
console.log(`
  Tripwise is running:  ${WEB_ORIGIN}/

  Demo logins (password for all: ${DEMO_PASSWORD})
    organizer  ${DEMO_USERS.organizer.email}
    traveler   ${DEMO_USERS.traveler.email}
    planner    ${DEMO_USERS.planner.email}  (admin)

  Stripe test checkout: ${STRIPE_ORIGIN}/
  Email inbox (maildev): ${MAILDEV_INBOX}   Ctrl-C stops everything.
`);
