import { lazy, Suspense } from 'react';
import type { Trip } from '@/lib/models';
import { AfterPaint } from '@/ui/after-paint';

// The booking feature's code loads only on a ready trip's page, after its first frame
// (docs/booking-details.md, docs/performance.md).
const BookingDetailsSection = lazy(() =>
  import('@/features/booking').then((module) => ({ default: module.BookingDetailsSection })),
);
const LOADING = <p role="status">Loading your booking details…</p>;

/** "Booking details" for a traveler on the trip (the organizer included) while it is ready or booked. */
export function TripBookingSection({ trip, uid }: { trip: Trip; uid: string }) {
  if (trip.status !== 'ready' || trip.isFinished) return null;
  if (trip.userId !== uid && !trip.joined.includes(uid)) return null;
  return (
    <AfterPaint fallback={LOADING}>
      <Suspense fallback={LOADING}>
        <BookingDetailsSection trip={trip} uid={uid} />
      </Suspense>
    </AfterPaint>
  );
}
