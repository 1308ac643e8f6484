// "Mark this trip as booked?" / "… finished?": what the step changes, before the planner takes it.
// When the server refused booking because travelers have open readiness flags, it asks for the
// written reason to book anyway (stored and shown in the trip's history; docs/booking-details.md).
import { useState } from 'react';
import { OVERRIDE_REASON_MAX } from '@domain/readiness';
import type { Trip } from '@/lib/models';
import { TextAreaField } from '@/ui/field';
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
  openFlags = null,
  onConfirm,
  onClose,
}: {
  step: 'book' | 'finish';
  trip: Trip;
  busy: boolean;
  /** The server's refusal while travelers have open flags; null otherwise. */
  openFlags?: string | null;
  onConfirm: (overrideReason?: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const confirm = () => {
    if (!openFlags) return onConfirm();
    if (!reason.trim()) return setReasonError('Write why you are booking anyway.');
    onConfirm(reason.trim());
  };
  return (
    <ConfirmDialog
      title={CONFIRM_STEP[step].title}
      confirmLabel={openFlags ? 'Book anyway' : CONFIRM_STEP[step].confirm}
      confirmClassName="btn btn-primary"
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        {trip.joined.length} of {trip.numPeople} travelers have answered.
      </p>
      <p>{CONFIRM_STEP[step].consequence}</p>
      {openFlags && (
        <>
          <p role="alert">{openFlags}</p>
          <TextAreaField
            label="Reason for booking anyway"
            value={reason}
            maxLength={OVERRIDE_REASON_MAX}
            required
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
