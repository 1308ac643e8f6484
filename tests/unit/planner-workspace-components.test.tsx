// The brief's answers table and "Needs action" as a screen reader meets them.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswersTable } from '../../src/features/admin/components/answers-table';
import { NeedsAction } from '../../src/features/admin/components/needs-action';
import { fixtureResponse } from './support/fixtures';

const answer = fixtureResponse;

describe('AnswersTable', () => {
  it('has a column per question and a row per traveler headed by the name', () => {
    render(<AnswersTable responses={[answer('Ana Rivera'), answer('Ben Okafor', { accommodations: 'Vegan' })]} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(11);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Ana Rivera', 'Ben Okafor']);
    const ben = within(table).getAllByRole('row')[2];
    // A flagged answer says so to screen readers and carries the class that tints it.
    const flagged = within(ben).getByText(/Vegan/);
    expect(flagged).toHaveTextContent('Needs action (Medical or dietary notes): Vegan');
    expect(flagged).toHaveClass('answer-flagged');
    expect(
      within(ben)
        .getAllByRole('cell')
        .map((c) => c.getAttribute('data-label')),
    ).toContain('Share a room?');
  });
});

describe('NeedsAction', () => {
  it('groups what needs action under headed lists with a count', () => {
    render(
      <NeedsAction
        responses={[answer('Ana Rivera', { shareRoom: 'no' }), answer('Ben Okafor', { specialTravel: 'Crutches' })]}
      />,
    );
    const region = screen.getByRole('region', { name: /Needs action/ });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Needs action 2');
    expect(within(region).getByRole('heading', { name: 'Special travel needs' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Ana Rivera: Does not want to share a room');
    expect(region).toHaveTextContent('Ben Okafor: Crutches');
  });

  it('reserves room for its flags until it is first laid out, so a long list keeps what follows off screen', () => {
    const reserved = (count: number) => {
      const { unmount } = render(
        <NeedsAction
          responses={Array.from({ length: count }, (_, i) => answer(`Traveler ${i}`, { shareRoom: 'no' }))}
        />,
      );
      const height = Number(/auto (\d+)px/.exec(screen.getByRole('region').style.containIntrinsicSize)?.[1]);
      unmount();
      return height;
    };
    expect(reserved(100)).toBeGreaterThan(reserved(3) + 2000);
  });

  it('says plainly when nothing needs action', () => {
    render(<NeedsAction responses={[answer('Ana Rivera')]} />);
    expect(screen.getByRole('region', { name: 'Needs action' })).toHaveTextContent(
      'No medical or dietary notes, special travel needs or room-sharing questions.',
    );
  });
});
