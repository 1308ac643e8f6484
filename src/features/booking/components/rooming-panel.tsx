// "Rooming" on the planners' brief (docs/booking-details.md, "Rooming"): rooms proposed from the
// travelers' wishes for the bed count planners choose, each one-sided request flagged, "rather
// not" pairs never proposed together; planners move people, save, and download the rooms CSV.
import { useEffect, useState } from 'react';
import {
  EMPTY_ROOM_WISHES,
  moveTraveler,
  oneSidedRequests,
  proposeRooms,
  reconcileRooms,
  roomProblems,
  roomsCsv,
  ROOM_SIZES,
  type Room,
  type RoomingTraveler,
  type RoomProblem,
  type RoomSize,
  type RoomWishes,
} from '@domain/rooming';
import { useAction } from '@/ui/use-action';
import { BusyButton } from '@/ui/busy-button';
import { loadRooming, loadTripRoomWishes, saveRooming, type SavedRooming } from '../api/rooming-api';

interface Traveler {
  uid: string;
  name: string;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; wishes: Map<string, RoomWishes>; saved: SavedRooming | null };

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function RoomingPanel({
  tripId,
  plannerUid,
  travelers,
}: {
  tripId: string;
  plannerUid: string;
  travelers: Traveler[];
}) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([loadTripRoomWishes(tripId), loadRooming(tripId)]).then(
      ([wishes, saved]) => live && setLoaded({ state: 'loaded', wishes, saved }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [tripId]);

  return (
    <section className="card trip-rooming" aria-labelledby="rooming-heading">
      <h2 id="rooming-heading">Rooming</h2>
      {loaded.state === 'loading' && <p role="status">Loading room wishes…</p>}
      {loaded.state === 'failed' && <p role="alert">We couldn't load the room wishes. Reload the page to try again.</p>}
      {loaded.state === 'loaded' && (
        <RoomingEditor
          tripId={tripId}
          plannerUid={plannerUid}
          travelers={travelers.map((t) => ({ ...t, ...(loaded.wishes.get(t.uid) ?? EMPTY_ROOM_WISHES) }))}
          saved={loaded.saved}
        />
      )}
    </section>
  );
}

function problemText(problem: RoomProblem, nameOf: (uid: string) => string, beds: number): string {
  switch (problem.kind) {
    case 'overCapacity':
      return `Room ${problem.room} has more than ${beds} travelers.`;
    case 'ratherNotTogether':
      return `Room ${problem.room}: ${nameOf(problem.uids[0])} and ${nameOf(problem.uids[1])} would rather not share.`;
    case 'mutualApart':
      return `${nameOf(problem.uids[0])} and ${nameOf(problem.uids[1])} chose each other but are in different rooms.`;
  }
}

export function RoomingEditor({
  tripId,
  plannerUid,
  travelers,
  saved,
}: {
  tripId: string;
  plannerUid: string;
  travelers: RoomingTraveler[];
  saved: SavedRooming | null;
}) {
  const [beds, setBeds] = useState<RoomSize>(saved?.beds ?? 2);
  const [rooms, setRooms] = useState<Room[]>(() =>
    saved
      ? reconcileRooms(
          saved.rooms,
          travelers.map((t) => t.uid),
        )
      : proposeRooms(travelers, 2),
  );
  const [savedNote, setSavedNote] = useState<string | null>(saved ? 'Showing the saved rooms.' : null);
  const { busy, error, run } = useAction({ failure: "We couldn't save the rooms. Try again.", log: 'saveRooming' });
  const names = new Map(travelers.map((t) => [t.uid, t.name]));
  const nameOf = (uid: string) => names.get(uid) ?? 'A former traveler';
  const oneSided = oneSidedRequests(travelers, rooms);
  const problems = roomProblems(travelers, rooms, beds);
  const overCapacity = problems.some((p) => p.kind === 'overCapacity');

  const change = (next: Room[]) => {
    setRooms(next);
    setSavedNote(null);
  };

  if (travelers.length === 0) return <p className="muted">No travelers yet.</p>;
  return (
    <>
      <p>
        Rooms are proposed from the travelers' wishes: mutual choices together, "rather not" pairs never together.
        "Rather not" answers are private to planners.
      </p>
      <div className="rooming-controls">
        <label htmlFor="rooming-beds">Beds per room</label>{' '}
        <select
          id="rooming-beds"
          value={beds}
          onChange={(e) => {
            const next = Number(e.target.value) as RoomSize;
            setBeds(next);
            change(proposeRooms(travelers, next));
          }}
        >
          {ROOM_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>{' '}
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => change(proposeRooms(travelers, beds))}
        >
          Propose rooms again
        </button>
      </div>
      {oneSided.length > 0 && (
        <div>
          <h3>Requests that are not mutual</h3>
          <ul className="rooming-flags">
            {oneSided.map((r) => (
              <li key={`${r.from}-${r.to}`} className="flag-blocker">
                {nameOf(r.from)} asked to share with {nameOf(r.to)}, who did not ask back
                {r.together ? ' (together in the rooms below)' : ''}.
              </li>
            ))}
          </ul>
        </div>
      )}
      {problems.length > 0 && (
        <ul className="rooming-problems" aria-label="Problems with these rooms">
          {problems.map((p) => (
            <li key={JSON.stringify(p)} className="flag-warning">
              {problemText(p, nameOf, beds)}
            </li>
          ))}
        </ul>
      )}
      <ol className="rooming-rooms">
        {rooms.map((room) => (
          <li key={room.number}>
            <h3>
              Room {room.number}{' '}
              <span className="muted">
                ({room.uids.length} of {beds} beds)
              </span>
            </h3>
            <ul>
              {room.uids.map((uid) => (
                <li key={uid}>
                  {nameOf(uid)}{' '}
                  <label className="visually-hidden" htmlFor={`move-${uid}`}>
                    Move {nameOf(uid)} to
                  </label>
                  <select
                    id={`move-${uid}`}
                    value={room.number}
                    onChange={(e) => change(moveTraveler(rooms, uid, Number(e.target.value)))}
                  >
                    {rooms.map((r) => (
                      <option key={r.number} value={r.number}>
                        Room {r.number}
                      </option>
                    ))}
                    <option value={rooms.length + 1}>A new room</option>
                  </select>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {overCapacity && (
        <p className="form-error" role="alert">
          A room has more travelers than beds: move someone before saving.
        </p>
      )}
      <div className="rooming-actions">
        <BusyButton
          className="btn btn-primary"
          busy={busy}
          busyLabel="Saving…"
          disabled={overCapacity}
          onClick={() =>
            void run(async () => {
              await saveRooming(tripId, plannerUid, { beds, rooms }, nameOf);
              setSavedNote('Rooms saved. Each traveler sees their room in "Your plan" once it is published.');
            })
          }
        >
          Save rooms
        </BusyButton>{' '}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => download(`${tripId}-rooms.csv`, roomsCsv(rooms, beds, nameOf))}
        >
          Download rooms CSV
        </button>
      </div>
      {savedNote && <p role="status">{savedNote}</p>}
    </>
  );
}
