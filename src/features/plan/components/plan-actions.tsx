// "Your plan"'s actions: the calendar file (made by YourPlan), the plan as CSV, and printing.
import type { PlanItemPrivate, PublishedItem } from '@domain/plan';
import { planCsv, saveFile } from '../plan-view';

export function PlanActions({
  tripId,
  uid,
  items,
  own,
  names,
  calendarError,
  onAddToCalendar,
}: {
  tripId: string;
  uid: string;
  /** The items shown to this viewer (an optional item they said "Out" of has left). */
  items: PublishedItem[];
  own: Record<string, PlanItemPrivate>;
  names: Record<string, string>;
  /** Why the last "Add to calendar" failed. */
  calendarError: string | null;
  onAddToCalendar: () => void;
}) {
  return (
    <>
      <div className="plan-actions" role="group" aria-label="Plan actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={onAddToCalendar}>
          Add to calendar
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => saveFile(`${tripId}-plan.csv`, planCsv(items, own, uid, names), 'text/csv;charset=utf-8')}
        >
          Download plan CSV
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => window.print()}>
          Print plan
        </button>
      </div>
      {calendarError && <p role="alert">{calendarError}</p>}
    </>
  );
}
