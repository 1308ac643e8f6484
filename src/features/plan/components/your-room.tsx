// "Your room" in "Your plan": the room planners saved for the traveler and who shares it
// (docs/booking-details.md, "Rooming"). Shows nothing until planners saved rooms.
import { useEffect, useState } from 'react';
import { loadMyRoom, type MyRoom } from '../api/room-api';

export function YourRoom({ tripId, uid }: { tripId: string; uid: string }) {
  const [room, setRoom] = useState<MyRoom | null>(null);
  useEffect(() => {
    let live = true;
    loadMyRoom(tripId, uid).then(
      (found) => live && setRoom(found),
      // A room that cannot be read is left out; the plan is what matters on this page.
      () => live && setRoom(null),
    );
    return () => {
      live = false;
    };
  }, [tripId, uid]);
  if (!room) return null;
  return (
    <div className="your-room" role="group" aria-labelledby="your-room-heading">
      <h3 id="your-room-heading">Your room</h3>
      <p>
        Room {room.room}
        {room.roommates.length > 0 ? `, with ${room.roommates.join(', ')}` : ', on your own'}.
      </p>
    </div>
  );
}
