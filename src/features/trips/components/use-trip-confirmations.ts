// The trip page's two confirmations: deleting the trip (the dialog stays while the page leaves
// for the dashboard) and removing a traveler (the page drops them once the write succeeded).
import { useState } from 'react';
import type { FullResponse } from '@/lib/models';
import type { useTripWrites } from './use-trip-writes';

export function useTripConfirmations(
  writes: Pick<ReturnType<typeof useTripWrites>, 'deleteTrip' | 'removeTraveler'>,
  removedTraveler: (uid: string) => void,
) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [removing, setRemoving] = useState<FullResponse | null>(null);

  return {
    confirmingDelete,
    askDelete: () => setConfirmingDelete(true),
    cancelDelete: () => setConfirmingDelete(false),
    async confirmDelete() {
      if (!(await writes.deleteTrip())) setConfirmingDelete(false);
    },
    removing,
    askRemove: setRemoving,
    cancelRemove: () => setRemoving(null),
    async confirmRemove(response: FullResponse) {
      const removedNow = await writes.removeTraveler(response);
      setRemoving(null);
      if (removedNow) removedTraveler(response.uid);
    },
  };
}
