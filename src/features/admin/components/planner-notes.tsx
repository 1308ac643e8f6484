import { useState, type FormEvent } from 'react';
import type { PlannerNote } from '../../../lib/models';
import { addNote, listNotes, NOTE_MAX_LENGTH, plannerStamp } from '../api/admin-api';
import type { AppUser } from '../../auth';
import { RestoredDraftNotice, useDraft } from '../../../ui/use-draft';

const formatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Planners' internal notes on a trip (firestore.rules: planners only, never the organizer or
 * travelers). Earlier notes load when asked for, so opening a trip reads only the trip and its
 * answers (docs/planner-workspace.md); writing a note shows the list with it.
 */
export function PlannerNotes({ tripId, user }: { tripId: string; user: AppUser }) {
  const [notes, setNotes] = useState<PlannerNote[] | null>(null);
  const kept = useDraft(user.uid, 'planner-note', tripId, '');
  const [draft, setText] = useState(kept.initial);
  const setDraft = (text: string) => {
    setText(text);
    kept.keep(text);
  };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function showNotes() {
    setBusy(true);
    setError(null);
    try {
      setNotes(await listNotes(tripId));
    } catch (caught) {
      console.error('Failed to load notes', caught);
      setError("We couldn't load the notes. Try again.");
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) {
      setError('Write a note first.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addNote(tripId, text, await plannerStamp(user));
      setText('');
      kept.clear();
      setNotes(await listNotes(tripId));
    } catch (caught) {
      console.error('Failed to save note', caught);
      setError("We couldn't save the note. Your text is still here; try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card planner-notes" aria-labelledby="notes-heading">
      <h2 id="notes-heading">Planner notes</h2>
      <p className="muted">Only planners see these notes. Organizers and travelers never do.</p>
      <RestoredDraftNotice
        draft={{
          restored: kept.restored,
          discard: () => {
            kept.discard();
            setText('');
          },
        }}
      />
      <form className="form" onSubmit={(event) => void save(event)} noValidate>
        <div className="field">
          <label htmlFor="planner-note" className="field-label">
            Add a note
          </label>
          <textarea
            id="planner-note"
            className="textarea"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={error === 'Write a note first.' || undefined}
            aria-describedby={error ? 'planner-note-error' : undefined}
          />
        </div>
        {error && (
          <p id="planner-note-error" className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="btn-row">
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            Save note
          </button>
          {notes === null && (
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void showNotes()}>
              Show earlier notes
            </button>
          )}
        </div>
      </form>
      {notes !== null &&
        (notes.length === 0 ? (
          <p className="empty-text">No notes yet.</p>
        ) : (
          <ol className="note-list" aria-label="Notes, newest first">
            {notes.map((note) => (
              <li key={note.id}>
                <p className="note-meta">
                  <strong>{note.authorName}</strong>
                  {note.createdAt && (
                    <time dateTime={note.createdAt.toISOString()}> · {formatter.format(note.createdAt)}</time>
                  )}
                </p>
                <p className="note-text">{note.text}</p>
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
