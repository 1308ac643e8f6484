import { useId } from 'react';
import { formatUsDate } from '@/ui/us-date';
import { useAction } from '@/ui/use-action';
import { isPending, type InviteeRow, type InviteeState, type TrackerRows } from '../invitation-status';

const STATE_LABEL: Record<InviteeState, string> = {
  invited: 'Invited',
  reminded: 'Reminded',
  answered: 'Answered',
  withdrawn: 'Withdrawn',
};

function when(row: InviteeRow): Date | null {
  if (row.state === 'answered') return row.answeredAt;
  if (row.state === 'withdrawn') return row.withdrawnAt;
  if (row.state === 'reminded') return row.lastReminderAt;
  return row.invitedAt;
}

interface InvitationTrackerProps {
  rows: TrackerRows;
  /** Withdraws the invitation to that address (a draft's organizer only); absent: no buttons. */
  onWithdraw?: (email: string) => Promise<void>;
}

/** Each invited address with where it stands, and who answered through the shared link. */
export function InvitationTracker({ rows, onWithdraw }: InvitationTrackerProps) {
  const { invitees, throughLink } = rows;
  const idPrefix = useId();
  const { busy, error, run } = useAction();
  const withdraw = (email: string) => onWithdraw && run(() => onWithdraw(email));

  return (
    <div className="invitation-tracker">
      <h3>Invited by email</h3>
      {invitees.length === 0 ? (
        <p className="muted">Nobody has been invited by email yet.</p>
      ) : (
        <ul className="invitee-list">
          {invitees.map((row, i) => {
            const date = when(row);
            const emailId = `${idPrefix}-invitee-${i}`;
            return (
              <li key={row.email} className="invitee">
                <span className="invitee-email" id={emailId}>
                  {row.email}
                </span>
                <span className={`invitee-state invitee-${row.state}`}>
                  {STATE_LABEL[row.state]}
                  {date ? ` ${formatUsDate(date)}` : ''}
                  {row.state === 'answered' && row.name ? ` as ${row.name}` : ''}
                </span>
                {onWithdraw && isPending(row) && (
                  // Named "Withdraw" like every row's; the address it withdraws is its description.
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm invitee-withdraw"
                    aria-describedby={emailId}
                    aria-disabled={busy}
                    onClick={() => void withdraw(row.email)}
                  >
                    Withdraw
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {throughLink.length > 0 && (
        <>
          <h4>Answered through the shared link</h4>
          <ul className="invitee-list">
            {throughLink.map((row, i) => (
              <li key={`${row.name}-${i}`} className="invitee">
                <span className="invitee-email">{row.name}</span>
                <span className="invitee-state invitee-answered">
                  Answered{row.answeredAt ? ` ${formatUsDate(row.answeredAt)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
