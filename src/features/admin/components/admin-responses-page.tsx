// A trip's brief for the planners: the trip and its actions, every answer, the notes and, once
// the trip is no longer a draft, the plan editor.
import { Suspense } from 'react';
import { Await, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadFailure, PageLoadError } from '@/lib/page-load-error';
import { Loading, Notice } from '@/ui/page-states';
import { LATEST_NOTES, listNotes, loadTripWithResponses } from '../api/admin-api';
import { NO_ACCESS, plannerAccess } from '../planner-access';
import { CsvButton } from './csv-button';
import { PlanEditorWithTravelers } from './plan-editor-with-travelers';
import { PlannerActions } from './planner-actions';
import { PlannerNotes } from './planner-notes';
import { TripAnswers } from './trip-answers';
import { TripDetails } from './trip-brief';
import '../admin.css';

const BACK = { label: 'Back to Trips', to: paths.admin };

/**
 * The trip, every answer and the newest notes: 1 read for the trip, 1 per response and at most
 * LATEST_NOTES for the notes (earlier notes load on request). All are asked for at once; the page
 * shows as soon as the trip is in, and the answers (100 documents for a large group) and notes
 * follow into their sections without holding up the brief's top.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const access = await plannerAccess(request);
  if (!access.planner) return { planner: false as const };
  const tripId = params.tripId ?? '';
  const loading = loadTripWithResponses(tripId);
  const latestNotes = listNotes(tripId, { count: LATEST_NOTES });
  // Shown by the notes section (failed included); this keeps a failure from being reported as
  // unhandled while the trip is still loading.
  latestNotes.catch(() => undefined);
  try {
    const trip = await loading.trip;
    if (!trip) throw new PageLoadError('missing', 'This trip does not exist (or was deleted).', BACK);
    return { planner: true as const, user: access.user, tripId, trip, responses: loading.responses, latestNotes };
  } catch (error) {
    throw loadFailure(error, NO_ACCESS, BACK);
  }
}

const ANSWERS_FAILED = "We couldn't load the answers. Check your connection and reload the page.";

export default function AdminResponsesPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.planner)
    return (
      <Notice actionLabel="Return Home" actionTo={paths.home}>
        {NO_ACCESS}
      </Notice>
    );
  const { user, tripId, trip, responses, latestNotes } = data;

  return (
    <article className="page admin-brief">
      <p className="no-print">
        <Link to={paths.admin} className="back-link">
          ← All trips
        </Link>
      </p>
      <div className="page-header">
        <h1>Admin View – Responses for Trip: {tripId}</h1>
        <div className="btn-row no-print">
          <Suspense
            fallback={
              <button type="button" className="btn btn-primary" disabled>
                Download CSV
              </button>
            }
          >
            <Await resolve={responses} errorElement={null}>
              <CsvButton tripId={tripId} trip={trip} />
            </Await>
          </Suspense>
          <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
            Print brief
          </button>
        </div>
      </div>

      <section className="card admin-trip-brief" aria-labelledby="trip-heading">
        <h2 id="trip-heading">{trip.tripName}</h2>
        <PlannerActions trip={trip} user={user} />
        <TripDetails trip={trip} answered={trip.joined.length} />
      </section>

      <Suspense fallback={<Loading />}>
        <Await
          resolve={responses}
          errorElement={
            <p className="form-error" role="alert">
              {ANSWERS_FAILED}
            </p>
          }
        >
          <TripAnswers />
        </Await>
      </Suspense>
      <PlannerNotes key={tripId} tripId={tripId} user={user} latest={latestNotes} />
      {trip.status !== 'draft' && (
        <Suspense fallback={<Loading />}>
          <Await resolve={responses} errorElement={null}>
            <PlanEditorWithTravelers tripId={tripId} trip={trip} user={user} />
          </Await>
        </Suspense>
      )}
    </article>
  );
}
