import { lazy, Suspense } from 'react';
import type { Trip } from '@/lib/models';

// The plan's code loads only when a ready trip's page shows it (docs/trip-plan.md).
const YourPlan = lazy(() => import('@/features/plan').then((module) => ({ default: module.YourPlan })));

/** "Your plan" on the trip page, once the trip left the collecting stage. */
export function TripPlanSection({ trip, uid }: { trip: Trip; uid: string }) {
  const members = [...new Set([trip.userId, ...trip.joined])];
  return (
    <section className="card trip-plan-panel" aria-labelledby="your-plan-heading">
      <h2 id="your-plan-heading">Your plan</h2>
      <Suspense fallback={<p role="status">Loading your plan…</p>}>
        <YourPlan
          tripId={trip.id}
          tripName={trip.tripName}
          uid={uid}
          groupSize={members.length}
          organizerUid={trip.userId}
          members={members}
          organizer={trip.userId === uid}
        />
      </Suspense>
    </section>
  );
}
