// What a signed-in traveler has already seen, kept on this device so the trip page and its plan
// open with no network (at an airport abroad, on roaming). One IndexedDB database of our own
// rather than Firestore's persistent cache: the app reads through Firestore lite, which has no
// cache, and the full SDK would add ~60 KiB gzip to every signed-in first load
// (docs/offline.md, docs/bundle-budget.md). Sign-out, account deletion and a shared computer
// keep nothing here (forgetThisDevice, sharedComputer).

import { setSharedComputer, sharedComputer } from './shared-computer';

export { SHARED_COMPUTER_KEY, setSharedComputer, sharedComputer } from './shared-computer';
export const DEVICE_DB = 'tripwise-device';
const STORE = 'copies';
/** A copy older than this is not shown (and is replaced at the next online visit). */
export const KEEP_DAYS = 30;

export interface DeviceCopy<T> {
  value: T;
  /** When it was last brought up to date (ms since the epoch). */
  savedAt: number;
}

interface StoredCopy {
  key: string;
  uid: string;
  value: unknown;
  savedAt: number;
}

/** Whether a read failed for want of a network (Firestore lite's fetch, a function call), not a refusal. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'unavailable' || error instanceof TypeError; // fetch() rejects with a TypeError
}

/** Whether a copy saved at `savedAt` is still shown at `now`. */
export function isFresh(savedAt: number, now: number): boolean {
  return now - savedAt <= KEEP_DAYS * 24 * 60 * 60 * 1000;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function open(): Promise<IDBDatabase> {
  const req = indexedDB.open(DEVICE_DB, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
  return request(req);
}

async function withStore<T>(mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await request(ask(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close(); // never left open: forgetThisDevice's deleteDatabase would wait on it
  }
}

const entryKey = (uid: string, key: string) => `${uid}/${key}`;

/** Keeps `value` (structured-cloneable: no functions) as `uid`'s copy of `key`; best effort. */
export async function keepOnDevice(uid: string, key: string, value: unknown, now = Date.now()): Promise<void> {
  if (sharedComputer() || typeof indexedDB === 'undefined') return;
  try {
    const entry: StoredCopy = { key: entryKey(uid, key), uid, value, savedAt: now };
    await withStore('readwrite', (store) => store.put(entry));
  } catch (error) {
    console.warn('Keeping a copy on this device failed', error);
  }
}

/** `uid`'s kept copy of `key`, or null (none, too old, another account's, or no storage). */
export async function readFromDevice<T>(uid: string, key: string, now = Date.now()): Promise<DeviceCopy<T> | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const entry = (await withStore('readonly', (store) => store.get(entryKey(uid, key)))) as StoredCopy | undefined;
    if (!entry || entry.uid !== uid || !isFresh(entry.savedAt, now)) return null;
    return { value: entry.value as T, savedAt: entry.savedAt };
  } catch {
    return null;
  }
}

/**
 * The network read `read`, kept on the device for `uid` when it succeeds; when it fails for want
 * of a network, the kept copy instead (with when it was saved). Any other failure, or no copy,
 * fails as the read did.
 */
export async function readThroughDevice<T>(
  uid: string,
  key: string,
  read: () => Promise<T>,
): Promise<{ value: T; savedAt: number | null }> {
  const generation = forgottenTimes;
  try {
    const value = await read();
    // Signed out while the read was under way: keeping it would bring the copies back.
    if (generation === forgottenTimes) void keepOnDevice(uid, key, value);
    return { value, savedAt: null };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const copy = await readFromDevice<T>(uid, key);
    if (!copy) throw error;
    return copy;
  }
}

/** How often this tab forgot the device: a read begun before then is not kept after it. */
let forgottenTimes = 0;

/**
 * The service worker's precache: the public app shell (index.html, chunks, icons), nobody's data.
 * Kept at sign-out, since the worker does not fetch a deleted precache again before the next
 * deploy, and the next offline visit would find no page to open.
 */
const isAppShell = (cacheName: string) => cacheName.startsWith('workbox-precache');

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const req = indexedDB.deleteDatabase(name);
    req.onsuccess = () => resolve();
    req.onerror = () => resolve(); // nothing more to do from here; logged by the browser
    req.onblocked = () => resolve(); // deleted once the last connection closes
  });
}

/**
 * Everything this app keeps on the device about whoever was signed in: the kept copies, every
 * Cache Storage entry but the app shell's (isAppShell) and the shared-computer flag. Drafts and the plan's "seen" marks are localStorage's, forgotten beside this
 * (forgetSignedInTraces in ./drafts.ts).
 */
export async function forgetThisDevice(): Promise<void> {
  forgottenTimes += 1;
  const work: Promise<unknown>[] = [];
  if (typeof indexedDB !== 'undefined') work.push(deleteDatabase(DEVICE_DB));
  if (typeof caches !== 'undefined') {
    work.push(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((name) => !isAppShell(name)).map((name) => caches.delete(name))))
        .catch(() => undefined),
    );
  }
  setSharedComputer(false);
  await Promise.all(work);
}
