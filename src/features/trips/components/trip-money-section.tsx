import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FullResponse, Trip } from '@/lib/models';
import { AfterPaint } from '@/ui/after-paint';

// Trip money's code loads only on a trip past the collecting stage, after the page's first frame
// (docs/payments.md, docs/performance.md): the trip page's first bundle does not carry it.
const YourShare = lazy(() => import('@/features/money').then((module) => ({ default: module.YourShare })));
const PaymentTracker = lazy(() => import('@/features/money').then((module) => ({ default: module.PaymentTracker })));

/** "Your share" for a traveler on the trip (the organizer too), once the planners set the money. */
export function TripMoneySection({ trip, uid }: { trip: Trip; uid: string }) {
  const [params] = useSearchParams();
  if (trip.userId !== uid && !trip.joined.includes(uid)) return null;
  const paidSessionId = params.get('money') === 'paid' ? params.get('session_id') : null;
  return (
    <AfterPaint fallback={null}>
      <Suspense fallback={null}>
        <YourShare tripId={trip.id} uid={uid} paidSessionId={paidSessionId} />
      </Suspense>
    </AfterPaint>
  );
}

/** The organizer's "Payments": each traveler's status, no amounts. */
export function TripPaymentTracker({ trip, responses }: { trip: Trip; responses: FullResponse[] }) {
  const travelers = [
    { uid: trip.userId, name: `${trip.organizerName || 'Organizer'} (you)` },
    ...responses.filter((r) => r.uid !== trip.userId).map((r) => ({ uid: r.uid, name: r.name })),
  ];
  return (
    <AfterPaint fallback={null}>
      <Suspense fallback={null}>
        <PaymentTracker tripId={trip.id} travelers={travelers} />
      </Suspense>
    </AfterPaint>
  );
}
