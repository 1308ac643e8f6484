// Runs `npm test`'s and `npm run check`'s stages: as many at once as `capacity` allows, each
// once what it `needs` has passed, each stage's output to reports/test-logs/<stage>.log and
// printed whole when it ends (parallel output never interleaves), then a table of times.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseBin, root } from './prepare.mjs';
import { EMULATOR_SETS, functionsBase, HOST, PORTS, WEB_ORIGIN } from './local-endpoints.mjs';
import { writeLocalHostingConfig } from './hosting-emulator.mjs';
import { startService, stopAll, waitForUrl } from './processes.mjs';
import { waitForFunctions } from './functions-ready.mjs';
import { portHolders, stopOwnLeftovers } from './leftovers.mjs';

export const logDir = join(root, 'reports', 'test-logs');
const seconds = (ms) => (ms / 1000).toFixed(0);

/** Seconds of CPU (user + system) from the second line of the shell's `times` (its children). */
function cpuSeconds(timesOutput) {
  const children = timesOutput.trim().split('\n')[1] ?? '';
  return children
    .split(/\s+/)
    .map((t) => /^(\d+)m([\d.]+)s$/.exec(t))
    .filter(Boolean)
    .reduce((sum, [, m, sec]) => sum + Number(m) * 60 + Number(sec), 0);
}

/**
 * The environment of the stages that talk to emulator set `setName` (scripts/local-endpoints.mjs):
 * LOCAL_EMULATORS for our own scripts and tests, and what `firebase emulators:exec` used to set
 * for the admin SDKs.
 */
export function emulatorEnv(env, setName = 'app') {
  const { projectId, ports } = EMULATOR_SETS[setName];
  return {
    ...env,
    LOCAL_EMULATORS: setName,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    GCLOUD_PROJECT: projectId,
  };
}

/** The process group of each background service (stage name → pgid), for its CPU figure. */
const serviceGroups = new Map();
/** Each started emulator set's ports and folder, for the sweep after the stop. */
const startedSets = [];

/**
 * After stopAll(): the Firestore emulator's Java process is outside the emulators' process group
 * and can outlive their stop, holding its port for the next run (or another checkout's). Waits a
 * few seconds for the sets' ports to free, then stops what of ours still holds one.
 */
async function sweepEmulatorLeftovers() {
  const deadline = Date.now() + 5_000;
  const held = () => startedSets.some(({ ports }) => ports.some(({ port }) => portHolders(port).length > 0));
  while (held() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  for (const { ports, cwd } of startedSets) await stopOwnLeftovers(ports, cwd, () => {});
}

const FAILURE_TAIL_LINES = 120;
// eslint-disable-next-line no-control-regex -- colour codes start with a control character
const COLOUR_CODES = /\u001b\[[0-9;]*m/g;

/** A stage's log without colour codes, or null when it has none. */
function plainLog(stage) {
  try {
    return readFileSync(join(logDir, `${stage.name}.log`), 'utf8').replace(COLOUR_CODES, '');
  } catch {
    return null;
  }
}

/**
 * Repeats the end of each failed stage's log after the table: a stage's output is printed when it
 * ends, so a failure early in a long run scrolls far up, and CI keeps only the end of the output.
 * The end of a test runner's log is its list of failures.
 */
function printFailureTails(failed) {
  for (const stage of failed) {
    const text = plainLog(stage);
    if (text === null) continue;
    const log = `reports/test-logs/${stage.name}.log`;
    console.log(`\n── ${stage.name} failed: the last ${FAILURE_TAIL_LINES} lines of ${log}`);
    console.log(text.trimEnd().split('\n').slice(-FAILURE_TAIL_LINES).join('\n'));
  }
}

/**
 * Names the tests that passed only on their retry (Playwright's "N flaky" list), so a run that
 * passed still says, at its very end, which tests need fixing.
 */
function printFlakyTests(passed) {
  for (const stage of passed) {
    const lines = (plainLog(stage) ?? '').split('\n');
    const at = lines.findIndex((line) => /^\s+\d+ flaky\s*$/.test(line));
    if (at === -1) continue;
    const list = lines.slice(at + 1).filter((line) => line.includes('›'));
    console.log(`\n⚠ ${stage.name}: ${lines[at].trim()}, passed only on a retry (a bug to fix):`);
    console.log(list.join('\n'));
  }
}

/** CPU seconds (user + system) used so far by the live processes of process group `group` (Linux /proc). */
function groupCpuSeconds(group) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Fields after the command name: state ppid pgrp … utime (14th field) stime (15th).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100; // USER_HZ is 100 on Linux
}

/**
 * The firebase.json for emulator set `setName`: the app's own (with Hosting: its copy with the
 * local emulators allowed, scripts/hosting-emulator.mjs), or a copy with the set's ports
 * (written next to it, git-ignored: the functions source and rules paths are relative to it).
 */
function emulatorConfig(setName, only) {
  if (only.includes('hosting')) {
    if (setName !== 'app') throw new Error("Only the app's emulator set serves Hosting");
    return writeLocalHostingConfig();
  }
  if (setName === 'app') return join(root, 'firebase.json');
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const { ports } = EMULATOR_SETS[setName];
  const at = (port) => ({ host: HOST, port });
  config.emulators = {
    ...config.emulators,
    auth: at(ports.auth),
    firestore: { ...at(ports.firestore), websocketPort: ports.firestoreWebsocket },
    functions: at(ports.functions),
    hub: at(ports.hub),
    logging: at(ports.logging),
  };
  const path = join(root, `firebase.${setName}.json`);
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

/**
 * Starts emulator set `setName` (`only`: e.g. ['firestore'] or ['auth', 'firestore', 'functions'];
 * 'hosting' serves dist/ at the web origin as Hosting does, the app's set only)
 * in the background as service `name`; resolves when each answers, rejects if they exit or time
 * out. Stopped on exit. The debug logs firebase-tools and the Firestore emulator write to their
 * working folder go to .cache/emulators/<set>/, so two sets do not write the same files.
 */
export async function startEmulators(only, env, { name = 'emulators', setName = 'app' } = {}) {
  const { projectId, ports } = EMULATOR_SETS[setName];
  const cwd = join(root, '.cache', 'emulators', setName);
  // A leftover of an earlier test run on one of these ports would answer the readiness checks
  // below with its stale functions and data (the Firestore emulator's Java process outlives a
  // killed run). What was started from this set's folder is a test run's and is stopped; anyone
  // else's (`npm start`'s emulators among them) is named, and the run stops.
  const taken = await stopOwnLeftovers(
    [
      ...Object.entries(ports).map(([service, port]) => ({ name: `${setName} ${service}`, port })),
      ...(only.includes('hosting') ? [{ name: `${setName} hosting (the web origin)`, port: PORTS.web }] : []),
    ],
    cwd,
  );
  if (taken.length > 0) throw new Error(`${name} needs these ports:\n${taken.join('\n')}`);
  startedSets.push({ ports: Object.entries(ports).map(([service, port]) => ({ name: service, port })), cwd });
  mkdirSync(cwd, { recursive: true });
  const log = createWriteStream(join(logDir, `${name}.log`));
  const child = startService(
    name,
    firebaseBin,
    ['emulators:start', '--config', emulatorConfig(setName, only), '--only', only.join(','), '--project', projectId],
    { cwd, env: emulatorEnv(env, setName), quiet: true },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  serviceGroups.set(name, child.pid);
  const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`exited (${code})`))));
  exited.catch(() => {}); // after a normal stop nobody is waiting any more
  await Promise.race([
    exited,
    (async () => {
      for (const service of only) await emulatorReady(setName, service);
    })(),
  ]);
}

/**
 * Resolves once one emulator of a set answers (up to 3 minutes): also for a stage that needs
 * only that one while the rest of its set is still starting.
 * @param {keyof typeof EMULATOR_SETS} setName
 * @param {'auth' | 'firestore' | 'functions' | 'hosting'} service
 */
export function emulatorReady(setName, service) {
  const { projectId, ports } = EMULATOR_SETS[setName];
  if (service === 'hosting') return waitForUrl(`${WEB_ORIGIN}/`, 'Hosting emulator', 180_000);
  if (service === 'auth') return waitForUrl(`http://${HOST}:${ports.auth}/`, 'Auth emulator', 180_000);
  if (service === 'firestore') return waitForUrl(`http://${HOST}:${ports.firestore}/`, 'Firestore emulator', 180_000);
  // Its port answers before the functions are loaded; this waits for them and warms them.
  return waitForFunctions(180_000, functionsBase(projectId, ports.functions));
}

/**
 * Runs `command` (a shell command) in the background as service `name`, its output to
 * reports/test-logs/<name>.log; resolves when it exits with 0, rejects otherwise. For work several
 * stages need done once, such as the production build.
 */
export function runOnce(name, command, env) {
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, `${name}.log`));
  const child = spawn('sh', ['-c', command], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return new Promise((resolve, reject) => {
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited (${code})`))));
  });
}

/**
 * The stages named in `only` (all when empty) and the background services they need; a need
 * on a stage left out is dropped (`npm test -- browser` runs the browser tests without the
 * functions tests first).
 */
export function selectStages(stages, only) {
  if (only.length === 0) return stages;
  const unknown = only.filter((name) => !stages.some((s) => s.name === name));
  if (unknown.length > 0) {
    throw new Error(`No stage ${unknown.join(', ')}; the stages: ${stages.map((s) => s.name).join(', ')}`);
  }
  const chosen = stages.filter((s) => only.includes(s.name));
  const services = stages.filter((s) => s.start && chosen.some((c) => (c.needs ?? []).includes(s.name)));
  // A service that only waits on another (`with`: the app's Firestore answering waits on the
  // app's emulators starting) brings that one along, without waiting for it to be ready.
  const companions = stages.filter((s) => services.some((service) => (service.with ?? []).includes(s.name)));
  const kept = new Set([...chosen, ...services, ...companions].map((s) => s.name));
  return stages
    .filter((s) => kept.has(s.name))
    .map((s) => ({ ...s, needs: (s.needs ?? []).filter((need) => kept.has(need)) }));
}

/**
 * @param {{ name: string, command?: string, start?: () => Promise<void>, needs?: string[], with?: string[], weight?: number, nice?: number, env?: NodeJS.ProcessEnv }[]} stages
 *   `command`: a shell command (passes with exit 0); `start`: a background service (passes when
 *   the promise resolves, takes no slot); `weight`: the slots of `capacity` it takes (default 1; 0 for a
 *   stage that mostly waits on servers); `nice`: a lower CPU priority (1–19) for a stage nothing
 *   waits on, so the stages that others wait on get the CPU first; `env`: the command's environment
 *   instead of the run's. Listed in the order they start when there is room.
 * @param {{ capacity: number, env: NodeJS.ProcessEnv, before?: [string, number][], only?: string[] }} options
 *   `before`: rows (name, ms) for the table, for work done before the stages; `only`: see selectStages.
 * @returns {Promise<boolean>} whether every stage passed
 */
export async function runStages(allStages, { capacity, env, before = [], only = [] }) {
  const stages = selectStages(allStages, only);
  mkdirSync(logDir, { recursive: true });
  const started = Date.now();
  const results = new Map(stages.map((s) => [s.name, { status: 'waiting', ms: 0 }]));
  let used = 0;
  let running = 0;

  function finish(stage, result, t0, ok) {
    result.ms = Date.now() - t0;
    result.status = ok ? 'passed' : 'failed';
  }

  function runCommand(stage, result) {
    const t0 = Date.now();
    const logPath = join(logDir, `${stage.name}.log`);
    const cpuPath = join(logDir, `${stage.name}.cpu`);
    const log = createWriteStream(logPath);
    console.log(`▶ ${stage.name}`);
    // `times` after the command: the CPU its processes used, which (unlike the wall-clock time)
    // does not grow when other work shares the machine. Not counted: the servers it talks to.
    const script = `${stage.command}\nrc=$?\ntimes > '${cpuPath}'\nexit $rc`;
    return new Promise((resolve) => {
      // `nice`: the stage's processes yield the CPU to the others' (coreutils' nice; its children inherit it).
      const [command, args] = stage.nice
        ? ['nice', ['-n', String(stage.nice), 'sh', '-c', script]]
        : ['sh', ['-c', script]];
      const child = spawn(command, args, { cwd: root, env: stage.env ?? env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      child.on('close', (code) => {
        log.end(() => {
          finish(stage, result, t0, code === 0);
          try {
            result.cpu = cpuSeconds(readFileSync(cpuPath, 'utf8'));
          } catch {
            // no `times` output (the shell was killed)
          }
          console.log(`\n=== ${stage.name}: ${stage.command} ===\n${readFileSync(logPath, 'utf8').trimEnd()}`);
          console.log(
            `${code === 0 ? '✔' : '✖'} ${stage.name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(result.ms)}s\n`,
          );
          resolve();
        });
      });
    });
  }

  function runService(stage, result) {
    const t0 = Date.now();
    console.log(`▶ ${stage.name} (in the background)`);
    return stage.start().then(
      () => {
        finish(stage, result, t0, true);
        console.log(`✔ ${stage.name} ready in ${seconds(result.ms)}s`);
      },
      (error) => {
        finish(stage, result, t0, false);
        console.error(`✖ ${stage.name} did not start: ${error.message} (see reports/test-logs/${stage.name}.log)`);
      },
    );
  }

  await new Promise((resolveAll) => {
    const schedule = () => {
      for (const stage of stages) {
        const result = results.get(stage.name);
        if (result.status !== 'waiting') continue;
        const needs = (stage.needs ?? []).map((need) => results.get(need).status);
        // A failure skips only what needs it: the rest still runs, so one run shows every failure.
        if (needs.some((s) => s === 'failed' || s === 'skipped')) {
          result.status = 'skipped';
          continue;
        }
        if (!needs.every((s) => s === 'passed')) continue;
        const weight = stage.start ? 0 : Math.min(stage.weight ?? 1, capacity);
        if (used + weight > capacity) continue;
        used += weight;
        running += 1;
        result.status = 'running';
        (stage.start ? runService : runCommand)(stage, result).then(() => {
          used -= weight;
          running -= 1;
          schedule();
        });
      }
      if (running === 0) resolveAll();
    };
    schedule();
  });

  for (const [name, group] of serviceGroups) {
    try {
      if (results.has(name)) results.get(name).cpu = groupCpuSeconds(group);
    } catch {
      // no /proc (not Linux): no figure
    }
  }
  stopAll();
  await sweepEmulatorLeftovers();
  const total = Date.now() - started + before.reduce((sum, [, ms]) => sum + ms, 0);
  const rows = [
    ...before.map(([name, ms]) => [name, { status: 'passed', ms }]),
    ...stages.map((s) => [s.start ? `${s.name} (background)` : s.name, results.get(s.name)]),
  ];
  const width = Math.max(...rows.map(([name]) => name.length), 18);
  console.log('\nStage times. Wall: from start to end (stages run side by side, so these add up to more than');
  console.log(
    "the total). CPU: user + system seconds of the stage's own processes; for the emulators, of the whole run.",
  );
  console.log(`  ${'stage'.padEnd(width)}   wall     CPU  result`);
  for (const [name, r] of rows) {
    const notRun = r.status === 'skipped' || r.status === 'waiting';
    const wall = notRun ? '    —' : `${seconds(r.ms).padStart(5)}s`;
    const cpu = r.cpu === undefined ? '       ' : `${r.cpu.toFixed(0).padStart(6)}s`;
    console.log(`  ${name.padEnd(width)}  ${wall}  ${cpu}  ${r.status}`);
  }
  console.log(`  ${'total (wall clock)'.padEnd(width)}  ${seconds(total).padStart(5)}s`);
  const ok = [...results.values()].every((r) => r.status === 'passed');
  if (!ok) printFailureTails(stages.filter((s) => results.get(s.name).status === 'failed'));
  printFlakyTests(stages.filter((s) => results.get(s.name).status === 'passed'));
  console.log(ok ? `\n✔ All passed in ${seconds(total)}s.` : '\n✖ Some stages failed (logs in reports/test-logs/).');
  return ok;
}
