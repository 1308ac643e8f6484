// After a deploy, a tab opened before it still asks for the old hashed chunks, which Hosting
// no longer has: the lazy import fails. One page reload fetches the new index.html and its
// chunks. A sessionStorage flag allows only one such reload until a route chunk loads again,
// so a chunk that is truly broken shows its error instead of reloading forever.

export const STALE_CHUNK_RELOAD_KEY = 'tripwise:stale-chunk-reload';

interface GuardDeps {
  storage: () => Storage;
  reload: () => void;
}

export function createStaleChunkGuard({ storage, reload }: GuardDeps) {
  let reloading = false;

  /** Reloads unless this tab already did so for a failed chunk; true when a reload is under way. */
  function reloadOnce(): boolean {
    if (reloading) return true;
    try {
      if (storage().getItem(STALE_CHUNK_RELOAD_KEY)) return false;
      storage().setItem(STALE_CHUNK_RELOAD_KEY, String(Date.now()));
    } catch {
      return false; // no storage, no loop guard: better an error than a reload loop
    }
    reloading = true;
    reload();
    return true;
  }

  /** A route chunk loaded: a later deploy may reload the tab once again. */
  function markLoaded(): void {
    try {
      storage().removeItem(STALE_CHUNK_RELOAD_KEY);
    } catch {
      // nothing to clear
    }
  }

  /** A route module's import that reloads the page once when it fails; while reloading it stays pending. */
  function importRoute<T>(load: () => Promise<T>): Promise<T> {
    return load().then(
      (module) => {
        markLoaded();
        return module;
      },
      (error: unknown) => {
        if (reloadOnce()) return new Promise<never>(() => {});
        throw error;
      },
    );
  }

  /** Vite dispatches 'vite:preloadError' when a chunk or its preloaded CSS fails (any dynamic import). */
  function listen(target: Pick<Window, 'addEventListener'>): void {
    target.addEventListener('vite:preloadError', () => {
      reloadOnce();
    });
  }

  return { reloadOnce, markLoaded, importRoute, listen };
}

const guard = createStaleChunkGuard({ storage: () => window.sessionStorage, reload: () => window.location.reload() });
export const importRoute = guard.importRoute;
export const listenForStaleChunks = () => guard.listen(window);
