import { useState } from 'react';
import { MAX_REMINDERS_PER_INVITEE } from '@domain/invitations';
import { formatUsDate } from '@/ui/us-date';
import { formatClockTime } from '@/ui/written-dates';
import type { RoundOutcome } from '@domain/api';
import { useAction } from '@/ui/use-action';
import { remindTravelers, setAutoReminders } from '../api/invitations-api';
import type { LastRound } from '../invitation-status';

interface RemindButtonProps {
  tripId: string;
  lastRound: LastRound | null;
  /** Invitees who have not answered; the button has nobody to remind without them. */
  waiting: number;
  autoReminders: boolean;
  /** Called after a round or a saved switch, so the page shows what the server now holds. */
  onChanged: () => void;
}

export const REMIND_LABEL = "Remind those who haven't answered";

/** '11/26/2026 at 9:05 AM'. */
function dateAndTime(date: Date): string {
  return `${formatUsDate(date)} at ${formatClockTime(date)}`;
}

function outcomeSentences(result: RoundOutcome): string[] {
  const sentences = [
    result.reached.length > 0
      ? `Reminder sent to ${result.reached.join(', ')}.`
      : 'No reminder sent: nobody is waiting for one.',
  ];
  if (result.recentlyReminded.length > 0)
    sentences.push(`Already reminded in the last 24 hours: ${result.recentlyReminded.join(', ')}.`);
  if (result.optedOut.length > 0) sentences.push(`Turned off reminders: ${result.optedOut.join(', ')}.`);
  if (result.reminderLimit.length > 0)
    sentences.push(
      `Already reminded ${MAX_REMINDERS_PER_INVITEE} times, so not again: ${result.reminderLimit.join(', ')}.`,
    );
  if (result.failed.length > 0) sentences.push(`Could not be reminded: ${result.failed.join(', ')}.`);
  return sentences;
}

/** The organizer's reminder round, when the last one went out and to whom, and the automatic switch. */
export function RemindButton({ tripId, lastRound, waiting, autoReminders, onChanged }: RemindButtonProps) {
  const [outcome, setOutcome] = useState<string[]>([]);
  const { busy, error, run } = useAction();

  const remind = () =>
    run(async () => {
      setOutcome(outcomeSentences(await remindTravelers(tripId)));
      onChanged();
    });

  const toggleAuto = (on: boolean) =>
    run(async () => {
      await setAutoReminders(tripId, on);
      onChanged();
    });

  return (
    <div className="remind-panel">
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          if (!busy && waiting > 0) void remind();
        }}
        aria-disabled={busy || waiting === 0}
      >
        {REMIND_LABEL}
      </button>
      <p className="muted">
        {lastRound
          ? `Last reminder: ${dateAndTime(lastRound.at)}, to ${lastRound.reached.join(', ')}.`
          : 'No reminders sent yet.'}{' '}
        Each person gets at most one reminder a day.
      </p>
      {outcome.length > 0 && (
        <div className="form-success" role="status">
          {outcome.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <label className="checkbox">
        <input type="checkbox" checked={autoReminders} onChange={(event) => void toggleAuto(event.target.checked)} />
        Remind automatically 3 and 7 days after each invitation
      </label>
    </div>
  );
}
