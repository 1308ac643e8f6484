// The trip's plan editor on the planner's brief, once the answers (the travelers an item can
// name) are in.
import { lazy } from 'react';
import { useAsyncValue } from 'react-router-dom';
import type { FullResponse, Trip } from '@/lib/models';
import type { AppUser } from '@/features/auth';

// The plan editor's code loads only on this page, once a trip is ready (docs/trip-plan.md).
const PlanEditor = lazy(() => import('@/features/plan').then((module) => ({ default: module.PlanEditor })));

/** The editor, once the answers (the travelers an item can name) are in. */
export function PlanEditorWithTravelers({ tripId, trip, user }: { tripId: string; trip: Trip; user: AppUser }) {
  const responses = useAsyncValue() as FullResponse[];
  const travelers = [
    { uid: trip.userId, name: `${trip.organizerName || 'Organizer'} (organizer)` },
    ...responses.filter((r) => r.uid !== trip.userId).map((r) => ({ uid: r.uid, name: r.name })),
  ];
  return <PlanEditor tripId={tripId} plannerUid={user.uid} travelers={travelers} />;
}
