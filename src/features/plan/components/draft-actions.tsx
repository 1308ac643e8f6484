// Under the plan editor's list while no form is open: "Add item" and "Publish plan" (which asks first).
import type { DraftEntry } from '../api/plan-api';
import { PublishPlanButton } from './publish-plan-button';

export function DraftActions({
  tripId,
  items,
  busy,
  onAdd,
  onPublish,
}: {
  tripId: string;
  /** The draft's items: what the publish dialog previews (none: nothing to publish). */
  items: readonly DraftEntry[];
  busy: boolean;
  onAdd: () => void;
  onPublish: () => void;
}) {
  return (
    <div className="plan-actions">
      <button type="button" className="btn btn-secondary" onClick={onAdd}>
        Add item
      </button>
      <PublishPlanButton tripId={tripId} items={items} busy={busy} onPublish={onPublish} />
    </div>
  );
}
