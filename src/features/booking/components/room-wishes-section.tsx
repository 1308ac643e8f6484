// "Rooms" on the trip page (docs/booking-details.md, "Rooming"): whom the traveler would like to
// share a room with (people on the trip, several allowed) and, privately to planners, whom they
// would rather not. Its own read, after the page; saved on its own document.
import { useEffect, useState } from 'react';
import { cleanRoomWishes, EMPTY_ROOM_WISHES, type RoomWishes } from '@domain/rooming';
import { useAction } from '@/ui/use-action';
import { BusyButton } from '@/ui/busy-button';
import { loadMyRoomWishes, saveMyRoomWishes } from '../api/rooming-api';

interface Fellow {
  uid: string;
  name: string;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded' };

export function RoomWishesSection({ tripId, uid, fellows }: { tripId: string; uid: string; fellows: Fellow[] }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [wishes, setWishes] = useState<RoomWishes>(EMPTY_ROOM_WISHES);
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useAction({ failure: "We couldn't save your room wishes. Try again." });
  useEffect(() => {
    let live = true;
    loadMyRoomWishes(tripId, uid).then(
      (found) => {
        if (!live) return;
        setWishes(found);
        setLoaded({ state: 'loaded' });
      },
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [tripId, uid]);

  const toggle = (list: keyof RoomWishes, other: keyof RoomWishes, fellow: string, checked: boolean) => {
    setSaved(false);
    setWishes((w) => ({
      ...w,
      [list]: checked ? [...w[list].filter((u) => u !== fellow), fellow] : w[list].filter((u) => u !== fellow),
      // One person is never in both lists.
      [other]: checked ? w[other].filter((u) => u !== fellow) : w[other],
    }));
  };

  const group = (list: keyof RoomWishes, other: keyof RoomWishes, legend: string, hint: string) => (
    <fieldset className="room-wishes-group" aria-describedby={`${list}-hint`}>
      <legend>{legend}</legend>
      <p id={`${list}-hint`} className="muted">
        {hint}
      </p>
      {fellows.map((f) => (
        <label key={f.uid} className="checkbox-row">
          <input
            type="checkbox"
            checked={wishes[list].includes(f.uid)}
            onChange={(e) => toggle(list, other, f.uid, e.target.checked)}
          />{' '}
          {f.name}
        </label>
      ))}
    </fieldset>
  );

  return (
    <section className="card room-wishes" aria-labelledby="room-wishes-heading">
      <h2 id="room-wishes-heading">Rooms</h2>
      {loaded.state === 'loading' && <p role="status">Loading your room wishes…</p>}
      {loaded.state === 'failed' && (
        <p role="alert">We couldn't load your room wishes. Reload the page to try again.</p>
      )}
      {loaded.state === 'loaded' && fellows.length === 0 && (
        <p className="muted">Once others join the trip, you can choose whom you would like to share a room with.</p>
      )}
      {loaded.state === 'loaded' && fellows.length > 0 && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const clean = cleanRoomWishes(uid, wishes, new Set(fellows.map((f) => f.uid)));
            void run(async () => {
              await saveMyRoomWishes(tripId, uid, clean);
              setWishes(clean);
              setSaved(true);
            });
          }}
        >
          {group(
            'shareWith',
            'ratherNot',
            'Who would you like to share a room with?',
            'Choose as many as you like. Planners put people who chose each other together.',
          )}
          {group(
            'ratherNot',
            'shareWith',
            'Anyone you would rather not share with?',
            'Only our planners see this answer; the organizer and other travelers do not.',
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <BusyButton type="submit" className="btn btn-primary" busy={busy} busyLabel="Saving…">
            Save room wishes
          </BusyButton>
          {saved && <p role="status">Room wishes saved.</p>}
        </form>
      )}
    </section>
  );
}
