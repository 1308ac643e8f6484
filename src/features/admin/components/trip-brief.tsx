import { PLANNED_OPTION_KEYS, type PlannedOptions } from '@domain/trip';
import type { PlannerStamp, Trip } from '@/lib/models';
import { formatUsDate } from '@/ui/us-date';

const OPTION_LABELS: Record<keyof PlannedOptions, string> = {
  hotels: 'Hotels',
  restaurants: 'Restaurants',
  flights: 'Flights',
  transport: 'Transport',
  tickets: 'Tickets',
  all: 'Everything',
};

function plannedList(options: PlannedOptions): string {
  const chosen = PLANNED_OPTION_KEYS.filter((key) => options[key]).map((key) => OPTION_LABELS[key]);
  return chosen.join(', ') || '—';
}

export function stampText(verb: string, by: PlannerStamp | null, at: Date | null): string | null {
  if (!by) return null;
  return at ? `${verb} by ${by.name} on ${formatUsDate(at)}` : `${verb} by ${by.name}`;
}

/** What the organizer asked for: the trip's own fields, as a planner reads them in a brief. */
export function TripDetails({ trip, answered }: { trip: Trip; answered: number }) {
  const dates =
    trip.startDate && trip.endDate ? `${formatUsDate(trip.startDate)} – ${formatUsDate(trip.endDate)}` : '—';
  const facts: [string, string][] = [
    ['Organizer', [trip.organizerName, trip.organizerEmail].filter(Boolean).join('\n')],
    ['Destination', trip.destination || '—'],
    ['Dates', `${dates}${trip.timingFlex === 'flexible' ? ' (flexible)' : ' (fixed)'}`],
    ['Travelers', `${answered} of ${trip.numPeople} answered`],
    ['Trip type', trip.tripType === 'international' ? 'International' : 'Domestic'],
    ['Leaving from', trip.sameOrigin === 'yes' ? 'One place, together' : 'Different places'],
    ['Plan for us', plannedList(trip.plannedOptions)],
    ['Vibe', trip.vibe || '—'],
    ['Extra notes', trip.extraNotes || '—'],
  ];
  return (
    <dl className="admin-brief-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
