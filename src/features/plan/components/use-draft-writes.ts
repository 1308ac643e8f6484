// The plan editor's writes (save, move, remove, publish): one at a time through useAction, then
// one line saying what the last one did (role="status") or why it failed (role="alert"). A stale
// save, refused by the rules, says another planner changed the item (docs/trip-plan.md).
import { useState } from 'react';
import type { PlanDraftItem } from '@domain/plan';
import { useAction } from '@/ui/use-action';
import { publishPlan, removeDraftItem, saveDraftItem, type DraftEntry } from '../api/plan-api';
import { orderAfterMove } from '../draft-item-form';

const STALE =
  'Another planner changed this item since you opened it. Reload the page to see their version, then edit again.';

export function useDraftWrites(tripId: string, plannerUid: string, reload: () => void) {
  const [status, setStatus] = useState<string | null>(null);
  const { busy, error: failed, setError: setFailed, run } = useAction();

  /** Says what happened elsewhere (a choice saved or removed) on the same line. */
  const tell = (message: string) => {
    setStatus(message);
    setFailed(null);
  };

  /** Runs a write, then says what it did (`done` of its result) or why it failed. */
  async function act<T>(action: () => Promise<T>, done: (result: T) => string, failure: string) {
    setStatus(null);
    await run(
      async () => {
        setStatus(done(await action()));
        reload();
      },
      {
        failure: (error) =>
          (error as { code?: unknown }).code === 'permission-denied'
            ? STALE
            : `${failure} ${error instanceof Error ? error.message : ''}`,
      },
    );
  }

  /** Writes the item's next revision; `saved` runs once it is stored. */
  const save = (id: string, item: PlanDraftItem, saved: () => void) =>
    act(
      async () => {
        await saveDraftItem(tripId, id, item, plannerUid);
        saved();
      },
      () => `Saved “${item.title}”.`,
      "We couldn't save the item.",
    );

  /** Swaps an item's place with its neighbour's by giving it an order between the next two. */
  function move(items: DraftEntry[], index: number, step: -1 | 1) {
    const order = orderAfterMove(items, index, step);
    if (order === null) return;
    const item = items[index];
    const { id: _id, ...stored } = item;
    void act(
      () => saveDraftItem(tripId, item.id, { ...stored, order, rev: item.rev + 1 }, plannerUid),
      () => `Moved “${item.title}”.`,
      "We couldn't move the item.",
    );
  }

  const remove = (item: DraftEntry) =>
    void act(
      () => removeDraftItem(tripId, item.id),
      () => `Removed “${item.title}”.`,
      "We couldn't remove the item.",
    );

  const publish = () =>
    void act(
      () => publishPlan(tripId),
      (version) => `Published version ${version}.`,
      "We couldn't publish the plan.",
    );

  return { busy, status, failed, tell, save, move, remove, publish };
}
