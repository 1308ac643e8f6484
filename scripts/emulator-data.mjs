// Where `npm start` keeps the emulators' data between runs (.emulator-data/, git-ignored), and
// how it gets there: the emulators import it on start; the start script asks the emulators' hub
// to export it every few minutes and once more on Ctrl-C / SIGTERM. Each export is written beside
// the kept one and swapped in whole, so a crash mid-export never leaves half a copy.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './prepare.mjs';
import { HOST, PORTS } from './local-endpoints.mjs';

/** START_DATA_DIR moves it (the restart check uses a directory of its own). */
export const DATA_DIR = process.env.START_DATA_DIR ?? join(root, '.emulator-data');
const METADATA = 'firebase-export-metadata.json';

/** Minutes between exports while `npm start` runs: at most this much is lost to a crash (SIGKILL). */
export const EXPORT_EVERY_MINUTES = Number(process.env.START_EXPORT_MINUTES ?? 2);

export function hasKeptData() {
  return existsSync(join(DATA_DIR, METADATA));
}

/** The emulators:start arguments that load the kept data, if there is any. */
export function importArgs() {
  return hasKeptData() ? ['--import', DATA_DIR] : [];
}

/** Exports every running emulator's data (Auth accounts, Firestore) to DATA_DIR. */
export async function exportData() {
  const fresh = `${DATA_DIR}.new`;
  const old = `${DATA_DIR}.old`;
  rmSync(fresh, { recursive: true, force: true });
  const response = await fetch(`http://${HOST}:${PORTS.hub}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: fresh, initiatedBy: 'npm start' }),
  });
  if (!response.ok) throw new Error(`Export failed (${response.status}): ${await response.text()}`);
  if (!existsSync(join(fresh, METADATA))) throw new Error(`Export failed: nothing written to ${fresh}`);
  rmSync(old, { recursive: true, force: true });
  if (existsSync(DATA_DIR)) renameSync(DATA_DIR, old);
  renameSync(fresh, DATA_DIR);
  rmSync(old, { recursive: true, force: true });
}

/** `npm run reset`: the next start begins from the demo data alone. */
export function removeKeptData() {
  for (const dir of [DATA_DIR, `${DATA_DIR}.new`, `${DATA_DIR}.old`]) rmSync(dir, { recursive: true, force: true });
}
