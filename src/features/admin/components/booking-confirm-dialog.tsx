// "Mark this trip as booked?" / "… finished?": what the step changes, before the planner takes it.
import type { Trip } from '@/lib/models';
import { ConfirmDialog } from '@/ui/modal';

const CONFIRM_STEP: Record<'book' | 'finish', { title: string; confirm: string; consequence: string }> = {
  book: {
    title: 'Mark this trip as booked?',
    confirm: 'Yes, Mark as Booked',
    consequence: 'The organizer can no longer reopen, edit or delete it, and nobody can join or change an answer.',
  },
  finish: {
    title: 'Mark this trip as finished?',
    confirm: 'Yes, Mark as Finished',
    consequence: "It moves to Past Trips on the travelers' dashboards.",
  },
};

export function BookingConfirmDialog({
  step,
  trip,
  busy,
  onConfirm,
  onClose,
}: {
  step: 'book' | 'finish';
  trip: Trip;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={CONFIRM_STEP[step].title}
      confirmLabel={CONFIRM_STEP[step].confirm}
      confirmClassName="btn btn-primary"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {trip.joined.length} of {trip.numPeople} travelers have answered.
      </p>
      <p>{CONFIRM_STEP[step].consequence}</p>
    </ConfirmDialog>
  );
}
