// "Ready to book" on the planners' brief (docs/booking-details.md): each traveler's readiness
// flags (what is wrong, what fixes it, who acts) and their booking details, the passport
// number masked until the planner asks to see it.
import { useEffect, useState } from 'react';
import { bookingDetailsCsv, maskPassportNumber, type BookingDetailsFields } from '@domain/booking-details';
import { readinessCount, type ReadinessFlag } from '@domain/readiness';
import type { Trip } from '@/lib/models';
import type { RoomWishes } from '@domain/rooming';
import { loadTripBookingDetails } from '../api/booking-api';
import { loadTripRoomWishes } from '../api/rooming-api';
import { readinessOf } from '../trip-readiness';

type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; details: Map<string, BookingDetailsFields> };
interface Traveler {
  uid: string;
  name: string;
}

function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

const WHO: Record<ReadinessFlag['actor'], string> = { traveler: 'Traveler acts', planners: 'Planners act' };

export function TripReadinessPanel({ trip, travelers }: { trip: Trip; travelers: Traveler[] }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // Room wishes add the "not mutual" flag when they arrive; the table does not wait for them.
  const [roomWishes, setRoomWishes] = useState<Map<string, RoomWishes>>(new Map());
  useEffect(() => {
    let live = true;
    loadTripRoomWishes(trip.id).then(
      (wishes) => live && setRoomWishes(wishes),
      () => undefined,
    );
    loadTripBookingDetails(trip.id).then(
      (details) => live && setLoaded({ state: 'loaded', details }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [trip.id]);

  if (loaded.state !== 'loaded')
    return (
      <section className="card trip-readiness" aria-labelledby="readiness-heading">
        <h2 id="readiness-heading">Ready to book</h2>
        {loaded.state === 'loading' ? (
          <p role="status">Loading booking details…</p>
        ) : (
          <p role="alert">We couldn't load the booking details. Reload the page to try again.</p>
        )}
      </section>
    );
  const readiness = readinessOf(trip, travelers, loaded.details, roomWishes);
  const { ready, total } = readinessCount(readiness);
  return (
    <section className="card trip-readiness" aria-labelledby="readiness-heading">
      <h2 id="readiness-heading">Ready to book</h2>
      <p>
        <strong>
          {ready}/{total} ready
        </strong>
        . Booking details are private to each traveler and planners; never send them by email.
      </p>
      <p>
        <button
          type="button"
          className="btn btn-secondary no-print"
          onClick={() =>
            downloadCsv(
              `${trip.id}-booking-details.csv`,
              bookingDetailsCsv(travelers.map((t) => ({ name: t.name, details: loaded.details.get(t.uid) ?? null }))),
            )
          }
        >
          Download booking details CSV
        </button>{' '}
        <span className="muted">
          Planners only: passport numbers in full. Keep the file off email and shared drives.
        </span>
      </p>
      <div className="table-frame" tabIndex={0} role="region" aria-label="Readiness of each traveler">
        <table className="readiness-table">
          <caption className="visually-hidden">Readiness and booking details of each traveler</caption>
          <thead>
            <tr>
              <th scope="col">Traveler</th>
              <th scope="col">Readiness</th>
              <th scope="col">Legal name</th>
              <th scope="col">Date of birth</th>
              <th scope="col">Passport</th>
            </tr>
          </thead>
          <tbody>
            {travelers.map((traveler, index) => (
              <TravelerRow
                key={traveler.uid}
                name={traveler.name}
                flags={readiness[index].flags}
                details={loaded.details.get(traveler.uid) ?? null}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function TravelerRow({
  name,
  flags,
  details,
}: {
  name: string;
  flags: ReadinessFlag[];
  details: BookingDetailsFields | null;
}) {
  const blockers = flags.filter((f) => f.severity === 'blocker').length;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <p>{blockers === 0 ? 'Ready' : `Not ready (${blockers} ${blockers === 1 ? 'flag' : 'flags'})`}</p>
        {flags.length > 0 && (
          <ul className="readiness-flags">
            {flags.map((f) => (
              <li key={`${f.kind}-${f.problem}`} className={f.severity === 'warning' ? 'flag-warning' : 'flag-blocker'}>
                {f.severity === 'warning' ? 'Warning: ' : ''}
                {f.problem} <span className="flag-fix">{f.fix}</span>{' '}
                <span className="flag-actor">({WHO[f.actor]})</span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>{details ? `${details.legalFirstName} ${details.legalLastName}`.trim() || '—' : '—'}</td>
      <td>{details?.dateOfBirth || '—'}</td>
      <td>{details?.passportNumber ? <PassportCell name={name} details={details} /> : '—'}</td>
    </tr>
  );
}

function PassportCell({ name, details }: { name: string; details: BookingDetailsFields }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <span className="passport-number">
        {shown ? details.passportNumber : maskPassportNumber(details.passportNumber)}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-sm no-print"
        aria-label={`${shown ? 'Hide' : 'Show'} passport number of ${name}`}
        onClick={() => setShown(!shown)}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
      <br />
      {[details.passportCountry, details.passportExpiry && `expires ${details.passportExpiry}`]
        .filter(Boolean)
        .join(', ')}
    </>
  );
}
