// "Rooming" on the planner's brief, once the answers (the travelers to room) are in.
import { lazy } from 'react';
import { useAsyncValue } from 'react-router-dom';
import type { FullResponse, Trip } from '@/lib/models';
import type { AppUser } from '@/features/auth';
import { AfterPaint } from '@/ui/after-paint';
import { Loading } from '@/ui/page-states';

// Loaded only on a ready trip's brief, after the answers are on screen (docs/booking-details.md).
const RoomingPanel = lazy(() => import('@/features/booking').then((module) => ({ default: module.RoomingPanel })));

export function RoomingWithTravelers({ trip, user }: { trip: Trip; user: AppUser }) {
  const responses = useAsyncValue() as FullResponse[];
  return (
    <AfterPaint fallback={<Loading />}>
      <RoomingPanel
        tripId={trip.id}
        plannerUid={user.uid}
        travelers={responses.map((r) => ({ uid: r.uid, name: r.name }))}
      />
    </AfterPaint>
  );
}
