import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ResponseFormMode } from './response-form';

/** After a saved answer: what happened and the way on (the trip page after an edit). */
export function ResponseSaved({ mode, tripId }: { mode: ResponseFormMode; tripId: string }) {
  return (
    <section className="page medium">
      <div className="card response-confirmation" role="status">
        <h1>{mode === 'edit' ? 'Changes saved!' : 'Thanks for submitting!'}</h1>
        <p>Your preferences were saved.</p>
        <div className="btn-row">
          {mode === 'edit' ? (
            <Link to={paths.tripResponses(tripId)} className="btn btn-primary">
              Back to Trip Page
            </Link>
          ) : (
            <Link to={paths.dashboard} className="btn btn-primary">
              Go to My Dashboard
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
