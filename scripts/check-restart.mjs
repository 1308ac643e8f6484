// `npm run check:restart` (not part of npm test: two full starts take a minute or two): proves
// that `npm start` keeps what users made. Starts it on a data directory of its own, creates a
// trip, stops it with SIGTERM, starts it again and reads the trip back; then kills it with
// SIGKILL and checks that the next start clears the leftovers (the Firestore emulator's Java
// process) and still has the trip from the last export. Run it in its own network namespace.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './prepare.mjs';
import { firestoreDocumentsUrl, PORTS } from './local-endpoints.mjs';
import { portHolders } from './leftovers.mjs';

const dataDir = join(mkdtempSync(join(tmpdir(), 'tripwise-restart-')), 'data');
const tripId = `restart-check-${Date.now()}`;
const tripUrl = `${firestoreDocumentsUrl()}/trips/${tripId}`;
const adminHeaders = { authorization: 'Bearer owner', 'content-type': 'application/json' };

// The project's Node straight away: on another Node, start.mjs re-runs itself on the project's
// (scripts/project-node.mjs), and the signals this check sends would reach only that wrapper.
const projectNode = join(root, 'node_modules', '.bin', 'node');

function start() {
  const child = spawn(existsSync(projectNode) ? projectNode : process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, START_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Tripwise is running')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`npm start exited (${code}) before it was ready:\n${output.slice(-3000)}`)),
    );
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, ready, exited, output: () => output };
}

function step(text) {
  console.log(`- ${text}`);
}

async function tripName() {
  const res = await fetch(tripUrl, { headers: adminHeaders });
  if (res.status === 404) return null;
  const body = await res.json();
  return body.fields?.tripName?.stringValue ?? null;
}

let failed = false;
function expect(condition, message) {
  if (!condition) {
    failed = true;
    console.error(`  FAILED: ${message}`);
  }
}

try {
  let run = start();
  await run.ready;
  step('started on an empty data directory');
  const write = await fetch(`${firestoreDocumentsUrl()}/trips?documentId=${tripId}`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({ fields: { tripName: { stringValue: 'Made before the restart' } } }),
  });
  expect(write.ok, `creating the trip answered ${write.status}`);
  run.child.kill('SIGTERM');
  await run.exited;
  step('stopped with SIGTERM');
  expect(portHolders(PORTS.firestore).length === 0, 'the Firestore emulator still holds its port after a clean stop');

  run = start();
  await run.ready;
  expect((await tripName()) === 'Made before the restart', 'the trip made before the restart is gone');
  step('started again: the trip is still there');

  run.child.kill('SIGKILL');
  await run.exited;
  step('killed with SIGKILL');
  expect(portHolders(PORTS.firestore).length > 0, 'expected the Java leftover the issue describes');

  run = start();
  await run.ready;
  expect(run.output().includes('Stopping a leftover'), 'the next start did not report stopping its leftovers');
  expect(
    (await tripName()) === 'Made before the restart',
    'after a crash the trip (exported on the clean stop) is gone',
  );
  step('started after the crash: leftovers stopped, trip still there');
  run.child.kill('SIGTERM');
  await run.exited;
} catch (error) {
  failed = true;
  console.error(error.message);
} finally {
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
}
console.log(failed ? 'Restart check FAILED' : 'Restart check passed');
process.exit(failed ? 1 : 0);
