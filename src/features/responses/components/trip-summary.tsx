import type { Trip } from '@/lib/models';
import { formatUsDateRange } from '@/ui/us-date';

/** The trip facts shown above the response form. */
export function TripSummary({
  trip,
}: {
  trip: Pick<Trip, 'destination' | 'numPeople' | 'vibe' | 'startDate' | 'endDate'>;
}) {
  const dates = formatUsDateRange(trip.startDate, trip.endDate) ?? 'Not set yet';
  return (
    <dl className="card trip-summary">
      <div>
        <dt>Destination</dt>
        <dd>{trip.destination || '—'}</dd>
      </div>
      <div>
        <dt>People traveling</dt>
        <dd>{trip.numPeople || '—'}</dd>
      </div>
      <div>
        <dt>Vibe</dt>
        <dd>{trip.vibe || '—'}</dd>
      </div>
      <div>
        <dt>Suggested dates</dt>
        <dd>{dates}</dd>
      </div>
    </dl>
  );
}
