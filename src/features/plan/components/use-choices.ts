// The trip's choices with their votes, loaded again whenever `round` changes (after a vote, a
// confirmation or a planner's edit); an empty list while loading or when they cannot be read, so
// the plan itself never waits on them (docs/decide-together.md).
import { useState } from 'react';
import { useLoaded } from '../../../lib/use-loaded';
import { loadChoices, type LoadedChoice } from '../api/choices-api';

export function useChoices(tripId: string, round: number): LoadedChoice[] {
  const loaded = useLoaded(`${tripId}#${round}`, () => loadChoices(tripId));
  // Keeps the last list while the next loads, so the cards do not blink away under the pointer.
  const [kept, setKept] = useState<LoadedChoice[]>([]);
  if (loaded.status === 'done' && loaded.value !== kept) setKept(loaded.value);
  return kept;
}
