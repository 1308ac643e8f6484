// Runs `npm test`'s and `npm run check`'s stages: as many at once as `capacity` allows, each
// once what it `needs` has passed, each stage's output to reports/test-logs/<stage>.log and
// printed whole when it ends (parallel output never interleaves), then a table of times.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseBin, root } from './prepare.mjs';
import { AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, PROJECT_ID } from './local-endpoints.mjs';
import { startService, stopAll, waitForUrl } from './processes.mjs';
import { waitForFunctions } from './functions-ready.mjs';

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

/** What `firebase emulators:exec` used to set for the suites; the admin SDKs read these. */
export function emulatorEnv(env) {
  return {
    ...env,
    FIRESTORE_EMULATOR_HOST,
    FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    GCLOUD_PROJECT: PROJECT_ID,
  };
}

let emulatorGroup = null;

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
 * Starts the emulators (`only`: e.g. ['firestore'] or ['auth', 'firestore', 'functions']) in the
 * background; resolves when each answers, rejects if they exit or time out. Stopped on exit.
 */
export async function startEmulators(only, env) {
  const log = createWriteStream(join(logDir, 'emulators.log'));
  const child = startService(
    'emulators',
    firebaseBin,
    ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID],
    { cwd: root, env, quiet: true },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  emulatorGroup = child.pid;
  const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`exited (${code})`))));
  exited.catch(() => {}); // after a normal stop nobody is waiting any more
  const ready = {
    auth: () => waitForUrl(`http://${AUTH_EMULATOR_HOST}/`, 'Auth emulator', 180_000),
    firestore: () => waitForUrl(`http://${FIRESTORE_EMULATOR_HOST}/`, 'Firestore emulator', 180_000),
    // Its port answers before the functions are loaded; this waits for them and warms them.
    functions: () => waitForFunctions(180_000),
  };
  await Promise.race([
    exited,
    (async () => {
      for (const name of only) await ready[name]();
    })(),
  ]);
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
  const kept = new Set([...chosen, ...services].map((s) => s.name));
  return stages
    .filter((s) => kept.has(s.name))
    .map((s) => ({ ...s, needs: (s.needs ?? []).filter((need) => kept.has(need)) }));
}

/**
 * @param {{ name: string, command?: string, start?: () => Promise<void>, needs?: string[], weight?: number, nice?: number }[]} stages
 *   `command`: a shell command (passes with exit 0); `start`: a background service (passes when
 *   the promise resolves, takes no slot); `weight`: the slots of `capacity` it takes (default 1; 0 for a
 *   stage that mostly waits on servers); `nice`: a lower CPU priority (1–19) for a stage nothing
 *   waits on, so the stages that others wait on get the CPU first. Listed in the order they
 *   start when there is room.
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
      const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

  if (emulatorGroup !== null) {
    const emulators = stages.find((s) => s.start);
    try {
      if (emulators) results.get(emulators.name).cpu = groupCpuSeconds(emulatorGroup);
    } catch {
      // no /proc (not Linux): no figure
    }
  }
  stopAll();
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
