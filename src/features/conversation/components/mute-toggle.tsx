// "Mute this conversation" (docs/conversation.md, "Email"): the person's own switch for the
// trip's daily digest email, saved on change like the profile's email switch. A mention of them
// still emails them; the conversation on the page stays as it is.
import { useEffect, useState } from 'react';
import { useAction } from '@/ui/use-action';
import { readMuted, saveMuted } from '../api/conversation-api';

export const MUTE_LABEL = 'Mute this conversation';
export const MUTE_NOT_SAVED = 'Could not save the mute. Please try again.';
export const MUTED_NOTE = 'Muted: no daily email of new messages for this trip. A mention of you still emails you.';
export const UNMUTED_NOTE = 'At most one email a day with the new messages, and one when someone mentions you.';

export function MuteToggle({ tripId, uid }: { tripId: string; uid: string }) {
  const [muted, setMuted] = useState<boolean | null>(null);
  const { error, run } = useAction({ failure: MUTE_NOT_SAVED, log: 'Saving the mute failed' });

  useEffect(() => {
    let current = true;
    readMuted(tripId, uid).then(
      (value) => current && setMuted(value),
      (failure: unknown) => {
        console.error('Reading the mute failed', failure);
        // Not muted is what the digest assumes without a saved choice; the switch still works.
        if (current) setMuted(false);
      },
    );
    return () => {
      current = false;
    };
  }, [tripId, uid]);

  const change = (next: boolean) =>
    run(
      async () => {
        setMuted(next);
        await saveMuted(tripId, uid, next);
      },
      { onFailure: () => setMuted(!next) },
    );

  return (
    <div className="field conversation-mute">
      <label>
        <input
          type="checkbox"
          checked={muted === true}
          disabled={muted === null}
          onChange={(event) => void change(event.target.checked)}
        />{' '}
        {MUTE_LABEL}
      </label>
      <p className="muted" role="status">
        {muted === null ? '' : muted ? MUTED_NOTE : UNMUTED_NOTE}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
