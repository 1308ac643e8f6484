// The planners' plan editor on the trip's admin page: add, edit, reorder and remove draft
// items, each for the whole group or named travelers, then publish the draft as version N.
// Every save writes the item's next revision; a stale save is refused by the rules and the
// editor says so instead of overwriting another planner's work (docs/trip-plan.md).
import { useState } from 'react';
import { useLoaded } from '@/lib/use-loaded';
import { loadDraft, type DraftEntry } from '../api/plan-api';
import { browserZone, type PlanTraveler } from '../draft-item-form';
import { ChoiceEditor } from './choice-editor';
import { DraftActions } from './draft-actions';
import { DraftItemForm } from './draft-item-form';
import { DraftItemRow } from './draft-item-row';
import { useChoices } from './use-choices';
import { useDraftItemEditing } from './use-draft-item-editing';
import { useDraftWrites } from './use-draft-writes';
import '../plan.css';

export type { PlanTraveler };

interface Props {
  tripId: string;
  plannerUid: string;
  travelers: PlanTraveler[];
  /** The trip's destination: its time zones head the item form's zone lists. */
  destination: string;
}

export function PlanEditor({ tripId, plannerUid, travelers, destination }: Props) {
  const [reload, setReload] = useState(0);
  const loaded = useLoaded(`${tripId}#${reload}`, () => loadDraft(tripId));
  const reloaded = () => setReload((n) => n + 1);
  const writes = useDraftWrites(tripId, plannerUid, reloaded);
  const { busy, tell } = writes;
  // After a save the draft loads again; the list keeps showing the last one meanwhile instead of
  // emptying under the planner's pointer.
  const [items, setItems] = useState<DraftEntry[]>([]);
  if (loaded.status === 'done' && loaded.value !== items) setItems(loaded.value);
  const editor = useDraftItemEditing(items, writes.save, destination);
  // Choices on draft items (docs/decide-together.md): the item being made a choice, and the choices.
  const [choosing, setChoosing] = useState<DraftEntry | null>(null);
  const choices = useChoices(tripId, reload);
  // The trip's zone, as the plan knows it: the first timed item's. Asked for only when a choice
  // is made: the device's zone costs the page's first Intl formatter (docs/performance.md).
  const tripZone = () => items.find((i) => i.start)?.start?.zone ?? browserZone();
  const travelerName = (uid: string) => travelers.find((t) => t.uid === uid)?.name ?? 'A traveler';

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
            onEdit={() => editor.edit(item)}
            onMove={(step) => writes.move(items, index, step)}
            onMakeChoice={() => {
              editor.close();
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
          zone={choosing.start?.zone ?? tripZone()}
          onDone={(message) => {
            setChoosing(null);
            tell(message);
            reloaded();
          }}
          onCancel={() => setChoosing(null)}
        />
      )}
      {choosing ? null : editor.editing === null ? (
        <DraftActions
          tripId={tripId}
          items={items}
          busy={busy}
          onAdd={() => editor.edit('new')}
          onPublish={writes.publish}
        />
      ) : (
        <DraftItemForm
          label={editor.editing === 'new' ? 'New plan item' : `Edit ${editor.editing.title}`}
          form={editor.form}
          set={editor.set}
          travelers={travelers}
          destination={destination}
          problem={editor.problem}
          busy={busy}
          onSubmit={(e) => void editor.submit(e)}
          onCancel={editor.close}
        />
      )}
      {writes.status && <p role="status">{writes.status}</p>}
      {writes.failed && <p role="alert">{writes.failed}</p>}
    </section>
  );
}

export default PlanEditor;
