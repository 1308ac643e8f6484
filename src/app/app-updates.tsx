// The service worker (docs/offline.md): registered once the first page is on screen, so it never
// competes with it; a new deploy is announced, and taken on "Reload" or at the next navigation.
import { useEffect, useRef, useState } from 'react';
import { useAppLocation } from '../ui/app-link';
import { loadWorkerRegistration } from './register-worker';

export const NEW_VERSION_MESSAGE = 'A new version of Tripwise is available.';

/** How often an open tab asks whether a new deploy is out (the browser also asks on every page load). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

type TakeUpdate = (reloadPage?: boolean) => Promise<void>;

/** Calls `then` once the page has loaded and the browser is idle (or `timeout` ms after the load). */
function whenSettled(then: () => void, timeout = 1000): () => void {
  // Safari before 18.4 has no requestIdleCallback: a short timer there.
  const idle = 'requestIdleCallback' in window;
  let handle: number | null = null;
  const schedule = () => {
    handle = idle ? window.requestIdleCallback(then, { timeout }) : window.setTimeout(then, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle === null) return;
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

export function AppUpdates() {
  const [takeUpdate, setTakeUpdate] = useState<TakeUpdate | null>(null);
  const { pathname } = useAppLocation();
  const announcedOn = useRef<string | null>(null);

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    let stopped = false;
    let timer = 0;
    const cancel = whenSettled(() => {
      void loadWorkerRegistration().then(({ registerSW }) => {
        if (stopped) return;
        const update = registerSW({
          onNeedRefresh: () => setTakeUpdate(() => update),
          onRegisteredSW: (_url, registration) => {
            if (!registration) return;
            timer = window.setInterval(() => void registration.update().catch(() => {}), CHECK_EVERY_MS);
          },
          onRegisterError: (error: unknown) => console.warn('The service worker did not register', error),
        });
      });
    });
    return () => {
      stopped = true;
      cancel();
      window.clearInterval(timer);
    };
  }, []);

  // Taken at the next navigation: the waiting worker takes over and the new page loads afresh.
  useEffect(() => {
    if (!takeUpdate) return;
    if (announcedOn.current === null) announcedOn.current = pathname;
    else if (announcedOn.current !== pathname) void takeUpdate(true);
  }, [takeUpdate, pathname]);

  if (!takeUpdate) return null;
  return (
    <div className="app-update banner banner-info" role="status">
      <p>{NEW_VERSION_MESSAGE}</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => void takeUpdate(true)}>
        Reload
      </button>
    </div>
  );
}
