import { PLANNING_NOTE, READY_TOGGLE_LABELS, type TripAction, type TripStage } from '@domain/trip-lifecycle';
import { BookedTripNotice } from './booked-trip-notice';

/**
 * The organizer's Ready toggle with what it means now; for a booked trip why nothing can change;
 * for a traveler the stage's notice.
 */
export function ReadyPanel({
  stage,
  isOwner,
  can,
  notice,
  busy,
  onToggle,
}: {
  stage: TripStage;
  isOwner: boolean;
  can: (action: TripAction) => boolean;
  notice: string | null;
  busy: boolean;
  onToggle: () => void;
}) {
  if (isOwner && (can('markReady') || can('markUnready'))) {
    return (
      <div className="card ready-panel">
        <button
          type="button"
          className={can('markUnready') ? 'btn btn-secondary' : 'btn btn-primary'}
          onClick={onToggle}
          aria-disabled={busy}
          aria-pressed={can('markUnready')}
        >
          {can('markUnready') ? READY_TOGGLE_LABELS.markUnready : READY_TOGGLE_LABELS.markReady}
        </button>
        <p className="muted">{notice}</p>
        {stage === 'planning' && <p className="muted">{PLANNING_NOTE}</p>}
      </div>
    );
  }
  if (isOwner && stage === 'booked') return <BookedTripNotice />;
  return notice ? (
    <div className="banner banner-info">
      <p>{notice}</p>
      {stage === 'planning' && <p>{PLANNING_NOTE}</p>}
    </div>
  ) : null;
}
