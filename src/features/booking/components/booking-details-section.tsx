// "Booking details" on the trip page, for each traveler once the trip is ready: what planners
// still need from them ("What we need from you") and the form. Its own read, after the page.
import { useEffect, useState } from 'react';
import { EMPTY_BOOKING_DETAILS, type BookingDetailsFields } from '@domain/booking-details';
import { travelerTasks } from '@domain/readiness';
import type { Trip } from '@/lib/models';
import { loadMyBookingDetails, saveMyBookingDetails } from '../api/booking-api';
import { readinessOf } from '../trip-readiness';
import { BookingDetailsForm } from './booking-details-form';
import { TravelerTasks } from './traveler-tasks';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; details: BookingDetailsFields | null };

export function BookingDetailsSection({ trip, uid }: { trip: Trip; uid: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadMyBookingDetails(trip.id, uid).then(
      (details) => live && setLoaded({ state: 'loaded', details }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [trip.id, uid]);

  const international = trip.tripType === 'international';
  return (
    <section className="card booking-details" aria-labelledby="booking-details-heading">
      <h2 id="booking-details-heading">Booking details</h2>
      <p>
        Our planners book flights and rooms in the name on your ID.{' '}
        {international ? 'This international trip needs your passport details.' : 'Optional for trips within the US.'}{' '}
        Only you and our planners can see these details; the organizer and other travelers cannot.
      </p>
      {loaded.state === 'loading' && <p role="status">Loading your booking details…</p>}
      {loaded.state === 'failed' && (
        <p role="alert">We couldn't load your booking details. Reload the page to try again.</p>
      )}
      {loaded.state === 'loaded' && (
        <>
          <TravelerTasks
            tasks={travelerTasks(readinessOf(trip, [{ uid, name: '' }], myDetails(uid, loaded.details))[0])}
          />
          <BookingDetailsForm
            tripType={trip.tripType}
            initial={loaded.details ?? EMPTY_BOOKING_DETAILS}
            onSave={async (fields) => {
              await saveMyBookingDetails(trip.id, uid, fields);
              setLoaded({ state: 'loaded', details: fields });
            }}
          />
        </>
      )}
    </section>
  );
}

const myDetails = (uid: string, details: BookingDetailsFields | null) => new Map(details ? [[uid, details]] : []);
