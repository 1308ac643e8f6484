import { lazy, Suspense } from 'react';
import type { Trip } from '@/lib/models';
import { AfterPaint } from '@/ui/after-paint';

// The plan's code loads only when a ready trip's page shows it (docs/trip-plan.md), once the
// page's first frame is on screen (docs/performance.md).
const YourPlan = lazy(() => import('@/features/plan').then((module) => ({ default: module.YourPlan })));
const PLAN_LOADING = <p role="status">Loading your plan…</p>;

/** "Your plan" on the trip page, once the trip left the collecting stage. */
export function TripPlanSection({ trip, uid }: { trip: Trip; uid: string }) {
  const members = [...new Set([trip.userId, ...trip.joined])];
  return (
    <section className="card trip-plan-panel" aria-labelledby="your-plan-heading">
      <h2 id="your-plan-heading">Your plan</h2>
      <AfterPaint fallback={PLAN_LOADING}>
        <Suspense fallback={PLAN_LOADING}>
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
      </AfterPaint>
    </section>
  );
}
