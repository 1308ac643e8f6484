// "Trip money" on the planner's brief, once the answers (the travelers' names) are in.
import { lazy } from 'react';
import { useAsyncValue } from 'react-router-dom';
import { localDateToIsoDay } from '@domain/calendar-day';
import type { FullResponse, Trip } from '@/lib/models';
import { AfterPaint } from '@/ui/after-paint';
import { Loading } from '@/ui/page-states';

// Trip money's code loads only here, after the page's first frame (docs/payments.md).
const TripMoneyPanel = lazy(() => import('@/features/money').then((module) => ({ default: module.TripMoneyPanel })));

export function TripMoneyWithTravelers({ tripId, trip }: { tripId: string; trip: Trip }) {
  const responses = useAsyncValue() as FullResponse[];
  const travelers = [
    { uid: trip.userId, name: `${trip.organizerName || 'Organizer'} (organizer)` },
    ...responses.filter((r) => r.uid !== trip.userId).map((r) => ({ uid: r.uid, name: r.name })),
  ];
  return (
    <AfterPaint fallback={<Loading />}>
      <TripMoneyPanel
        tripId={tripId}
        departureDate={trip.startDate ? localDateToIsoDay(trip.startDate) : null}
        travelers={travelers}
      />
    </AfterPaint>
  );
}
