import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Trip } from '../../../lib/models';
import { useAuth } from '../../auth';
import { Loading, Notice } from '../../../ui/page-states';
import { listReadyTrips } from '../api/admin-api';
import '../admin.css';

export const NO_ACCESS = 'You do not have access to this page.';

export default function AdminHomePage() {
  const { isAdmin } = useAuth();
  const [trips, setTrips] = useState<Trip[] | null>(null);

  useEffect(() => {
    if (!isAdmin) return;
    let cancelled = false;
    listReadyTrips()
      .then((loaded) => !cancelled && setTrips(loaded))
      .catch((error: unknown) => {
        console.error('Failed to load ready trips', error);
        if (!cancelled) setTrips([]);
      });
    return () => {
      cancelled = true;
    };
  }, [isAdmin]);

  if (!isAdmin)
    return (
      <Notice actionLabel="Return Home" actionTo={paths.home}>
        {NO_ACCESS}
      </Notice>
    );
  if (!trips) return <Loading />;

  return (
    <section className="page">
      <h1>Trips Ready to Plan</h1>
      {trips.length === 0 ? (
        <p className="empty-text">No trips are ready yet.</p>
      ) : (
        <ul className="admin-trip-list">
          {trips.map((trip) => (
            <li key={trip.id} className="admin-trip">
              <div>
                <h2>{trip.tripName}</h2>
                <p className="muted">
                  {trip.organizerEmail} · {trip.destination} · {trip.joined.length} of {trip.numPeople} answered
                </p>
                {trip.isBooked && (
                  <span className="status-pill status-ready">{trip.isFinished ? 'Finished' : 'Booked'}</span>
                )}
              </div>
              <Link
                to={paths.adminResponses(trip.id)}
                className="btn btn-primary btn-sm"
                aria-label={`View Responses for ${trip.tripName}`}
              >
                View Responses
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
