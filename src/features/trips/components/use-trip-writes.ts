import { useNavigate, useRevalidator } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { FullResponse } from '@/lib/models';
import { errorText, useAction } from '@/ui/use-action';
import { deleteTrip, removeTraveler, setTripReady } from '../api/trips-api';

/** Marking ready or unready failed: said where the page says what it did (the toast). */
export const READY_CHANGE_FAILED = "We couldn't change the trip's status. Try again.";

/**
 * The trip page's writes. They are one-click actions, so a failure goes to the page's toast; the
 * spec's trip deletion keeps its alert (section 8). Each resolves true when it succeeded.
 */
export function useTripWrites(tripId: string, toast: (message: string) => void) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { busy, run } = useAction({ report: toast });
  return {
    busy,
    setReady: (ready: boolean) =>
      run(
        async () => {
          await setTripReady(tripId, ready);
          await revalidator.revalidate();
        },
        { failure: READY_CHANGE_FAILED, log: 'Failed to change the trip status' },
      ),
    deleteTrip: () =>
      run(
        async () => {
          await deleteTrip(tripId);
          navigate(`${paths.dashboard}?deletedTrip=true`);
        },
        { report: 'alert', failure: (error) => `Failed to delete trip: ${errorText(error)}`, leaves: true },
      ),
    removeTraveler: (response: FullResponse) =>
      run(() => removeTraveler(tripId, response.uid), {
        failure: (error) => `Failed to remove ${response.name}: ${errorText(error)}`,
        log: 'Failed to remove a traveler',
      }),
  };
}
