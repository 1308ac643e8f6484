import { useState } from 'react';
import { saveEmailOptOut } from '../api/profile-api';

/**
 * "Email me reminders and updates": optional emails (answer notices, reminders, booking news).
 * Payment receipts and invitations the organizer sends always go. Saved on change.
 */
export function EmailPreference({ uid, optedOut }: { uid: string; optedOut: boolean }) {
  const [enabled, setEnabled] = useState(!optedOut);
  const [status, setStatus] = useState<string | null>(null);

  async function change(next: boolean) {
    setEnabled(next);
    setStatus(null);
    try {
      await saveEmailOptOut(uid, !next);
      setStatus(next ? 'We will email you reminders and updates.' : 'Reminders and updates are off.');
    } catch {
      setEnabled(!next);
      setStatus('Could not save your email preference. Please try again.');
    }
  }

  return (
    <div className="field">
      <label>
        <input type="checkbox" checked={enabled} onChange={(e) => void change(e.target.checked)} /> Email me reminders
        and updates
      </label>
      <p className="muted" role="status">
        {status ?? 'Payment receipts and invitations are always sent.'}
      </p>
    </div>
  );
}
