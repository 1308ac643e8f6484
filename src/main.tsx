import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { importRoute, listenForStaleChunks } from './app/stale-chunk-reload';
import { opensLight } from './config/light-routes';
import './styles/global.css';

listenForStaleChunks();

const root = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

// The entry holds React and this switch only. The light shell (landing and legal pages) and the
// full app (react-router's data router, the layout, every page route) are chunks of their own:
// index.html preloads the one this URL needs (vite.config.ts), and the light shell fetches the
// app on the first sign of navigation. docs/routing.md "What it costs".
let app: Promise<typeof import('./app/app')> | null = null;
function loadApp() {
  app ??= import('./app/app').catch((error: unknown) => {
    app = null; // a later attempt may succeed
    throw error;
  });
  return app;
}

if (opensLight(window.location.pathname)) {
  void importRoute(() => import('./app/light-shell')).then(({ LightShell }) =>
    render(
      <LightShell
        prefetchApp={() => void loadApp().catch(() => {})}
        openApp={(to) =>
          loadApp().then(
            ({ App }) => {
              // The router reads the URL when it is made: move first, then mount it there.
              window.history.pushState(null, '', to);
              render(<App />);
            },
            // The chunk could not be loaded (gone after a deploy, or offline): a full page load of
            // the target fetches the current index.html and its chunks.
            () => window.location.assign(to),
          )
        }
      />,
    ),
  );
} else {
  // Nothing shows until the app's chunk is here (preloaded alongside the entry, so no waterfall)
  // and Firebase has started (app.tsx). The router is made first, in a task of its own: making it
  // starts the page's chunk and loader, and inside the first render it was a third of that render
  // (a long task on a slow phone; docs/performance.md).
  void importRoute(loadApp).then(async ({ App, appRouter, sessionRestoreStarted }) => {
    await new Promise((next) => window.setTimeout(next, 0));
    appRouter();
    await sessionRestoreStarted;
    // As a transition, React renders the first frame in slices that yield to the browser: the
    // first run of React's and the router's code made it one long task on a slow phone.
    startTransition(() => render(<App />));
  });
}
