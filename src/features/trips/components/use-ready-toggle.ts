// "Mark as Ready" / "Mark as Not Ready" on the trip page: unready is one click; ready with
// someone missing asks first (ReadyGuardDialog), which can send the missing travelers a reminder.
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { remindTravelers } from '@/features/invitations';

export function useReadyToggle({
  tripId,
  busy,
  markReady,
  waiting,
  setReady,
}: {
  tripId: string;
  busy: boolean;
  /** The trip can be marked ready now (else the toggle marks it unready). */
  markReady: boolean;
  /** How many travelers have not answered. */
  waiting: number;
  setReady: (ready: boolean) => Promise<boolean>;
}) {
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);

  function toggle() {
    setConfirming(false);
    void setReady(markReady);
  }

  return {
    confirming,
    ask() {
      if (busy) return;
      if (markReady && waiting > 0) setConfirming(true);
      else toggle();
    },
    toggle,
    close: () => setConfirming(false),
    async remind(): Promise<string> {
      const result = await remindTravelers(tripId);
      void revalidator.revalidate();
      return result.reached.length > 0
        ? `Reminder sent to ${result.reached.join(', ')}.`
        : 'No reminder sent: everyone missing was reminded in the last 24 hours or turned reminders off.';
    },
  };
}
