import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { loadAuthApi } from '../features/auth';
import { appRouter, loadRouteError } from './routes';

export { appRouter };

/**
 * Firebase's code runs, and starts restoring the session, as soon as the app's code has: every
 * signed-in page's reads wait on that restore (one request to Auth). src/main.tsx renders a
 * signed-in page once this has settled, so the SDK's start-up (a long task on a slow phone) is
 * not in the middle of the page's loading (its chunk is preloaded with the app's; docs/performance.md).
 */
export const sessionRestoreStarted: Promise<unknown> = loadAuthApi().catch(() => {});

export function App() {
  // Fetch the error element after the first render, so a later failure (offline) can still show it.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadRouteError().catch(() => {}), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return <RouterProvider router={appRouter()} />;
}
