// The Trip Created popup over the new trip's page, for its organizer, while the URL carries the
// created marker the paid checkout's return adds; closing it drops the marker (replacing the
// history entry), so Back or a reload does not show it again.
import { useSearchParams } from 'react-router-dom';
import type { Trip } from '@/lib/models';
import { CREATED_PARAM } from '../trip-created-param';
import { TripCreatedPopup } from './trip-created-popup';

export function TripCreatedOnce({ trip, isOwner }: { trip: Trip; isOwner: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  if (!isOwner || !searchParams.has(CREATED_PARAM)) return null;
  return (
    <TripCreatedPopup
      trip={trip}
      onClose={() => {
        const next = new URLSearchParams(searchParams);
        next.delete(CREATED_PARAM);
        setSearchParams(next, { replace: true });
      }}
    />
  );
}
