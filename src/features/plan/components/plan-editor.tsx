// The planners' plan editor on the trip's admin page: add, edit, reorder and remove draft
// items, each for the whole group or named travelers, then publish the draft as version N.
// Every save writes the item's next revision; a stale save is refused by the rules and the
// editor says so instead of overwriting another planner's work (docs/trip-plan.md).
import { useState, type FormEvent } from 'react';
import { isTimeZone, planItemProblem } from '@domain/plan';
import { useLoaded } from '@/lib/use-loaded';
import { loadDraft, type DraftEntry } from '../api/plan-api';
import { browserZone, emptyForm, formOf, itemOf, type PlanTraveler } from '../draft-item-form';
import { ChoiceEditor } from './choice-editor';
import { DraftItemForm } from './draft-item-form';
import { DraftItemRow } from './draft-item-row';
import { useChoices } from './use-choices';
import { useDraftWrites } from './use-draft-writes';
import '../plan.css';

export type { PlanTraveler };

interface Props {
  tripId: string;
  plannerUid: string;
  travelers: PlanTraveler[];
}

export function PlanEditor({ tripId, plannerUid, travelers }: Props) {
  const [reload, setReload] = useState(0);
  const loaded = useLoaded(`${tripId}#${reload}`, () => loadDraft(tripId));
  const [editing, setEditing] = useState<DraftEntry | 'new' | null>(null);
  const [form, setForm] = useState(() => emptyForm(browserZone()));
  const [problem, setProblem] = useState<string | null>(null);
  const reloaded = () => setReload((n) => n + 1);
  const writes = useDraftWrites(tripId, plannerUid, reloaded);
  const { busy, tell } = writes;
  // After a save the draft loads again; the list keeps showing the last one meanwhile instead of
  // emptying under the planner's pointer.
  const [items, setItems] = useState<DraftEntry[]>([]);
  if (loaded.status === 'done' && loaded.value !== items) setItems(loaded.value);
  // Choices on draft items (docs/decide-together.md): the item being made a choice, and the choices.
  const [choosing, setChoosing] = useState<DraftEntry | null>(null);
  const choices = useChoices(tripId, reload);
  // The trip's zone, as the plan knows it: the first timed item's.
  const tripZone = items.find((i) => i.start)?.start?.zone ?? browserZone();
  const travelerName = (uid: string) => travelers.find((t) => t.uid === uid)?.name ?? 'A traveler';

  function edit(target: DraftEntry | 'new') {
    setEditing(target);
    setForm(target === 'new' ? emptyForm(items.at(-1)?.start?.zone ?? browserZone()) : formOf(target));
    setProblem(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const existing = editing !== 'new' ? editing : null;
    const order = existing?.order ?? (items.at(-1)?.order ?? 0) + 1;
    const item = itemOf(form, order, existing ? existing.rev + 1 : 1);
    const found =
      !isTimeZone(form.startZone.trim()) && form.kind !== 'lodging'
        ? 'Give the time zone as an IANA name, like America/New_York.'
        : planItemProblem(item);
    setProblem(found);
    if (found) return;
    await writes.save(existing?.id ?? crypto.randomUUID(), item, () => setEditing(null));
  }

  return (
    <section className="admin-section plan-editor" aria-labelledby="plan-editor-heading">
      <h2 id="plan-editor-heading">Trip plan</h2>
      {loaded.status === 'pending' && reload === 0 && <p role="status">Loading the draft…</p>}
      {loaded.status === 'failed' && <p role="alert">We couldn't load the draft plan. Reload the page.</p>}
      {loaded.status === 'done' && items.length === 0 && <p className="muted">The draft plan has no items yet.</p>}
      <ol className="plan-draft-list">
        {items.map((item, index) => (
          <DraftItemRow
            key={item.id}
            tripId={tripId}
            item={item}
            first={index === 0}
            last={index === items.length - 1}
            busy={busy}
            choice={choices.find((choice) => choice.id === item.id)}
            travelerUids={travelers.map((t) => t.uid)}
            travelerName={travelerName}
            onEdit={() => edit(item)}
            onMove={(step) => writes.move(items, index, step)}
            onMakeChoice={() => {
              setEditing(null);
              setChoosing(item);
            }}
            onRemove={() => writes.remove(item)}
            onChoiceChanged={(message) => {
              tell(message);
              reloaded();
            }}
          />
        ))}
      </ol>
      {choosing && (
        <ChoiceEditor
          tripId={tripId}
          item={choosing}
          plannerUid={plannerUid}
          zone={choosing.start?.zone ?? tripZone}
          onDone={(message) => {
            setChoosing(null);
            tell(message);
            reloaded();
          }}
          onCancel={() => setChoosing(null)}
        />
      )}
      {choosing ? null : editing === null ? (
        <div className="plan-actions">
          <button type="button" className="btn btn-secondary" onClick={() => edit('new')}>
            Add item
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || items.length === 0}
            onClick={writes.publish}
          >
            Publish plan
          </button>
        </div>
      ) : (
        <DraftItemForm
          label={editing === 'new' ? 'New plan item' : `Edit ${editing.title}`}
          form={form}
          set={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
          travelers={travelers}
          problem={problem}
          busy={busy}
          onSubmit={(e) => void save(e)}
          onCancel={() => setEditing(null)}
        />
      )}
      {writes.status && <p role="status">{writes.status}</p>}
      {writes.failed && <p role="alert">{writes.failed}</p>}
    </section>
  );
}

export default PlanEditor;
