// The planner's actions on a trip's brief: take it or hand it back, mark it booked or finished
// (after a confirmation), reset the booking.
import { useState } from 'react';
import { canDo, tripStage } from '@domain/trip-lifecycle';
import { useRevalidator } from 'react-router-dom';
import type { Trip } from '@/lib/models';
import { useAction } from '@/ui/use-action';
import type { AppUser } from '@/features/auth';
import {
  assignTrip,
  BookingNeedsReasonError,
  BookingRefusedError,
  plannerStamp,
  setBooking,
  type BookingStep,
} from '../api/admin-api';
import { BookingConfirmDialog } from './booking-confirm-dialog';
import { PlannerStatus } from './planner-status';

/** The rules refuse booking a trip its organizer has not marked ready (or marked unready meanwhile). */
export const BOOK_REFUSED_NOT_READY =
  'This trip is not ready to plan, so it cannot be booked: its organizer has not marked it ready (or marked it unready again). The page now shows its current status.';

/** Booking and assignment: each button writes, then the page's loader reads the trip again. */
export function PlannerActions({ trip, user }: { trip: Trip; user: AppUser }) {
  const revalidator = useRevalidator();
  const { busy, error, run } = useAction();
  // The loader answers at once and the trip read again follows (admin-responses-page.tsx): the
  // buttons stay disabled until the trip shown is no longer the one the change was made on.
  const [changedFrom, setChangedFrom] = useState<Trip | null>(null);
  const waiting = busy || changedFrom === trip;
  const [confirming, setConfirming] = useState<'book' | 'finish' | null>(null);
  // The server's refusal while travelers have open flags: the dialog then asks for a reason.
  const [openFlags, setOpenFlags] = useState<string | null>(null);
  const mine = trip.assignedTo?.uid === user.uid;
  const stage = tripStage(trip);
  const can = (action: Parameters<typeof canDo>[2]) => canDo(stage, 'planner', action);

  function write(action: () => Promise<void>, failure: string, refused?: string) {
    return run(
      async () => {
        await action();
        setChangedFrom(trip);
        await revalidator.revalidate();
      },
      {
        failure: (caught) => (caught instanceof BookingRefusedError && refused ? refused : `${failure}. Try again.`),
        log: failure,
        // The trip changed under the planner: show what it is now.
        onFailure: (caught) => {
          if (caught instanceof BookingRefusedError) void revalidator.revalidate();
        },
      },
    );
  }
  const book = (step: BookingStep, overrideReason?: string) => {
    setConfirming(null);
    setOpenFlags(null);
    return write(
      async () => {
        try {
          await setBooking(trip.id, step, await plannerStamp(user), overrideReason);
        } catch (caught) {
          // Travelers are not ready: the dialog stays and asks for a reason to book anyway.
          if (!(caught instanceof BookingNeedsReasonError)) throw caught;
          setOpenFlags(caught.message);
          setConfirming('book');
        }
      },
      "We couldn't change the booking status",
      step === 'book' ? BOOK_REFUSED_NOT_READY : undefined,
    );
  };
  const assign = (toMe: boolean) =>
    write(
      async () => assignTrip(trip.id, toMe ? await plannerStamp(user) : null),
      "We couldn't change who handles this trip",
    );

  return (
    <div className="planner-actions">
      <PlannerStatus trip={trip} mine={mine} />
      <div className="btn-row no-print">
        {!mine && (
          <button type="button" className="btn btn-primary btn-sm" disabled={waiting} onClick={() => void assign(true)}>
            {trip.assignedTo ? 'Take over this trip' : 'Take this trip'}
          </button>
        )}
        {mine && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={waiting} onClick={() => void assign(false)}>
            Hand back
          </button>
        )}
        {can('markBooked') && (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={waiting}
            onClick={() => setConfirming('book')}
          >
            Mark as Booked
          </button>
        )}
        {can('markFinished') && (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={waiting}
            onClick={() => setConfirming('finish')}
          >
            Mark as Finished
          </button>
        )}
        {can('resetBooking') && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={waiting} onClick={() => void book('reset')}>
            Reset to Not Booked
          </button>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {confirming && (
        <BookingConfirmDialog
          step={confirming}
          trip={trip}
          busy={busy}
          openFlags={confirming === 'book' ? openFlags : null}
          onConfirm={(reason) => void book(confirming, reason)}
          onClose={() => {
            setConfirming(null);
            setOpenFlags(null);
          }}
        />
      )}
    </div>
  );
}
