import { Link } from 'react-router-dom';
import { canDo, tripStage } from '@domain/trip-lifecycle';
import { paths } from '@/config/paths';
import type { Trip } from '@/lib/models';
// Straight from its module, not the insights barrel: through the barrel the dashboard's chunk
// would carry the timeline, the budget reader and date-fns, which only the trip pages show.
import { ResponseTracker } from '@/features/insights/components/response-tracker';
import { StatusPill } from '@/ui/status-pill';
import { formatUsDateRange } from '@/ui/us-date';

export const CARD_READY_PROMPT = 'Everyone has answered: mark the trip ready';

export function TripCard({ trip, isOwner, showEdit }: { trip: Trip; isOwner: boolean; showEdit: boolean }) {
  const stage = tripStage(trip);
  const dates = formatUsDateRange(trip.startDate, trip.endDate);
  return (
    <li className="trip-card">
      <Link to={paths.tripResponses(trip.id)} className="trip-card-link">
        <span className="trip-card-name">{trip.tripName}</span>
        <span className="trip-card-meta">Organizer: {trip.organizerEmail}</span>
        {trip.destination && <span className="trip-card-meta">{trip.destination}</span>}
        {/* Every member sees when and at which stage, not only the organizer's answer count (issue #45). */}
        {dates && <span className="trip-card-meta">Dates: {dates}</span>}
        <StatusPill trip={trip} />
      </Link>
      {isOwner && (
        // The count comes from the trip's `joined` list: no read of the responses per card
        // (docs/performance.md: dashboard reads ≤ 3 + trips shown), so names are on the trip's page.
        <div className="trip-card-tracker">
          <ResponseTracker
            compact
            stage={stage}
            answered={trip.joined.length}
            expected={trip.numPeople}
            readyPrompt={
              canDo(stage, 'organizer', 'markReady') ? (
                <Link to={paths.tripResponses(trip.id)} className="tracker-prompt">
                  {CARD_READY_PROMPT}
                </Link>
              ) : undefined
            }
          />
        </div>
      )}
      {isOwner && showEdit && canDo(stage, 'organizer', 'updateTrip') && (
        <Link
          to={paths.editTrip(trip.id)}
          className="trip-card-edit"
          aria-label={`Edit ${trip.tripName}`}
          title="Edit trip"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.83-1.83Z"
            />
          </svg>
        </Link>
      )}
    </li>
  );
}
