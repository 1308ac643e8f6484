import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Trip, TripResponse } from '../../../lib/models';
import { useAuth } from '../../auth';
import { Avatar } from '../../../ui/avatar';
import { Loading, Notice } from '../../../ui/page-states';
import { loadTripWithResponses, setBooking } from '../api/admin-api';
import { csvFileName, tripCsv } from '../trip-csv';
import { AvailabilityTimeline, BudgetOverview } from '../../insights';
import { availabilityLabel } from '../../responses';
import { NO_ACCESS } from './admin-home-page';
import '../admin.css';

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export default function AdminResponsesPage() {
  const { tripId = '' } = useParams();
  const { isAdmin } = useAuth();
  const [data, setData] = useState<{ trip: Trip | null; responses: TripResponse[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => setData(await loadTripWithResponses(tripId)), [tripId]);

  useEffect(() => {
    if (!isAdmin) return;
    let cancelled = false;
    loadTripWithResponses(tripId)
      .then((loaded) => !cancelled && setData(loaded))
      .catch((error: unknown) => {
        console.error('Failed to load responses', error);
        if (!cancelled) setData({ trip: null, responses: [] });
      });
    return () => {
      cancelled = true;
    };
  }, [isAdmin, tripId]);

  if (!isAdmin)
    return (
      <Notice actionLabel="Return Home" actionTo={paths.home}>
        {NO_ACCESS}
      </Notice>
    );
  if (!data) return <Loading />;
  const { trip, responses } = data;

  function downloadCsv() {
    if (!trip) {
      window.alert('Trip details not loaded.');
      return;
    }
    download(csvFileName(tripId), tripCsv(trip, responses));
  }

  async function changeBooking(booking: { isBooked: boolean; isFinished: boolean }) {
    setBusy(true);
    try {
      await setBooking(tripId, booking);
      await reload();
    } catch (error) {
      console.error('Failed to change booking status', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page">
      <div className="page-header">
        <h1>Admin View – Responses for Trip: {tripId}</h1>
        <button type="button" className="btn btn-primary" onClick={downloadCsv}>
          Download CSV
        </button>
      </div>
      {trip && (
        <div className="card admin-booking">
          <p>
            <strong>{trip.tripName}</strong> · {trip.organizerEmail} · Status:{' '}
            {trip.isFinished ? 'Finished' : trip.isBooked ? 'Booked' : 'Not booked yet'}
          </p>
          <div className="btn-row">
            {!trip.isBooked && (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={busy}
                onClick={() => void changeBooking({ isBooked: true, isFinished: false })}
              >
                Mark as Booked
              </button>
            )}
            {trip.isBooked && !trip.isFinished && (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={busy}
                onClick={() => void changeBooking({ isBooked: true, isFinished: true })}
              >
                Mark as Finished
              </button>
            )}
            {trip.isBooked && (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={busy}
                onClick={() => void changeBooking({ isBooked: false, isFinished: false })}
              >
                Reset to Not Booked
              </button>
            )}
          </div>
        </div>
      )}
      {responses.length > 0 && (
        <div className="insight-grid">
          <AvailabilityTimeline travelers={responses} />
          <BudgetOverview answers={responses} />
        </div>
      )}
      {responses.length === 0 ? (
        <p className="empty-text">No responses yet.</p>
      ) : (
        <ul className="admin-response-grid">
          {responses.map((r) => (
            <li key={r.uid} className="card admin-response">
              <div className="admin-response-head">
                <Avatar name={r.name} imageUrl={r.profileImage} size={44} />
                <div>
                  <h2>{r.name}</h2>
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
      )}
    </section>
  );
}
