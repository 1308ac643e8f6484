// Where a trip stands for the planners: its status, who handles it, and who booked or finished it when.
import type { Trip } from '@/lib/models';
import { StatusPill } from '@/ui/status-pill';
import { stampText } from './trip-brief';

export function PlannerStatus({ trip, mine }: { trip: Trip; mine: boolean }) {
  const stamps = [
    stampText('Booked', trip.bookedBy, trip.bookedAt),
    stampText('Finished', trip.finishedBy, trip.finishedAt),
  ].filter(Boolean);

  return (
    <div>
      <p className="planner-status">
        <StatusPill trip={trip} prefix="Status: " />
        <span className={trip.assignedTo ? 'tag tag-assigned' : 'tag'}>
          {trip.assignedTo ? `Assigned to ${mine ? 'you' : trip.assignedTo.name}` : 'Unassigned'}
        </span>
      </p>
      {stamps.length > 0 && <p className="muted">{stamps.join(' · ')}</p>}
      {trip.isBooked && trip.bookingOverride && (
        <p className="booking-override">
          Booked with {trip.bookingOverride.openTravelers} not ready by {trip.bookingOverride.by.name}. Reason:{' '}
          {trip.bookingOverride.reason}
        </p>
      )}
    </div>
  );
}
