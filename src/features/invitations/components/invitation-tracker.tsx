import { formatUsDate } from '../../../ui/us-date';
import type { InviteeRow, InviteeState, TrackerRows } from '../invitation-status';

const STATE_LABEL: Record<InviteeState, string> = { invited: 'Invited', reminded: 'Reminded', answered: 'Answered' };

function when(row: InviteeRow): Date | null {
  if (row.state === 'answered') return row.answeredAt;
  if (row.state === 'reminded') return row.lastReminderAt;
  return row.invitedAt;
}

/** Each invited address with where it stands, and who answered through the shared link. */
export function InvitationTracker({ rows }: { rows: TrackerRows }) {
  const { invitees, throughLink } = rows;
  return (
    <div className="invitation-tracker">
      <h3>Invited by email</h3>
      {invitees.length === 0 ? (
        <p className="muted">Nobody has been invited by email yet.</p>
      ) : (
        <ul className="invitee-list">
          {invitees.map((row) => {
            const date = when(row);
            return (
              <li key={row.email} className="invitee">
                <span className="invitee-email">{row.email}</span>
                <span className={`invitee-state invitee-${row.state}`}>
                  {STATE_LABEL[row.state]}
                  {date ? ` ${formatUsDate(date)}` : ''}
                  {row.state === 'answered' && row.name ? ` as ${row.name}` : ''}
                </span>
              </li>
            );
          })}
        </ul>
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
