// What a page shows when its data cannot be read: the route's error element (src/app/route-error.tsx)
// for a loader's failure, and a page that streams its data (the planner's brief) for a read that
// fails after its header is on screen. One look and one set of words for both.
import { Link, useRevalidator } from 'react-router-dom';
import type { PageLoadError } from '@/lib/page-load-error';
import { Notice } from './page-states';

export function PageLoadErrorNotice({ error }: { error: PageLoadError }) {
  const revalidator = useRevalidator();
  // Missing and refused are answers, not faults: the page says so without a retry.
  if (error.failure !== 'unavailable') {
    return (
      <Notice actionLabel={error.wayOut.label} actionTo={error.wayOut.to}>
        {error.message}
      </Notice>
    );
  }
  console.error('Page data failed to load', error.cause);
  return (
    <section className="page narrow notice-page">
      <div className="notice-card" role="alert">
        <h1 className="notice-message">{error.message}</h1>
        <div className="btn-row">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state === 'loading'}
          >
            Try again
          </button>
          <Link to={error.wayOut.to} className="btn btn-secondary">
            {error.wayOut.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
