// Planner notes on the brief: the newest few show without a click (the page's loader read
// them), earlier ones on "Show earlier notes", and a new note joins the list.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlannerNotes } from '../../src/features/admin/components/planner-notes';
import * as api from '../../src/features/admin/api/admin-api';
import type { NotesPage } from '../../src/features/admin/api/admin-api';
import type { PlannerNote } from '../../src/lib/models';

vi.mock('../../src/features/admin/api/admin-api', () => ({
  LATEST_NOTES: 3,
  NOTE_MAX_LENGTH: 4000,
  listNotes: vi.fn(),
  addNote: vi.fn(),
  plannerStamp: vi.fn(async () => ({ uid: 'priya', name: 'Priya' })),
}));

const note = (n: number): PlannerNote => ({
  id: `note-${n}`,
  text: `Note ${n}`,
  authorUid: 'priya',
  authorName: 'Priya',
  createdAt: new Date(2027, 0, n),
});
/** Where a full page says earlier notes start (a snapshot in the app; any marker here). */
const CURSOR = { id: 'note-3' } as unknown as NonNullable<NotesPage['earlierFrom']>;
const planner = { uid: 'priya', email: 'priya@tripwise.example' };

const noteTexts = () =>
  within(screen.getByRole('list', { name: 'Notes, newest first' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.note-text')?.textContent);

describe('PlannerNotes', () => {
  it('shows the newest notes at once and the rest on demand', async () => {
    const user = userEvent.setup();
    vi.mocked(api.listNotes).mockResolvedValueOnce({ notes: [note(2), note(1)], earlierFrom: null });
    const latest = Promise.resolve<NotesPage>({ notes: [note(5), note(4), note(3)], earlierFrom: CURSOR });
    render(<PlannerNotes tripId="bali" user={planner} latest={latest} />);

    expect(await screen.findByText('Note 5')).toBeVisible();
    expect(noteTexts()).toEqual(['Note 5', 'Note 4', 'Note 3']);
    await user.click(screen.getByRole('button', { name: 'Show earlier notes' }));

    expect(await screen.findByText('Note 1')).toBeVisible();
    expect(api.listNotes).toHaveBeenCalledWith('bali', { after: CURSOR });
    expect(noteTexts()).toEqual(['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    // Focus moves to the first note it added; every note is on screen, so the button goes.
    expect(screen.getByText('Note 2').closest('li')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show earlier notes' })).not.toBeInTheDocument();
  });

  it('offers no earlier notes when the newest were all there is; a saved note joins them', async () => {
    const user = userEvent.setup();
    vi.mocked(api.listNotes).mockResolvedValueOnce({ notes: [note(6), note(5)], earlierFrom: null });
    render(
      <PlannerNotes tripId="bali" user={planner} latest={Promise.resolve({ notes: [note(5)], earlierFrom: null })} />,
    );
    expect(await screen.findByText('Note 5')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show earlier notes' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Add a note'), 'Note 6');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note 6')).toBeVisible();
    expect(api.addNote).toHaveBeenCalledWith('bali', 'Note 6', { uid: 'priya', name: 'Priya' });
    // Everything was on screen, so everything is read again.
    expect(api.listNotes).toHaveBeenLastCalledWith('bali', {});
  });

  it('says when the notes could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(api.listNotes).mockResolvedValueOnce({ notes: [note(1)], earlierFrom: null });
    render(<PlannerNotes tripId="bali" user={planner} latest={Promise.reject(new Error('offline'))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the notes. Try again.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Note 1')).toBeVisible();
    expect(api.listNotes).toHaveBeenLastCalledWith('bali', { count: 3 });
  });
});
