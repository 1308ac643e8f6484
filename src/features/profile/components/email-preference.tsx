import { useState } from 'react';
import { useAction } from '@/ui/use-action';
import { saveEmailOptOut } from '../api/profile-api';

export const PREFERENCE_NOT_SAVED = 'Could not save your email preference. Please try again.';

/**
 * "Email me reminders and updates": optional emails (answer notices, reminders, booking news).
 * Payment receipts and invitations the organizer sends always go. Saved on change, through
 * useAction: a change while one saves is ignored, a failure puts the box back and says so.
 */
export function EmailPreference({ uid, optedOut }: { uid: string; optedOut: boolean }) {
  const [enabled, setEnabled] = useState(!optedOut);
  const [status, setStatus] = useState<string | null>(null);
  const { error, run } = useAction({ failure: PREFERENCE_NOT_SAVED });

  const change = (next: boolean) =>
    run(
      async () => {
        setEnabled(next);
        setStatus(null);
        await saveEmailOptOut(uid, !next);
        setStatus(next ? 'We will email you reminders and updates.' : 'Reminders and updates are off.');
      },
      { onFailure: () => setEnabled(!next) },
    );

  return (
    <div className="field">
      <label>
        <input type="checkbox" checked={enabled} onChange={(e) => void change(e.target.checked)} /> Email me reminders
        and updates
      </label>
      <p className="muted" role="status">
        {status ?? 'Payment receipts and invitations are always sent.'}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
