import { lazy, Suspense, useState } from 'react';
import { canDo, tripStage } from '@domain/trip-lifecycle';
import { Await, Link, useAsyncValue, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Trip, FullResponse } from '@/lib/models';
import { loadFailure, PageLoadError } from '@/lib/page-load-error';
import { AnswerCard, AnswerGrid } from '@/ui/answer-card';
import { Loading, Notice } from '@/ui/page-states';
import { AvailabilityTimeline, BudgetOverview } from '@/features/insights';
import type { AppUser } from '@/features/auth';
import {
  assignTrip,
  BookingRefusedError,
  LATEST_NOTES,
  listNotes,
  loadTripWithResponses,
  plannerStamp,
  setBooking,
  type BookingStep,
} from '../api/admin-api';
import { NO_ACCESS, plannerAccess } from '../planner-access';
import { csvFileName, tripCsv } from '../trip-csv';
import { AnswersTable } from './answers-table';
import { NeedsAction } from './needs-action';
import { PlannerNotes } from './planner-notes';
import { stampText, TripDetails } from './trip-brief';
import { ConfirmDialog } from '@/ui/modal';
import { StatusPill } from '@/ui/status-pill';
import { useAction } from '@/ui/use-action';
import { availabilityLabel } from '@/features/responses';
import '../admin.css';

// The plan editor's code loads only on this page, once a trip is ready (docs/trip-plan.md).
const PlanEditor = lazy(() => import('@/features/plan').then((module) => ({ default: module.PlanEditor })));

/** The editor, once the answers (the travelers an item can name) are in. */
function PlanEditorWithTravelers({ tripId, trip, user }: { tripId: string; trip: Trip; user: AppUser }) {
  const responses = useAsyncValue() as FullResponse[];
  const travelers = [
    { uid: trip.userId, name: `${trip.organizerName || 'Organizer'} (organizer)` },
    ...responses.filter((r) => r.uid !== trip.userId).map((r) => ({ uid: r.uid, name: r.name })),
  ];
  return <PlanEditor tripId={tripId} plannerUid={user.uid} travelers={travelers} />;
}

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

/** The rules refuse booking a trip its organizer has not marked ready (or marked unready meanwhile). */
export const BOOK_REFUSED_NOT_READY =
  'This trip is not ready to plan, so it cannot be booked: its organizer has not marked it ready (or marked it unready again). The page now shows its current status.';

const CONFIRM_STEP: Record<'book' | 'finish', { title: string; confirm: string; consequence: string }> = {
  book: {
    title: 'Mark this trip as booked?',
    confirm: 'Yes, Mark as Booked',
    consequence: 'The organizer can no longer reopen, edit or delete it, and nobody can join or change an answer.',
  },
  finish: {
    title: 'Mark this trip as finished?',
    confirm: 'Yes, Mark as Finished',
    consequence: "It moves to Past Trips on the travelers' dashboards.",
  },
};

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
        <AnswerGrid>
          {responses.map((r) => (
            <AnswerCard
              key={r.uid}
              className="admin-response"
              name={r.name}
              email={r.email}
              imageUrl={r.profileImage}
              facts={[
                { label: 'Availability', value: availabilityLabel(r) },
                { label: 'Budget', value: r.budget },
                { label: 'Preferences', value: r.preferences },
              ]}
            />
          ))}
        </AnswerGrid>
      </section>
    </>
  );
}

/** Booking and assignment: each button writes, then the page's loader reads the trip again. */
function PlannerActions({ trip, user }: { trip: Trip; user: AppUser }) {
  const revalidator = useRevalidator();
  const { busy, error, run } = useAction();
  const [confirming, setConfirming] = useState<'book' | 'finish' | null>(null);
  const mine = trip.assignedTo?.uid === user.uid;
  const stage = tripStage(trip);
  const can = (action: Parameters<typeof canDo>[2]) => canDo(stage, 'planner', action);

  function write(action: () => Promise<void>, failure: string, refused?: string) {
    return run(
      async () => {
        await action();
        await revalidator.revalidate();
      },
      {
        failure: (caught) => (caught instanceof BookingRefusedError && refused ? refused : `${failure}. Try again.`),
        log: failure,
        // The trip changed under the planner: show what it is now.
        onFailure: (caught) => {
          if (caught instanceof BookingRefusedError) void revalidator.revalidate();
        },
      },
    );
  }
  const book = (step: BookingStep) => {
    setConfirming(null);
    return write(
      async () => setBooking(trip.id, step, await plannerStamp(user)),
      "We couldn't change the booking status",
      step === 'book' ? BOOK_REFUSED_NOT_READY : undefined,
    );
  };
  const assign = (toMe: boolean) =>
    write(
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
          <StatusPill trip={trip} prefix="Status: " />
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
        {can('markBooked') && (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() => setConfirming('book')}
          >
            Mark as Booked
          </button>
        )}
        {can('markFinished') && (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() => setConfirming('finish')}
          >
            Mark as Finished
          </button>
        )}
        {can('resetBooking') && (
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
      {confirming && (
        <ConfirmDialog
          title={CONFIRM_STEP[confirming].title}
          confirmLabel={CONFIRM_STEP[confirming].confirm}
          confirmClassName="btn btn-primary"
          busy={busy}
          onConfirm={() => void book(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>
            {trip.joined.length} of {trip.numPeople} travelers have answered.
          </p>
          <p>{CONFIRM_STEP[confirming].consequence}</p>
        </ConfirmDialog>
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
          <Answers />
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
