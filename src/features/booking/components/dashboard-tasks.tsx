// "What we need from you" on the dashboard: for each ready trip the traveler is on, the readiness
// flags they must act on, each linking to the trip page where the "Booking details" form is.
// One query (the traveler's own booking details on every trip), made after the page is shown.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { BookingDetailsFields } from '@domain/booking-details';
import { travelerTasks } from '@domain/readiness';
import { paths } from '@/config/paths';
import type { Trip } from '@/lib/models';
import { loadMyBookingDetailsByTrip } from '../api/booking-api';
import { readinessOf } from '../trip-readiness';

/** Trips whose booking details the traveler is asked for: ready, not finished, and theirs. */
export function tripsAskingForDetails(trips: readonly Trip[], uid: string): Trip[] {
  return trips.filter((t) => t.status === 'ready' && !t.isFinished && (t.userId === uid || t.joined.includes(uid)));
}

export function DashboardTasks({ trips, uid }: { trips: Trip[]; uid: string }) {
  const asking = tripsAskingForDetails(trips, uid);
  const [details, setDetails] = useState<Map<string, BookingDetailsFields> | null>(null);
  const wanted = asking.length > 0;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // A failed read shows no tasks; the trip page asks again (and says so if it fails there too).
    loadMyBookingDetailsByTrip(uid).then(
      (found) => live && setDetails(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [uid, wanted]);
  if (!details) return null;
  const tasks = asking.flatMap((trip) => {
    const mine = details.get(trip.id);
    const [readiness] = readinessOf(trip, [{ uid, name: '' }], new Map(mine ? [[uid, mine]] : []));
    return travelerTasks(readiness).map((task) => ({ trip, task }));
  });
  if (tasks.length === 0) return null;
  return (
    <section className="card dashboard-tasks" aria-labelledby="dashboard-tasks-heading">
      <h2 id="dashboard-tasks-heading">What we need from you</h2>
      <ul>
        {tasks.map(({ trip, task }) => (
          <li key={`${trip.id}-${task}`}>
            <Link to={paths.tripResponses(trip.id)}>
              {trip.tripName}: {task}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
