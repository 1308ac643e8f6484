// Under the plan editor's list while no form is open: "Add item" and "Publish plan".
export function DraftActions({
  busy,
  empty,
  onAdd,
  onPublish,
}: {
  busy: boolean;
  /** The draft has no items: nothing to publish. */
  empty: boolean;
  onAdd: () => void;
  onPublish: () => void;
}) {
  return (
    <div className="plan-actions">
      <button type="button" className="btn btn-secondary" onClick={onAdd}>
        Add item
      </button>
      <button type="button" className="btn btn-primary" disabled={busy || empty} onClick={onPublish}>
        Publish plan
      </button>
    </div>
  );
}
