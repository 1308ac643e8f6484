// "Publish plan" asks first (issue 46): the dialog says which version the group will get, what
// changes from the one they have (the same words their email and "What changed" use), who is
// emailed, and previews the plan as the group will see it, day by day. Only "Publish" publishes.
import { useState } from 'react';
import { describeChange, diffPlans, groupByDay, type PlanChange } from '@domain/plan';
import { ConfirmDialog } from '@/ui/modal';
import { dayHeading, whenText } from '../plan-view';
import { loadLatestVersion, type DraftEntry } from '../api/plan-api';

interface Preview {
  /** The version publishing makes. */
  next: number;
  /** What changes for the group; null for the first version (everything is new). */
  changes: PlanChange[] | null;
}

/**
 * The group's changes from the published version to the draft. Booking codes and prices are each
 * traveler's own (not in the group's document), so they are compared only where the draft kept
 * them unchanged: the preview lists what the group's version shows.
 */
function previewOf(draft: readonly DraftEntry[], published: Awaited<ReturnType<typeof loadLatestVersion>>): Preview {
  if (!published) return { next: 1, changes: null };
  const privateOf = new Map(draft.map((item) => [item.id, item]));
  const before = published.items.map((item) => {
    const mine = privateOf.get(item.id);
    return {
      ...item,
      confirmation: mine?.confirmation ?? '',
      bookingRef: mine?.bookingRef ?? '',
      price: mine?.price ?? null,
    };
  });
  return { next: published.version + 1, changes: diffPlans(before, draft) };
}

export function PublishPlanButton({
  tripId,
  items,
  busy,
  onPublish,
}: {
  tripId: string;
  items: readonly DraftEntry[];
  busy: boolean;
  onPublish: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<Preview | 'loading' | 'failed'>('loading');

  function ask() {
    setOpen(true);
    setPreview('loading');
    loadLatestVersion(tripId).then(
      (published) => setPreview(previewOf(items, published)),
      () => setPreview('failed'),
    );
  }

  const ready = typeof preview === 'object';
  return (
    <>
      <button type="button" className="btn btn-primary" disabled={busy || items.length === 0} onClick={ask}>
        Publish plan
      </button>
      {open && (
        <ConfirmDialog
          title={ready ? `Publish version ${preview.next} of the plan?` : 'Publish the plan?'}
          confirmLabel="Publish"
          confirmClassName="btn btn-primary"
          busy={busy || !ready}
          onConfirm={() => {
            setOpen(false);
            onPublish();
          }}
          onClose={() => setOpen(false)}
        >
          {preview === 'loading' && <p role="status">Comparing with the published plan…</p>}
          {preview === 'failed' && (
            <p role="alert">We couldn&apos;t read the published plan to compare. Close this and try again.</p>
          )}
          {ready && (
            <>
              <h3 className="publish-heading">What will change</h3>
              {preview.changes === null ? (
                <p>This is the group&apos;s first plan: every item below is new to them.</p>
              ) : preview.changes.length === 0 ? (
                <p>Nothing the group sees has changed since version {preview.next - 1}.</p>
              ) : (
                <ul className="publish-changes">
                  {preview.changes.map((change) => (
                    <li key={`${change.kind}-${change.itemId}`}>{describeChange(change)}</li>
                  ))}
                </ul>
              )}
              <p className="muted">
                {preview.changes === null
                  ? 'Everyone in the trip is emailed that their plan is ready.'
                  : 'Each traveler a change concerns is emailed the changes that are theirs.'}
              </p>
              <h3 className="publish-heading">What the group will see</h3>
              <ol className="publish-preview">
                {groupByDay(items).map(({ day, items: dayItems }) => (
                  <li key={day}>
                    <strong>{dayHeading(day)}</strong>
                    <ul>
                      {dayItems.map((item) => (
                        <li key={item.id}>
                          {item.title} <span className="muted">· {whenText(item)}</span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
