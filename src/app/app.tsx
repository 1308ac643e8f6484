import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { appRouter, loadRouteError } from './routes';

export function App() {
  // Fetch the error element after the first render, so a later failure (offline) can still show it.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadRouteError().catch(() => {}), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return <RouterProvider router={appRouter()} />;
}
