import { EVERYONE_ANSWERED_PROMPT, type TripStage } from '@domain/trip-lifecycle';
import type { Trip } from '@/lib/models';
import { ResponseTracker } from '@/features/insights';
import { StatusPill } from '@/ui/status-pill';
import { formatUsDate } from '@/ui/us-date';

/** The trip's status, place and dates, and who has answered so far. */
export function TripOverview({
  trip,
  stage,
  names,
  invitedWaiting,
  isOwner,
  readyPrompt,
}: {
  trip: Trip;
  stage: TripStage;
  /** The names of those who answered. */
  names: string[];
  invitedWaiting: number;
  isOwner: boolean;
  /** Everyone answered and the organizer may mark the trip ready: the tracker says so. */
  readyPrompt: boolean;
}) {
  return (
    <>
      <p className="trip-status">
        <StatusPill trip={trip} prefix="Status: " />
      </p>
      <p className="trip-overview">
        <span>{trip.destination}</span>
        {trip.startDate && trip.endDate && (
          <span>
            {formatUsDate(trip.startDate)} – {formatUsDate(trip.endDate)}
          </span>
        )}
      </p>
      <div className="card tracker-panel">
        <ResponseTracker
          stage={stage}
          answered={names.length}
          expected={trip.numPeople}
          invitedWaiting={invitedWaiting}
          names={names}
          forOrganizer={isOwner}
          readyPrompt={
            readyPrompt ? (
              <p className="tracker-prompt" role="status">
                {EVERYONE_ANSWERED_PROMPT}
              </p>
            ) : undefined
          }
        />
      </div>
    </>
  );
}
