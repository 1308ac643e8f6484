// Finds a Firestore emulator that runs offline on Java 17 and returns the environment
// firebase-tools needs to use it (see README "How the Firestore emulator is found").
// Order: FIRESTORE_EMULATOR_BINARY_PATH already set -> Debian package jar wrapped in a
// manifest-only launcher jar (the packaged jar has no Main-Class) -> nothing, and
// firebase-tools downloads its own (machines with internet and Java 21).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** The packaged emulator jar of `google-cloud-cli-firestore-emulator`, or null when not installed. */
export function findDebianJar() {
  if (existsSync(DEBIAN_JAR)) return DEBIAN_JAR;
  try {
    const files = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
    return files.split('\n').find((f) => f.endsWith('/cloud-firestore-emulator.jar')) ?? null;
  } catch {
    return null;
  }
}

const launcherDir = join(root, '.cache', 'firestore-emulator');

/** Where the launcher jar is cached once built. */
export function launcherPath() {
  return join(launcherDir, 'launcher.jar');
}

function buildLauncher(jarPath) {
  const dir = launcherDir;
  const launcher = launcherPath();
  if (existsSync(launcher)) return launcher;
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'manifest.txt');
  writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: ${jarPath}\n`);
  execFileSync('jar', ['cfm', launcher, manifest], { cwd: dir });
  return launcher;
}

export function firestoreEmulatorEnv() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  const jar = findDebianJar();
  if (!jar) return {};
  return { FIRESTORE_EMULATOR_BINARY_PATH: buildLauncher(jar) };
}
