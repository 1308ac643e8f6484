import { lazy, Suspense } from 'react';
import type { FullResponse, Trip } from '@/lib/models';
import { AfterPaint } from '@/ui/after-paint';

// Loads with the booking feature's code, after the page's first frame (docs/booking-details.md,
// "Rooming"; docs/performance.md).
const RoomWishesSection = lazy(() =>
  import('@/features/booking').then((module) => ({ default: module.RoomWishesSection })),
);
const LOADING = <p role="status">Loading your room wishes…</p>;

/** "Rooms" for someone on the trip who answered, until it is booked or finished. */
export function TripRoomWishesSection({
  trip,
  uid,
  responses,
}: {
  trip: Trip;
  uid: string;
  responses: FullResponse[];
}) {
  if (trip.isBooked || trip.isFinished) return null;
  if (!responses.some((r) => r.uid === uid)) return null;
  const fellows = responses.filter((r) => r.uid !== uid).map((r) => ({ uid: r.uid, name: r.name }));
  return (
    <AfterPaint fallback={LOADING}>
      <Suspense fallback={LOADING}>
        <RoomWishesSection tripId={trip.id} uid={uid} fellows={fellows} />
      </Suspense>
    </AfterPaint>
  );
}
