import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Trip } from '@/lib/models';
import { formatUsDate } from '@/ui/us-date';
import { listTrips, type TripPage, type TripScope } from '../api/admin-api';
import { StatusPill } from '@/ui/status-pill';
import { stampText } from './trip-brief';
import { BusyButton } from '@/ui/busy-button';
import { useAction } from '@/ui/use-action';

function tripDates(trip: Trip): string {
  if (!trip.startDate || !trip.endDate) return 'Dates open';
  return `${formatUsDate(trip.startDate)} – ${formatUsDate(trip.endDate)}`;
}

/** Puts keyboard focus on a row's link once it is on screen. */
const focusLink = (row: HTMLLIElement | null) => row?.querySelector('a')?.focus();

function AdminTripRow({ trip, focusOnMount }: { trip: Trip; focusOnMount: boolean }) {
  return (
    <li className="admin-trip" ref={focusOnMount ? focusLink : undefined}>
      <div>
        <h2>{trip.tripName}</h2>
        <p className="muted">
          {trip.organizerEmail} · {trip.destination} · {tripDates(trip)}
        </p>
        <p className="admin-trip-facts">
          <StatusPill trip={trip} />
          <span>
            {trip.joined.length} of {trip.numPeople} answered
          </span>
          {trip.readinessSummary && (
            <span>
              {trip.readinessSummary.ready}/{trip.readinessSummary.total} ready
            </span>
          )}
          <span>
            {stampText('Finished', trip.finishedBy, trip.finishedAt) ??
              stampText('Booked', trip.bookedBy, trip.bookedAt) ??
              (trip.readyAt ? `Ready since ${formatUsDate(trip.readyAt)}` : 'Ready')}
          </span>
          <span className={trip.assignedTo ? 'tag tag-assigned' : 'tag'}>
            {trip.assignedTo ? `Assigned to ${trip.assignedTo.name}` : 'Unassigned'}
          </span>
        </p>
      </div>
      <Link
        to={paths.adminResponses(trip.id)}
        className="btn btn-primary btn-sm"
        aria-label={`View Responses for ${trip.tripName}`}
      >
        View Responses
      </Link>
    </li>
  );
}

/**
 * The loader's first page, then "Load more" pages from the last trip shown (a startAfter
 * cursor: each click reads the next 25 and nothing before them). Keyed by the URL, so a new
 * list or search starts again from its first page.
 */
export function AdminTripList({
  scope,
  firstPage,
  total,
  emptyText,
}: {
  scope: TripScope;
  firstPage: TripPage;
  /** The list's count, or null for search results (which have no count). */
  total: number | null;
  emptyText: string;
}) {
  const [trips, setTrips] = useState(firstPage.trips);
  const [next, setNext] = useState(firstPage.next);
  const { busy, error, run } = useAction({
    failure: "We couldn't load more trips. Check your connection and try again.",
    log: 'Failed to load more trips',
  });
  // After "Load more", keyboard users carry on from the first new trip, not from the top.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  const loadMore = (from: NonNullable<typeof next>) =>
    run(async () => {
      const page = await listTrips(scope, from);
      setFocusIndex(trips.length);
      setTrips((shown) => [...shown, ...page.trips]);
      setNext(page.next);
    });

  if (trips.length === 0) return <p className="empty-text">{emptyText}</p>;
  return (
    <>
      <p className="muted admin-list-summary" role="status">
        {total === null
          ? `${trips.length} ${trips.length === 1 ? 'match' : 'matches'}, newest first`
          : `Showing ${trips.length} of ${total}, newest first`}
      </p>
      <ul className="admin-trip-list">
        {trips.map((trip, index) => (
          <AdminTripRow key={trip.id} trip={trip} focusOnMount={index === focusIndex} />
        ))}
      </ul>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {next && (
        <div className="admin-load-more">
          <BusyButton
            className="btn btn-secondary"
            busy={busy}
            busyLabel="Loading…"
            onClick={() => void loadMore(next)}
          >
            Load more
          </BusyButton>
        </div>
      )}
    </>
  );
}
