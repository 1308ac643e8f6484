import { lazy, Suspense } from 'react';
import type { Trip } from '@/lib/models';
import { AfterPaint } from '@/ui/after-paint';

// The booking feature's code and its one query wait until the dashboard is on screen: the
// dashboard's first load keeps its budget (docs/bundle-budget.md, docs/booking-details.md).
const DashboardTasks = lazy(() => import('@/features/booking').then((module) => ({ default: module.DashboardTasks })));

/** "What we need from you": the traveler's open readiness flags on their ready trips. */
export function DashboardTasksSection({ trips, uid }: { trips: Trip[]; uid: string }) {
  return (
    <AfterPaint fallback={null}>
      <Suspense fallback={null}>
        <DashboardTasks trips={trips} uid={uid} />
      </Suspense>
    </AfterPaint>
  );
}
