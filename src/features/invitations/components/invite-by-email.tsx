import { useState, type FormEvent } from 'react';
import { INVITATIONS_PER_DAY, INVITATIONS_PER_TRIP, parseAddressList } from '@domain/invitations';
import { TextAreaField } from '@/ui/field';
import type { InviteResult } from '@domain/api';
import { useAction } from '@/ui/use-action';
import { inviteTravelers } from '../api/invitations-api';

interface InviteByEmailProps {
  tripId: string;
  /** Called after invitations were written, so the tracker can show them. */
  onInvited: () => void;
}

function listOf(label: string, emails: string[]): string | null {
  return emails.length > 0 ? `${label}: ${emails.join(', ')}.` : null;
}

function resultSentences(result: InviteResult): string[] {
  return [
    result.invited.length > 0
      ? `Invitation sent to ${result.invited.join(', ')}.`
      : 'No new invitations: everyone on the list was already invited or has answered.',
    listOf('Already invited', result.alreadyInvited),
    listOf('Already answered', result.alreadyAnswered),
    listOf('Unsubscribed from invitations, so not invited', result.unsubscribed),
  ].filter((s): s is string => s !== null);
}

/** The organizer pastes addresses; bad ones are named and nothing is sent until they are fixed. */
export function InviteByEmail({ tripId, onInvited }: InviteByEmailProps) {
  const [text, setText] = useState('');
  const { busy: sending, error, setError, run } = useAction();
  const [result, setResult] = useState<string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult([]);
    // The same parser as the server's, so the message arrives before the round trip.
    const parsed = parseAddressList(text);
    if (parsed.invalid.length > 0) {
      setError(
        `${parsed.invalid.length === 1 ? 'This is not an email address' : 'These are not email addresses'}: ${parsed.invalid.join(', ')}`,
      );
      return;
    }
    if (parsed.valid.length === 0) {
      setError('Enter at least one email address.');
      return;
    }
    await run(async () => {
      const outcome = await inviteTravelers(tripId, text);
      setResult(resultSentences(outcome));
      setText('');
      onInvited();
    });
  }

  return (
    <form className="invite-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>Invite by email</h3>
      <TextAreaField
        label="Email addresses"
        hint={`One per line or separated by commas. Up to ${INVITATIONS_PER_DAY} a day, ${INVITATIONS_PER_TRIP} in all.`}
        error={error}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className="btn btn-primary" aria-disabled={sending}>
        {sending ? 'Sending…' : 'Send Invitations'}
      </button>
      {result.length > 0 && (
        <div className="form-success" role="status">
          {result.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      )}
    </form>
  );
}
