import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { appRouter, loadRouteError } from './routes';

// Firebase starts restoring the session as soon as the app's code runs, before the router has
// rendered: every signed-in page's reads wait on that restore (one request to Auth).
void import('../features/auth/api/auth-api').catch(() => {});

export function App() {
  // Fetch the error element after the first render, so a later failure (offline) can still show it.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadRouteError().catch(() => {}), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return <RouterProvider router={appRouter()} />;
}
