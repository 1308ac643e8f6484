import { useState } from 'react';
import { ConfirmDialog } from '@/ui/modal';
import { useAction } from '@/ui/use-action';

export const READY_GUARD_TITLE = 'Not everyone has answered yet';
export const REMIND_THEM = 'Remind them';
export const MARK_READY_ANYWAY = 'Mark ready anyway';

export interface MissingTravelers {
  answered: number;
  expected: number;
  /** Invited addresses without an answer: the ones a reminder reaches. */
  invitees: string[];
  /** Travelers the head count still expects who were not invited by email (they have the link). */
  unnamed: number;
}

interface ReadyGuardDialogProps {
  missing: MissingTravelers;
  /** A reminder round through the trip's existing reminders; resolves to what to tell the organizer. */
  onRemind: () => Promise<string>;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asked before a trip with missing travelers goes to the planners: once it is ready nobody can
 * answer or change an answer, so the organizer sees who is missing and can remind them instead.
 */
export function ReadyGuardDialog({ missing, onRemind, onConfirm, onClose }: ReadyGuardDialogProps) {
  const { busy, error, run } = useAction();
  const [outcome, setOutcome] = useState<string | null>(null);

  const remind = () => run(async () => setOutcome(await onRemind()));

  const others = missing.unnamed === 1 ? '1 more traveler' : `${missing.unnamed} more travelers`;
  return (
    <ConfirmDialog
      title={READY_GUARD_TITLE}
      confirmLabel={MARK_READY_ANYWAY}
      confirmClassName="btn btn-primary"
      alternatives={
        missing.invitees.length > 0 && (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void remind()}>
            {REMIND_THEM}
          </button>
        )
      }
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {missing.answered} of {missing.expected} travelers have answered. Once the trip is ready, nobody can answer or
        change an answer until you mark it unready.
      </p>
      <p>Still missing:</p>
      <ul className="missing-list">
        {missing.invitees.map((email) => (
          <li key={email}>{email} (invited, no answer yet)</li>
        ))}
        {missing.unnamed > 0 && <li>{others} who can answer through the invite link</li>}
      </ul>
      {outcome && (
        <p className="form-success" role="status">
          {outcome}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
