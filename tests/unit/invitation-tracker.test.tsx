// The organizer's tracker: a "Withdraw" button beside each pending invitation (described by its
// address), none beside an answered or withdrawn one, and the function's refusal shown.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InvitationTracker } from '../../src/features/invitations/components/invitation-tracker';
import type { InviteeRow } from '../../src/features/invitations/invitation-status';

const row = (email: string, state: InviteeRow['state']): InviteeRow => ({
  email,
  state,
  invitedAt: new Date(2026, 10, 20),
  lastReminderAt: null,
  answeredAt: state === 'answered' ? new Date(2026, 10, 21) : null,
  withdrawnAt: state === 'withdrawn' ? new Date(2026, 10, 22) : null,
  name: state === 'answered' ? 'Ben Okafor' : null,
});
const rows = {
  invitees: [
    row('ann@example.com', 'invited'),
    row('ben@example.com', 'answered'),
    row('cy@example.com', 'reminded'),
    row('dee@example.com', 'withdrawn'),
  ],
  throughLink: [],
};

describe('InvitationTracker', () => {
  it('offers Withdraw for pending invitations only, and withdraws the one clicked', async () => {
    const onWithdraw = vi.fn().mockResolvedValue(undefined);
    render(<InvitationTracker rows={rows} onWithdraw={onWithdraw} />);
    const buttons = screen.getAllByRole('button', { name: 'Withdraw' });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveAccessibleDescription('ann@example.com');
    expect(buttons[1]).toHaveAccessibleDescription('cy@example.com');
    expect(screen.getByText('Withdrawn 11/22/2026')).toBeInTheDocument();
    await userEvent.click(buttons[1]);
    expect(onWithdraw).toHaveBeenCalledWith('cy@example.com');
  });

  it('shows why a withdrawal failed, and no buttons without onWithdraw (a ready trip)', async () => {
    const onWithdraw = vi.fn().mockRejectedValue(new Error('Only the organizer of this trip can do this.'));
    const { rerender } = render(<InvitationTracker rows={rows} onWithdraw={onWithdraw} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Withdraw' })[0]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the organizer of this trip can do this.');
    rerender(<InvitationTracker rows={rows} />);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});
