// One draft item in the plan editor's list: what and when, who it is for, its actions (edit,
// move, make a choice, remove) and, when it is a choice, where the vote stands.
import { PLAN_KIND_LABELS } from '@domain/plan';
import type { DraftEntry } from '../api/plan-api';
import type { LoadedChoice } from '../api/choices-api';
import { whenText } from '../plan-view';
import { DraftChoiceSummary } from './draft-choice-summary';

export function DraftItemRow({
  tripId,
  item,
  first,
  last,
  busy,
  choice,
  travelerUids,
  travelerName,
  onEdit,
  onMove,
  onMakeChoice,
  onRemove,
  onChoiceChanged,
}: {
  tripId: string;
  item: DraftEntry;
  first: boolean;
  last: boolean;
  /** A write is running: moving and removing wait. */
  busy: boolean;
  /** The choice made of this item, if any. */
  choice: LoadedChoice | undefined;
  travelerUids: string[];
  travelerName: (uid: string) => string;
  onEdit: () => void;
  onMove: (step: -1 | 1) => void;
  onMakeChoice: () => void;
  onRemove: () => void;
  onChoiceChanged: (message: string) => void;
}) {
  return (
    <li className="plan-draft-item">
      <div>
        <strong>{item.title}</strong> <span className="muted">({PLAN_KIND_LABELS[item.kind]})</span>
        <p className="muted">
          {whenText({ ...item, changedIn: 0 })} ·{' '}
          {item.travelers === 'all' ? 'Everyone' : item.travelers.map(travelerName).join(', ')}
        </p>
      </div>
      <div className="plan-actions" role="group" aria-label={`Actions for ${item.title}`}>
        <button type="button" className="btn btn-ghost btn-sm" aria-label={`Edit ${item.title}`} onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={`Move up ${item.title}`}
          disabled={first || busy}
          onClick={() => onMove(-1)}
        >
          Move up
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={`Move down ${item.title}`}
          disabled={last || busy}
          onClick={() => onMove(1)}
        >
          Move down
        </button>
        {!choice && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onMakeChoice}>
            Make this a choice
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={`Remove ${item.title}`}
          disabled={busy}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
      {choice && (
        <DraftChoiceSummary
          key={choice.id}
          tripId={tripId}
          choice={choice}
          members={travelerUids}
          onChanged={onChoiceChanged}
        />
      )}
    </li>
  );
}
