// @ts-check
// The one process helper of the scripts: start a long-running child (its output prefixed with
// its name), wait until a URL answers, and stop every child started here when the script
// ends, however it ends (normal exit, an error, Ctrl-C). `npm start`, `npm test` and
// `npm run perf` use it instead of their own copies.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

/**
 * Signals each child's whole process group (emulators and Vite start children of their own).
 * @param {NodeJS.Signals} [signal]
 */
export function stopAll(signal = 'SIGTERM') {
  for (const child of children) {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch {
      // already gone
    }
  }
  children.clear();
}

/** @type {((signal: NodeJS.Signals) => Promise<void>)[]} */
const beforeStopSteps = [];
/** @type {{ signal: NodeJS.Signals, at: number } | null} */
let stopping = null;

/** A repeat of the first signal this soon is the same stop delivered twice, not a second one. */
const REPEAT_MS = 1_000;

/**
 * `step(signal)` runs on Ctrl-C / SIGTERM before the children are stopped (`npm start` exports
 * the emulators' data then). A second signal while the steps run stops everything at once;
 * the same signal again within a second does not count (a signal sent to the whole process
 * group reaches this process both directly and through scripts/project-node.mjs's wrapper).
 * @param {(signal: NodeJS.Signals) => Promise<void>} step
 */
export function beforeStop(step) {
  beforeStopSteps.push(step);
}

/** @type {(() => Promise<void>)[]} */
const afterStopSteps = [];

/**
 * `step()` runs on Ctrl-C / SIGTERM after the children were signalled, before this process
 * exits (`npm start` stops what outlived its children's stop, such as the Firestore emulator's
 * Java process, which is not in their process groups). Also after a second signal.
 * @param {() => Promise<void>} step
 */
export function afterStop(step) {
  afterStopSteps.push(step);
}

async function runAfterStop() {
  for (const step of afterStopSteps) {
    try {
      await step();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  }
}

process.on('exit', () => stopAll());
for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    const code = signal === 'SIGINT' ? 130 : 143;
    if (stopping) {
      if (signal === stopping.signal && Date.now() - stopping.at < REPEAT_MS) return;
      stopAll('SIGKILL');
      await runAfterStop();
      process.exit(code);
    }
    stopping = { signal, at: Date.now() };
    for (const step of beforeStopSteps) {
      try {
        await step(signal);
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
      }
    }
    stopAll(signal);
    await runAfterStop();
    process.exit(code);
  });
}

/**
 * Starts `command args` in its own process group. Output is written to this process's output
 * with `[name]` before each line, unless `quiet` (then it is kept, and printed if it exits early).
 * `onExit(code)` is called if it ends before stopAll() stopped it.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean, onExit?: (code: number | null) => void }} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
export function startService(name, command, args, { cwd, env = process.env, quiet = false, onExit } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  /** @type {string[]} */
  const kept = [];
  /** @param {NodeJS.WritableStream} stream @returns {(chunk: Buffer) => void} */
  const forward = (stream) => (chunk) => {
    const lines = chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`);
    if (quiet) kept.push(...lines);
    else stream.write(lines.join(''));
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  children.add(child);
  child.on('exit', (code) => {
    const stopped = !children.has(child);
    children.delete(child);
    if (stopped) return;
    if (quiet) process.stderr.write(kept.slice(-60).join(''));
    onExit?.(code);
  });
  return child;
}

/**
 * Resolves once `url` answers with any status below 500; rejects after `timeoutMs`.
 * @param {string} url
 * @param {string} label
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
export async function waitForUrl(url, label, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${label} did not start within ${timeoutMs / 1000}s (${url})`);
}
