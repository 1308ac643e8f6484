// A trip's brief for the planners: the trip and its actions, every answer, the notes and, once
// the trip is no longer a draft, the plan editor.
import { Suspense, type ReactNode } from 'react';
import { Await, Link, useAsyncError, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadFailure, PageLoadError } from '@/lib/page-load-error';
import type { Trip } from '@/lib/models';
import { PageLoadErrorNotice } from '@/ui/page-load-error-notice';
import { Loading, Notice } from '@/ui/page-states';
import { LATEST_NOTES, listNotes, loadTripWithResponses } from '../api/admin-api';
import { NO_ACCESS, plannerAccess } from '../planner-access';
import { ConversationWithTravelers } from './conversation-with-travelers';
import { CsvButton } from './csv-button';
import { PlanEditorWithTravelers } from './plan-editor-with-travelers';
import { PlannerActions } from './planner-actions';
import { PlannerNotes } from './planner-notes';
import { TripAnswers } from './trip-answers';
import { JoinQuestionsEditor } from '@/features/join-questions';
import { TripDetails } from './trip-brief';
import { TripReadinessWithTravelers } from './trip-readiness-with-travelers';
import { RoomingWithTravelers } from './rooming-with-travelers';
import { TripMoneyWithTravelers } from './trip-money-with-travelers';
import '../admin.css';

const BACK = { label: 'Back to Trips', to: paths.admin };

/**
 * The trip, every answer and the newest notes: 1 read for the trip, 1 per response and at most
 * LATEST_NOTES for the notes (earlier notes load on request). All are asked for at once; the page's
 * header shows as soon as the planner's access is known, the trip's card when the trip is in, and
 * the answers (100 documents for a large group) and notes follow into their sections without
 * holding up the brief's top. A trip that is missing, refused or unreadable rejects with the
 * PageLoadError a loader would throw, and the page shows it as the route's error element would.
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
  const trip = loading.trip.then(
    (found) => {
      if (!found) throw new PageLoadError('missing', 'This trip does not exist (or was deleted).', BACK);
      return found;
    },
    (error: unknown) => {
      throw loadFailure(error, NO_ACCESS, BACK);
    },
  );
  // Shown by the page (its Await), which may not be rendered yet when a read fails fast.
  trip.catch(() => undefined);
  return { planner: true as const, user: access.user, tripId, trip, responses: loading.responses, latestNotes };
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
  const { tripId, trip } = data;

  // Until the trip is in, the brief's header (the page's largest paint) over "Loading...": it
  // stays in place when the trip's card and the answers join it below.
  return (
    <Suspense
      fallback={
        <BriefFrame>
          <Loading />
        </BriefFrame>
      }
    >
      <Await resolve={trip} errorElement={<TripLoadError />}>
        {(loaded: Trip) => (
          <Brief
            tripId={tripId}
            trip={loaded}
            user={data.user}
            responses={data.responses}
            latestNotes={data.latestNotes}
          />
        )}
      </Await>
    </Suspense>
  );
}

/** The trip could not be read (missing, refused, offline): the page's error, as a loader's would show. */
function TripLoadError() {
  const error = useAsyncError();
  if (error instanceof PageLoadError) return <PageLoadErrorNotice error={error} />;
  throw error;
}

const CSV_PENDING = (
  <button type="button" className="btn btn-primary" disabled>
    Download CSV
  </button>
);

/**
 * The brief's back link and header (with its Download CSV button once it can work) over `children`.
 * The title names the trip by its name (issue 46), so it waits for the trip; until then an ellipsis
 * holds its place.
 */
function BriefFrame({
  tripName,
  csv = CSV_PENDING,
  children,
}: {
  tripName?: string;
  csv?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="page admin-brief">
      <p className="no-print">
        <Link to={paths.admin} className="back-link">
          ← All trips
        </Link>
      </p>
      <div className="page-header">
        <h1>Admin View – Responses for Trip: {tripName ?? '…'}</h1>
        <div className="btn-row no-print">
          {csv}
          <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
            Print brief
          </button>
        </div>
      </div>
      {children}
    </article>
  );
}

type BriefData = Extract<Awaited<ReturnType<typeof loader>>, { planner: true }>;

/** The brief once its trip is in: the header, the trip's card, the answers, the notes and the plan editor. */
function Brief({ tripId, trip, user, responses, latestNotes }: Omit<BriefData, 'planner' | 'trip'> & { trip: Trip }) {
  const csv = (
    <Suspense fallback={CSV_PENDING}>
      <Await resolve={responses} errorElement={null}>
        <CsvButton tripId={tripId} trip={trip} />
      </Await>
    </Suspense>
  );
  return (
    <BriefFrame tripName={trip.tripName} csv={csv}>
      <section className="card admin-trip-brief" aria-labelledby="trip-heading">
        <h2 id="trip-heading">The trip</h2>
        <p className="muted">Trip id: {tripId}</p>
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
          <TripAnswers questions={trip.joinQuestions} />
        </Await>
      </Suspense>
      {trip.status !== 'draft' && (
        <Suspense fallback={<Loading />}>
          <Await resolve={responses} errorElement={null}>
            <TripReadinessWithTravelers trip={trip} />
          </Await>
        </Suspense>
      )}
      {trip.status !== 'draft' && (
        <Suspense fallback={<Loading />}>
          <Await resolve={responses} errorElement={null}>
            <RoomingWithTravelers trip={trip} user={user} />
          </Await>
        </Suspense>
      )}
      <Suspense fallback={null}>
        <JoinQuestionsEditor tripId={tripId} initialQuestions={trip.joinQuestions ?? []} />
      </Suspense>
      <PlannerNotes key={tripId} tripId={tripId} user={user} latest={latestNotes} />
      <Suspense fallback={<Loading />}>
        <Await resolve={responses} errorElement={null}>
          <ConversationWithTravelers trip={trip} uid={user.uid} />
        </Await>
      </Suspense>
      {trip.status !== 'draft' && (
        <Suspense fallback={<Loading />}>
          <Await resolve={responses} errorElement={null}>
            <PlanEditorWithTravelers tripId={tripId} trip={trip} user={user} />
          </Await>
        </Suspense>
      )}
      {trip.status !== 'draft' && (
        <Suspense fallback={<Loading />}>
          <Await resolve={responses} errorElement={null}>
            <TripMoneyWithTravelers tripId={tripId} trip={trip} />
          </Await>
        </Suspense>
      )}
    </BriefFrame>
  );
}
