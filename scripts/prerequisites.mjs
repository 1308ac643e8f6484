// @ts-check
// What `npm start` and `npm test` need outside node_modules, checked first and in seconds:
// Node, Java (with its `jar` tool, which builds the Firestore emulator launcher), the Firestore
// emulator and, for the tests, Chromium. Root on Debian (CI, a fresh container) installs what
// is missing with apt-get and says so; anyone else gets the exact command and a stop.
// `.ci/run`, `npm test` and `npm start` all come through here, so CI and a newcomer take the
// same path. Uses only Node's own modules: it runs before `npm ci`.
//
// planPrerequisites() is the decision, a pure function of the facts (tests/unit/prerequisites.node.test.ts);
// gatherFacts() and ensurePrerequisites() are the I/O around it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findDebianJar, launcherPath } from './emulator-env.mjs';
import { bringsOwnNode, NODE_MAJOR } from './project-node.mjs';

/** The oldest Node that runs npm 11, which fetches the project's own Node. */
export const MIN_NODE_MAJOR = 20;

/** Debian packages that provide each prerequisite (Debian 12, as on CI). */
export const DEBIAN_PACKAGES = {
  java: 'openjdk-17-jdk-headless',
  firestoreEmulator: 'google-cloud-cli-firestore-emulator',
  chromium: 'chromium',
};

/**
 * @typedef {object} Facts
 * @property {string} nodeVersion        e.g. '20.20.2'
 * @property {string} platform           `${process.platform}-${process.arch}`, e.g. 'linux-x64'
 * @property {boolean} java              `java` on the PATH
 * @property {boolean} jar               `jar` on the PATH (the JDK's; a JRE alone lacks it)
 * @property {'env' | 'debian' | null} firestoreEmulator  where the emulator jar comes from
 * @property {boolean} launcherBuilt     the launcher jar for the Debian emulator is already cached
 * @property {string} chromiumPath       CHROMIUM_PATH or /usr/bin/chromium
 * @property {boolean} chromium          that file exists and is executable
 * @property {boolean} root              running as root
 * @property {boolean} debian            apt-get is available (Debian or Ubuntu)
 */

/**
 * @typedef {object} Plan
 * @property {{ name: string, package: string | null }[]} missing
 * @property {'none' | 'install' | 'stop'} action
 * @property {string[]} commands
 * @property {string} message
 */

/**
 * Decides what to do. `needs.chromium`: the browser tests run (npm test), not for npm start.
 * Returns
 *  - `missing`: what is absent, each `{ name, package }` (package: the Debian package that gives it);
 *  - `action`: 'none' (all there), 'install' (root on Debian: run `commands` now) or 'stop'
 *    (print `message`, which names the exact commands, and exit);
 *  - `commands`: the apt-get commands (with sudo when not root), `message`: what to tell the user.
 * @param {Facts} facts
 * @param {{ chromium: boolean }} needs
 * @returns {Plan}
 */
export function planPrerequisites(facts, needs) {
  const nodeMajor = Number(facts.nodeVersion.split('.')[0]);
  // On Linux x64 the project brings its own Node (scripts/project-node.mjs); the machine's only
  // runs npm to fetch it, which npm 11 does from Node 20 on. Elsewhere the machine's Node is the one.
  const needed = bringsOwnNode(facts.platform) ? MIN_NODE_MAJOR : NODE_MAJOR;
  if (!(nodeMajor >= needed) || (!bringsOwnNode(facts.platform) && nodeMajor !== NODE_MAJOR)) {
    const wanted = bringsOwnNode(facts.platform) ? `Node ${needed} or newer` : `Node ${NODE_MAJOR}`;
    return {
      missing: [{ name: `${wanted} (found ${facts.nodeVersion})`, package: null }],
      action: 'stop',
      commands: [],
      message:
        `${wanted} is needed; this is Node ${facts.nodeVersion}. ` +
        `Install ${wanted} (https://nodejs.org/en/download or your package manager), then run this again.`,
    };
  }

  /** @type {Plan['missing']} */
  const missing = [];
  const needJar = facts.firestoreEmulator !== 'env' && !facts.launcherBuilt;
  if (!facts.java || (needJar && !facts.jar)) {
    missing.push({
      name: facts.java ? "Java's jar tool (a JDK)" : 'Java 17 or newer (a JDK)',
      package: DEBIAN_PACKAGES.java,
    });
  }
  if (facts.firestoreEmulator === null) {
    missing.push({ name: 'the Firestore emulator', package: DEBIAN_PACKAGES.firestoreEmulator });
  }
  if (needs.chromium && !facts.chromium) {
    missing.push({ name: `Chromium (${facts.chromiumPath})`, package: DEBIAN_PACKAGES.chromium });
  }
  if (missing.length === 0) return { missing, action: 'none', commands: [], message: '' };

  const packages = missing.map((m) => m.package).join(' ');
  const sudo = facts.root ? '' : 'sudo ';
  const commands = [`${sudo}apt-get update`, `${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}`];
  const names = missing.map((m) => m.name).join(', ');
  if (facts.root && facts.debian) {
    return { missing, action: 'install', commands, message: `Missing: ${names}. Installing: ${packages} (apt-get).` };
  }
  const lines = [`Missing: ${names}.`];
  if (facts.debian) {
    lines.push('Install it with:', ...commands.map((c) => `  ${c}`));
  } else {
    lines.push(`On Debian or Ubuntu the packages are: ${packages}.`);
  }
  if (missing.some((m) => m.package === DEBIAN_PACKAGES.firestoreEmulator)) {
    lines.push(
      `(${DEBIAN_PACKAGES.firestoreEmulator} comes from Google's Cloud SDK apt repository; ` +
        'or set FIRESTORE_EMULATOR_BINARY_PATH to a Firestore emulator jar.)',
    );
  }
  if (missing.some((m) => m.package === DEBIAN_PACKAGES.chromium)) {
    lines.push('(Or set CHROMIUM_PATH to a Chromium or Chrome you already have.)');
  }
  lines.push('Then run the command again.');
  return { missing, action: 'stop', commands, message: lines.join('\n') };
}

/** @param {string} command */
function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** @param {string} path */
function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {Facts} */
export function gatherFacts() {
  const fromEnv = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return {
    nodeVersion: process.versions.node,
    platform: `${process.platform}-${process.arch}`,
    java: onPath('java'),
    jar: onPath('jar'),
    firestoreEmulator: fromEnv && existsSync(fromEnv) ? 'env' : findDebianJar() ? 'debian' : null,
    launcherBuilt: existsSync(launcherPath()),
    chromiumPath,
    chromium: executable(chromiumPath),
    root: process.getuid?.() === 0,
    debian: onPath('apt-get'),
  };
}

/**
 * Checks, installs where it may (root on Debian), or prints the exact command and exits 1.
 * @param {{ chromium: boolean }} needs
 */
export function ensurePrerequisites(needs) {
  const plan = planPrerequisites(gatherFacts(), needs);
  if (plan.action === 'none') return;
  if (plan.action === 'stop') {
    console.error(`\n✖ ${plan.message}\n`);
    process.exit(1);
  }
  console.log(plan.message);
  for (const command of plan.commands) {
    console.log(`$ ${command}`);
    const result = spawnSync('sh', ['-c', command], { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`✖ "${command}" failed (exit ${result.status}).`);
      process.exit(1);
    }
  }
  const after = planPrerequisites(gatherFacts(), needs);
  if (after.action !== 'none') {
    console.error(`\n✖ Still missing after installing: ${after.missing.map((m) => m.name).join(', ')}.\n`);
    process.exit(1);
  }
  console.log('Installed.');
}

// `node scripts/prerequisites.mjs [--for start|test]` (.ci/run): the same check on its own.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const forStart = process.argv.includes('start');
  ensurePrerequisites({ chromium: !forStart });
  console.log(`Prerequisites for npm ${forStart ? 'start' : 'test'}: all present.`);
}
