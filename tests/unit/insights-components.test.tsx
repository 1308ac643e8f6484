import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AvailabilityTimeline,
  BudgetOverview,
  ResponseTracker,
  type TravelerAvailability,
} from '../../src/features/insights';

const person = (
  name: string,
  start: [number, number, number] | null,
  end: [number, number, number] | null,
  flexibility: TravelerAvailability['flexibility'] = 'somewhat',
): TravelerAvailability & { budget: string } => ({
  uid: name,
  name,
  flexibility,
  budget: '',
  availabilityStart: start ? new Date(...start) : null,
  availabilityEnd: end ? new Date(...end) : null,
});

describe('ResponseTracker', () => {
  it('names its progress bar with the sentence and lists who answered', () => {
    render(
      <ResponseTracker
        stage="collecting"
        answered={2}
        expected={4}
        names={['Ana Rivera', 'Ben Okafor']}
        readyPrompt={<p>Prompt</p>}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: '2 of 4 travelers have answered' });
    expect(bar).toHaveAttribute('value', '2');
    expect(bar).toHaveAttribute('max', '4');
    expect(screen.getByText('Answered: Ana Rivera, Ben Okafor')).toBeInTheDocument();
    expect(screen.getByText('Waiting for 2 more travelers.')).toBeInTheDocument();
    expect(screen.queryByText('Prompt')).not.toBeInTheDocument();
  });
  it('shows the ready prompt once everyone has answered', () => {
    render(<ResponseTracker stage="collecting" answered={4} expected={4} readyPrompt={<p>Prompt</p>} />);
    expect(screen.getByText('Prompt')).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for/)).not.toBeInTheDocument();
  });
  it('keeps waiting for invitees who have not answered, even with the head count reached', () => {
    render(
      <ResponseTracker stage="collecting" answered={4} expected={4} invitedWaiting={2} readyPrompt={<p>Prompt</p>} />,
    );
    expect(screen.getByText('Waiting for 2 more travelers.')).toBeInTheDocument();
    expect(screen.queryByText('Prompt')).not.toBeInTheDocument();
  });
  it('waits for nobody once the trip moved past gathering answers', () => {
    render(<ResponseTracker stage="booked" answered={1} expected={5} readyPrompt={<p>Prompt</p>} />);
    expect(screen.getByRole('progressbar', { name: '1 of 5 travelers have answered' })).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for/)).not.toBeInTheDocument();
    expect(screen.queryByText('Prompt')).not.toBeInTheDocument();
  });
  it('tells the organizer when more answered than the trip is planned for', () => {
    render(<ResponseTracker stage="collecting" answered={5} expected={4} forOrganizer />);
    expect(screen.getByRole('progressbar', { name: '5 of 4 travelers have answered' })).toHaveAttribute('value', '4');
    expect(screen.getByText(/More travelers answered than the 4 this trip is planned for/)).toBeInTheDocument();
  });
});

describe('AvailabilityTimeline', () => {
  it('states the shared window, who sets its edges and their flexibility, and lists every traveler for screen readers', () => {
    render(
      <AvailabilityTimeline
        travelers={[
          person('Ana', [2027, 6, 1], [2027, 6, 15]),
          person('Ben', [2027, 6, 4], [2027, 6, 9], 'fixed'),
          person('Dana', [2027, 6, 6], [2027, 6, 20], 'very'),
        ]}
      />,
    );
    const summary = screen.getByTestId('window-summary');
    expect(summary).toHaveTextContent('Everyone who gave dates can go: Jul 6, 2027 – Jul 9, 2027 (4 days).');
    expect(summary).toHaveTextContent(
      'It starts when Dana (very flexible) can leave and ends when Ben (dates are fixed) must be back. Asking the flexible ones could widen it.',
    );
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Ana: Jul 1, 2027 – Jul 15, 2027, somewhat flexible.',
      'Ben: Jul 4, 2027 – Jul 9, 2027, dates are fixed.',
      'Dana: Jul 6, 2027 – Jul 20, 2027, very flexible.',
    ]);
  });
  it('ranks windows when no day suits everyone, with who cannot go and why asking may help', () => {
    render(
      <AvailabilityTimeline
        travelers={[
          person('Ana', [2027, 6, 1], [2027, 6, 10]),
          person('Ben', [2027, 6, 5], [2027, 6, 15], 'fixed'),
          person('Cy', [2027, 6, 12], [2027, 6, 20], 'very'),
          person('Zed', null, null),
        ]}
      />,
    );
    const summary = screen.getByTestId('window-summary');
    expect(summary).toHaveTextContent('No dates suit everyone.');
    const windows = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(windows).toEqual([
      'Jul 5, 2027 – Jul 10, 2027 (6 days): 2 of 3 can go. Cannot go: Cy (very flexible, worth asking).',
      'Jul 12, 2027 – Jul 15, 2027 (4 days): 2 of 3 can go. Cannot go: Ana (somewhat flexible, worth asking).',
    ]);
    expect(summary).toHaveTextContent('No dates from: Zed.');
  });
  it('says a traveler with fixed dates who cannot go is not worth asking (the ready demo trip in the browser)', () => {
    render(
      <AvailabilityTimeline
        travelers={[
          person('Ana', [2027, 6, 1], [2027, 6, 10], 'very'),
          person('Dana', [2027, 6, 1], [2027, 6, 4], 'fixed'),
          person('Eli', [2027, 6, 6], [2027, 6, 10]),
        ]}
      />,
    );
    const summary = screen.getByTestId('window-summary');
    expect(summary).toHaveTextContent('No dates suit everyone. The best windows, by how many can go:');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Jul 6, 2027 – Jul 10, 2027 (5 days): 2 of 3 can go. Cannot go: Dana (dates are fixed).',
      'Jul 1, 2027 – Jul 4, 2027 (4 days): 2 of 3 can go. Cannot go: Eli (somewhat flexible, worth asking).',
    ]);
  });
  it("counts a crowd at the window's edges instead of naming everyone", () => {
    const crowd = ['A', 'B', 'C', 'D'].map((name) => person(name, [2027, 6, 1], [2027, 6, 10], 'very'));
    render(<AvailabilityTimeline travelers={crowd} />);
    expect(screen.getByTestId('window-summary')).toHaveTextContent(
      'It starts when 4 travelers can leave and ends when 4 travelers must be back. Asking the flexible ones could widen it.',
    );
  });
  it('says when nobody gave dates', () => {
    render(<AvailabilityTimeline travelers={[person('Ana', null, null)]} />);
    expect(screen.getByText('No traveler has given dates yet.')).toBeInTheDocument();
  });
});

describe('BudgetOverview', () => {
  it('shows lowest, median and highest, other currencies apart, and the unreadable answers', () => {
    render(
      <BudgetOverview
        answers={[
          { uid: 'a', name: 'Ana', budget: '$2,000-2,500' },
          { uid: 'b', name: 'Ben', budget: '$1,800' },
          { uid: 'd', name: 'Dana', budget: '1500 USD' },
          { uid: 'e', name: 'Eli', budget: 'whatever works' },
          { uid: 'f', name: 'Fay', budget: '€900' },
        ]}
      />,
    );
    const term = (t: string) => screen.getByText(t, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Lowest')).toBe('$1,500 (Dana)');
    expect(term('Median')).toBe('$1,800');
    expect(term('Highest')).toBe('$2,500 (Ana)');
    expect(screen.getByText(/From 3 of 5 answers, in US dollars/)).toBeInTheDocument();
    expect(
      screen.getByText('Also in euros (1 answer, not converted): lowest €900, median €900, highest €900.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Eli: “whatever works”')).toBeInTheDocument();
  });
  it('shows each figure with its head count, the names only on demand', async () => {
    const user = userEvent.setup();
    const twelve = Array.from({ length: 12 }, (_, i) => ({
      uid: `u${i}`,
      name: `Traveler ${i + 1}`,
      budget: '$2,000',
    }));
    render(<BudgetOverview answers={twelve} />);
    const lowest = screen.getByText('Lowest', { selector: 'dt' }).parentElement!;
    expect(within(lowest).getByText('$2,000')).toBeVisible();
    expect(within(lowest).getByText('12 travelers')).toBeVisible();
    const names = within(lowest).getByText(/Traveler 12/);
    expect(names).not.toBeVisible();
    const show = within(lowest).getByRole('button', { name: 'Show names (lowest)' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(show).toHaveAttribute('aria-controls', names.id);
    await user.click(show);
    expect(names).toBeVisible();
    expect(within(lowest).getByRole('button', { name: 'Hide names (lowest)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Each box has its own: Highest's names stay hidden.
    const highest = screen.getByText('Highest', { selector: 'dt' }).parentElement!;
    expect(within(highest).getByText(/Traveler 12/)).not.toBeVisible();
  });
  it('says when no budget could be read', () => {
    render(<BudgetOverview answers={[{ uid: 'a', name: 'Ana', budget: 'depends' }]} />);
    expect(screen.getByText('No budget could be read as an amount.')).toBeInTheDocument();
  });
});
