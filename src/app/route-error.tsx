import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { PageLoadError } from '../lib/page-load-error';
import { PageLoadErrorNotice } from '../ui/page-load-error-notice';
import { NotFoundPage } from './not-found-page';

/**
 * The error element of every page route (src/app/routes.tsx). A loader's PageLoadError says
 * which of missing / refused / unavailable it is, with its own message and way out; anything
 * else (a page that throws while rendering, a route chunk that still fails after the one
 * stale-chunk reload) shows a way out instead of a blank screen. It renders inside the
 * layout, so the navbar and footer stay usable, and the next navigation starts clean.
 */
export function RouteError({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const error = useRouteError();

  if (error instanceof PageLoadError) return <PageLoadErrorNotice error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  // Kept in the console for whoever debugs a report; nothing is sent anywhere.
  console.error('Page failed to render', error);
  return (
    <section className="page narrow notice-page">
      <div className="notice-card" role="alert">
        <h1 className="notice-message">Something went wrong while showing this page.</h1>
        <p className="muted">Your saved trips and answers are safe. Reload to try again, or go back home.</p>
        <div className="btn-row">
          <button type="button" className="btn btn-primary" onClick={reload}>
            Reload page
          </button>
          <a href={paths.home} className="btn btn-secondary">
            Return Home
          </a>
        </div>
      </div>
    </section>
  );
}
