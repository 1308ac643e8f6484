// The calendar link box (issue 46): the member's private link in a read-only field with a Copy
// button that puts it on the clipboard and says so, or says to copy it by hand where refused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarSubscription } from '../../src/features/plan/components/calendar-subscription';

vi.mock('../../src/features/plan/api/plan-api', () => ({
  loadCalendarToken: vi.fn(async () => 'tok123'),
  renewCalendarToken: vi.fn(),
  revokeCalendarToken: vi.fn(),
  feedUrl: (token: string) => `https://example.test/planCalendarFeed?token=${token}`,
  webcalUrl: (url: string) => url.replace(/^https:/, 'webcal:'),
}));

afterEach(() => vi.restoreAllMocks());

describe('calendar link box', () => {
  it('Copy puts the link on the clipboard and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CalendarSubscription tripId="bali" tripName="Bali Retreat" uid="ana" />);
    expect(await screen.findByLabelText('Your calendar link')).toHaveValue(
      'https://example.test/planCalendarFeed?token=tok123',
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://example.test/planCalendarFeed?token=tok123');
    expect(screen.getByRole('status')).toHaveTextContent('Calendar link copied to clipboard.');
  });

  it('where the browser refuses the clipboard, says to copy the link by hand', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CalendarSubscription tripId="bali" tripName="Bali Retreat" uid="ana" />);
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent('select the link and copy it');
  });
});
