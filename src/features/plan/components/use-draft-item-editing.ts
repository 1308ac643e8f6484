// The plan editor's item form: which item is open (a new one or a draft item), its values, what
// the form's own check found, and saving it as the item's next revision.
import { useCallback, useState, type FormEvent } from 'react';
import type { PlanDraftItem } from '@domain/plan';
import type { DraftEntry } from '../api/plan-api';
import {
  browserZone,
  draftItemProblem,
  emptyForm,
  formOf,
  itemOf,
  type DraftItemForm,
  type DraftItemProblem,
} from '../draft-item-form';
import { destinationZones } from '../destination-zones';

export function useDraftItemEditing(
  items: DraftEntry[],
  save: (id: string, item: PlanDraftItem, saved: () => void) => Promise<void>,
  destination: string,
) {
  const [editing, setEditing] = useState<DraftEntry | 'new' | null>(null);
  // Shown only once edit() fills it, with the zone it needs: the device's zone costs the page's
  // first Intl formatter, which the brief's first paint need not pay (docs/performance.md).
  const [form, setForm] = useState(() => emptyForm(''));
  const [problem, setProblem] = useState<DraftItemProblem | null>(null);
  // A new item starts in the zone of the plan's last item, else the destination's, else the device's.
  const startZone = () => items.at(-1)?.start?.zone ?? destinationZones(destination)[0] ?? browserZone();

  function edit(target: DraftEntry | 'new') {
    setEditing(target);
    setForm(target === 'new' ? emptyForm(startZone()) : formOf(target));
    setProblem(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const existing = editing !== 'new' ? editing : null;
    const order = existing?.order ?? (items.at(-1)?.order ?? 0) + 1;
    const item = itemOf(form, order, existing ? existing.rev + 1 : 1);
    const found = draftItemProblem(form, item);
    setProblem(found);
    if (found) return;
    await save(existing?.id ?? crypto.randomUUID(), item, () => setEditing(null));
  }

  // Stable, so the form's zone lists (hundreds of options) need not re-render on every keystroke.
  const set = useCallback(
    <K extends keyof DraftItemForm>(key: K, value: DraftItemForm[K]) => setForm((f) => ({ ...f, [key]: value })),
    [],
  );

  return {
    editing,
    form,
    set,
    problem,
    edit,
    submit,
    close: () => setEditing(null),
  };
}
