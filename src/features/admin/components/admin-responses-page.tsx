import { Suspense, useState } from 'react';
import { Await, Link, useAsyncValue, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Trip, FullResponse } from '../../../lib/models';
import { loadFailure, PageLoadError } from '../../../lib/page-load-error';
import { Avatar } from '../../../ui/avatar';
import { Loading, Notice } from '../../../ui/page-states';
import { AvailabilityTimeline, BudgetOverview } from '../../insights';
import type { AppUser } from '../../auth';
import { assignTrip, loadTripWithResponses, plannerStamp, setBooking, type BookingStep } from '../api/admin-api';
import { NO_ACCESS, plannerAccess } from '../planner-access';
import { csvFileName, tripCsv } from '../trip-csv';
import { AnswersTable } from './answers-table';
import { NeedsAction } from './needs-action';
import { PlannerNotes } from './planner-notes';
import { stampText, TripDetails, tripStatusText } from './trip-brief';
import { availabilityLabel } from '../../responses';
import '../admin.css';

const BACK = { label: 'Back to Trips', to: paths.admin };

/**
 * The trip and every answer: 1 read for the trip plus 1 per response (notes load on request).
 * Both are asked for at once; the page shows as soon as the trip is in, and the answers (100
 * documents for a large group) follow into their sections without holding up the brief's top.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const access = await plannerAccess(request);
  if (!access.planner) return { planner: false as const };
  const tripId = params.tripId ?? '';
  const loading = loadTripWithResponses(tripId);
  try {
    const trip = await loading.trip;
    if (!trip) throw new PageLoadError('missing', 'This trip does not exist (or was deleted).', BACK);
    return { planner: true as const, user: access.user, tripId, trip, responses: loading.responses };
  } catch (error) {
    throw loadFailure(error, NO_ACCESS, BACK);
  }
}

const ANSWERS_FAILED = "We couldn't load the answers. Check your connection and reload the page.";

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Download CSV once the answers are in (until then the button waits, disabled). */
function CsvButton({ tripId, trip }: { tripId: string; trip: Trip }) {
  const responses = useAsyncValue() as FullResponse[];
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => download(csvFileName(tripId), tripCsv(trip, responses))}
    >
      Download CSV
    </button>
  );
}

/** Everything the answers show: what needs action, the insights, the table and the spec's cards. */
function Answers() {
  const responses = useAsyncValue() as FullResponse[];
  if (responses.length === 0) return <p className="empty-text">No responses yet.</p>;
  return (
    <>
      <NeedsAction responses={responses} />
      <div className="insight-grid">
        <AvailabilityTimeline travelers={responses} />
        <BudgetOverview answers={responses} />
      </div>
      <section className="admin-section" aria-labelledby="answers-heading">
        <h2 id="answers-heading">All answers</h2>
        <AnswersTable responses={responses} />
      </section>
      <section className="admin-section" aria-labelledby="travelers-heading">
        <h2 id="travelers-heading">Travelers</h2>
        <ul className="admin-response-grid">
          {responses.map((r) => (
            <li key={r.uid} className="card admin-response">
              <div className="admin-response-head">
                <Avatar name={r.name} imageUrl={r.profileImage} size={44} />
                <div>
                  <h3>{r.name}</h3>
                  <p className="muted">{r.email}</p>
                </div>
              </div>
              <dl>
                <div>
                  <dt>Availability</dt>
                  <dd>{availabilityLabel(r) || '—'}</dd>
                </div>
                <div>
                  <dt>Budget</dt>
                  <dd>{r.budget || '—'}</dd>
                </div>
                <div>
                  <dt>Preferences</dt>
                  <dd>{r.preferences || '—'}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Booking and assignment: each button writes, then the page's loader reads the trip again. */
function PlannerActions({ trip, user }: { trip: Trip; user: AppUser }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = trip.assignedTo?.uid === user.uid;

  async function run(action: () => Promise<void>, failure: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
      await revalidator.revalidate();
    } catch (caught) {
      console.error(failure, caught);
      setError(`${failure}. Try again.`);
    } finally {
      setBusy(false);
    }
  }
  const book = (step: BookingStep) =>
    run(async () => setBooking(trip.id, step, await plannerStamp(user)), "We couldn't change the booking status");
  const assign = (toMe: boolean) =>
    run(
      async () => assignTrip(trip.id, toMe ? await plannerStamp(user) : null),
      "We couldn't change who handles this trip",
    );

  const stamps = [
    stampText('Booked', trip.bookedBy, trip.bookedAt),
    stampText('Finished', trip.finishedBy, trip.finishedAt),
  ].filter(Boolean);

  return (
    <div className="planner-actions">
      <div>
        <p className="planner-status">
          <span className={`status-pill ${trip.isBooked ? 'status-ready' : 'status-draft'}`}>
            Status: {tripStatusText(trip)}
          </span>
          <span className={trip.assignedTo ? 'tag tag-assigned' : 'tag'}>
            {trip.assignedTo ? `Assigned to ${mine ? 'you' : trip.assignedTo.name}` : 'Unassigned'}
          </span>
        </p>
        {stamps.length > 0 && <p className="muted">{stamps.join(' · ')}</p>}
      </div>
      <div className="btn-row no-print">
        {!mine && (
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void assign(true)}>
            {trip.assignedTo ? 'Take over this trip' : 'Take this trip'}
          </button>
        )}
        {mine && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void assign(false)}>
            Hand back
          </button>
        )}
        {!trip.isBooked && (
          <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => void book('book')}>
            Mark as Booked
          </button>
        )}
        {trip.isBooked && !trip.isFinished && (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() => void book('finish')}
          >
            Mark as Finished
          </button>
        )}
        {trip.isBooked && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void book('reset')}>
            Reset to Not Booked
          </button>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export default function AdminResponsesPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.planner)
    return (
      <Notice actionLabel="Return Home" actionTo={paths.home}>
        {NO_ACCESS}
      </Notice>
    );
  const { user, tripId, trip, responses } = data;

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
          <Answers />
        </Await>
      </Suspense>
      <PlannerNotes tripId={tripId} user={user} />
    </article>
  );
}
