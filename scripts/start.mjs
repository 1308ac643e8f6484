// `npm start`: the whole product locally. Emulators (Auth, Firestore, Functions), the Stripe
// stand-in, demo data and the web app; prints the URL and demo logins. Ctrl-C stops it all.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { firebaseBin, prepare, PROJECT_ID, root, run } from './prepare.mjs';
import { LOCAL_EMAIL, LOCAL_STRIPE } from './local-config.mjs';

const env = prepare();
const children = [];

function start(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited (${code}); stopping everything.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 4000).unref();
  Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve))),
    ),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, label, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${label} did not start within ${timeoutMs / 1000}s (${url})`);
}

start('emulators', firebaseBin, ['emulators:start', '--only', 'auth,firestore,functions', '--project', PROJECT_ID]);
const standin = join(root, 'scripts', 'stripe-standin', 'server.ts');
const hasStandin = existsSync(standin);
if (hasStandin) start('stripe', process.execPath, ['--import', 'tsx', standin]);
// The local inbox: the functions send every email to maildev over SMTP (functions/.secret.local).
const MAILDEV_INBOX = `http://127.0.0.1:${LOCAL_EMAIL.webPort}/index.html`;
start('maildev', join('node_modules', '.bin', 'maildev'), [
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
  await waitFor('http://127.0.0.1:9099/', 'Auth emulator');
  await waitFor('http://127.0.0.1:8080/', 'Firestore emulator');
  await waitFor(`http://127.0.0.1:5001/${PROJECT_ID}/us-central1/stripeWebhook`, 'Functions emulator');
  if (hasStandin) await waitFor(`http://127.0.0.1:${LOCAL_STRIPE.port}/`, 'Stripe stand-in');
  await waitFor(`http://127.0.0.1:${LOCAL_EMAIL.webPort}/api/email`, 'maildev');
  run('node --import tsx scripts/seed.ts', { env });
} catch (error) {
  console.error(error.message);
  stop(1);
}
start('web', join('node_modules', '.bin', 'vite'), ['--clearScreen', 'false']);
await waitFor('http://127.0.0.1:5173/', 'Web app');

// tsx is installed by prepare(), so it can only be loaded now to read the TypeScript demo data.
const { register } = await import('tsx/esm/api');
register();
const { DEMO_USERS, DEMO_PASSWORD } = await import('./demo-data.ts');
console.log(`
  Tripwise is running:  http://127.0.0.1:5173/

  Demo logins (password for all: ${DEMO_PASSWORD})
    organizer  ${DEMO_USERS.organizer.email}
    traveler   ${DEMO_USERS.traveler.email}
    planner    ${DEMO_USERS.planner.email}  (admin)

  Stripe test checkout: http://127.0.0.1:${LOCAL_STRIPE.port}/
  Email inbox (maildev): ${MAILDEV_INBOX}   Ctrl-C stops everything.
`);
