// "This is a shared computer" (docs/offline.md): said at log-in, kept for the tab only. On a
// shared computer nothing of the person's trips outlives the tab: what the app would keep in
// localStorage (drafts, the plan's seen marks, the last page visited) goes to the tab's
// sessionStorage instead, and no copies are kept for offline use (device-copy.ts). A module of
// its own, so every page's first load can ask without the device copies' code.

/** sessionStorage: the person said at log-in that this is a shared computer. */
export const SHARED_COMPUTER_KEY = 'tripwise.shared-computer';

/** Whether the person said at log-in that this is a shared computer: then nothing is kept. */
export function sharedComputer(): boolean {
  try {
    return window.sessionStorage.getItem(SHARED_COMPUTER_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSharedComputer(shared: boolean): void {
  try {
    if (shared) window.sessionStorage.setItem(SHARED_COMPUTER_KEY, '1');
    else window.sessionStorage.removeItem(SHARED_COMPUTER_KEY);
  } catch {
    // No storage: nothing is kept on the device anyway.
  }
}

/**
 * Where the app keeps what a person typed or saw between visits: localStorage, or the tab's
 * sessionStorage on a shared computer; null where storage is unavailable (private mode, quota).
 */
export function personalStorage(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return sharedComputer() ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}
