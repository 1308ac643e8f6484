// The planner notes shown, newest first, with "Show earlier notes" while there are more; focus
// goes to the first earlier note it added.
import type { PlannerNote } from '@/lib/models';
import { formatDateTime } from '@/ui/written-dates';
import type { NotesPage } from '../api/admin-api';

export function NoteList({
  page,
  focusNoteId,
  busy,
  onShowEarlier,
}: {
  page: NotesPage;
  focusNoteId: string | null;
  busy: boolean;
  onShowEarlier: (from: NonNullable<NotesPage['earlierFrom']>) => void;
}) {
  const { notes, earlierFrom } = page;
  if (notes.length === 0) return <p className="empty-text">No notes yet.</p>;
  return (
    <>
      <ol className="note-list" aria-label="Notes, newest first">
        {notes.map((note: PlannerNote) => (
          <li
            key={note.id}
            tabIndex={note.id === focusNoteId ? -1 : undefined}
            ref={note.id === focusNoteId ? (element) => element?.focus() : undefined}
          >
            <p className="note-meta">
              <strong>{note.authorName}</strong>
              {note.createdAt && (
                <time dateTime={note.createdAt.toISOString()}> · {formatDateTime(note.createdAt)}</time>
              )}
            </p>
            <p className="note-text">{note.text}</p>
          </li>
        ))}
      </ol>
      {earlierFrom && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={busy}
          onClick={() => onShowEarlier(earlierFrom)}
        >
          Show earlier notes
        </button>
      )}
    </>
  );
}
