// The trip and its answers as this page changed them since they loaded: travelers removed (the
// batch removed exactly these, so the page need not read everything again) and the invite key
// "Reset invite link" made (the loaded trip still holds the retired one).
import { useState } from 'react';
import type { FullResponse, Trip } from '@/lib/models';

export function useTripAsChanged(loadedTrip: Trip, loadedResponses: FullResponse[]) {
  const [removed, setRemoved] = useState<readonly string[]>([]);
  // Fresh data from the loader (after a status change) already reflects every removal.
  const [removedFrom, setRemovedFrom] = useState(loadedResponses);
  if (removedFrom !== loadedResponses) {
    setRemovedFrom(loadedResponses);
    setRemoved([]);
  }
  const [resetKey, setResetKey] = useState<string | null>(null);

  const trip = {
    ...loadedTrip,
    joined: loadedTrip.joined.filter((uid) => !removed.includes(uid)),
    inviteKey: resetKey ?? loadedTrip.inviteKey,
  };
  const responses = loadedResponses.filter((r) => !removed.includes(r.uid));
  return {
    trip,
    responses,
    removedTraveler: (uid: string) => setRemoved((uids) => [...uids, uid]),
    setResetKey,
  };
}
