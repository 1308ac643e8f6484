// "Ready to book" on the planner's brief, once the answers (the travelers it checks) are in.
import { lazy } from 'react';
import { useAsyncValue } from 'react-router-dom';
import type { FullResponse, Trip } from '@/lib/models';
import { AfterPaint } from '@/ui/after-paint';
import { Loading } from '@/ui/page-states';

// Loaded only on a ready trip's brief, after the answers are on screen (docs/booking-details.md).
const TripReadinessPanel = lazy(() =>
  import('@/features/booking').then((module) => ({ default: module.TripReadinessPanel })),
);

export function TripReadinessWithTravelers({ trip }: { trip: Trip }) {
  const responses = useAsyncValue() as FullResponse[];
  return (
    <AfterPaint fallback={<Loading />}>
      <TripReadinessPanel trip={trip} travelers={responses.map((r) => ({ uid: r.uid, name: r.name }))} />
    </AfterPaint>
  );
}
