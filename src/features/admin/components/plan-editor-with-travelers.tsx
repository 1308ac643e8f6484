// The trip's plan editor on the planner's brief, once the answers (the travelers an item can
// name) are in.
import { lazy } from 'react';
import { useAsyncValue } from 'react-router-dom';
import type { FullResponse, Trip } from '@/lib/models';
import type { AppUser } from '@/features/auth';
import { AfterPaint } from '@/ui/after-paint';
import { Loading } from '@/ui/page-states';

// The plan editor's code loads only on this page, once a trip is ready (docs/trip-plan.md), and
// only after the answers are on screen: the swap is a transition, so React builds the editor in
// slices instead of one long task while the page is still settling (docs/performance.md).
const PlanEditor = lazy(() => import('@/features/plan').then((module) => ({ default: module.PlanEditor })));

/** The editor, once the answers (the travelers an item can name) are in. */
export function PlanEditorWithTravelers({ tripId, trip, user }: { tripId: string; trip: Trip; user: AppUser }) {
  const responses = useAsyncValue() as FullResponse[];
  const travelers = [
    { uid: trip.userId, name: `${trip.organizerName || 'Organizer'} (organizer)` },
    ...responses.filter((r) => r.uid !== trip.userId).map((r) => ({ uid: r.uid, name: r.name })),
  ];
  return (
    <AfterPaint fallback={<Loading />}>
      <PlanEditor tripId={tripId} plannerUid={user.uid} travelers={travelers} destination={trip.destination} />
    </AfterPaint>
  );
}
