import { Suspense, useState, type FormEvent } from 'react';
import { Await } from 'react-router-dom';
import type { PlannerNote } from '@/lib/models';
import { addNote, LATEST_NOTES, listNotes, NOTE_MAX_LENGTH, plannerStamp, type NotesPage } from '../api/admin-api';
import type { AppUser } from '@/features/auth';
import { RestoredDraftNotice, useDraft } from '@/ui/use-draft';
import { BusyButton } from '@/ui/busy-button';
import { useAction } from '@/ui/use-action';
import { formatDateTime } from '@/ui/written-dates';

const LOAD_FAILED = "We couldn't load the notes. Try again.";
const NOTE_NOT_SAVED = "We couldn't save the note. Your text is still here; try again.";

/**
 * Planners' internal notes on a trip (firestore.rules: planners only, never the organizer or
 * travelers). The newest LATEST_NOTES come with the page (`latest`, read by its loader, a bounded
 * read: docs/planner-workspace.md); earlier ones load when asked for; writing a note reads the
 * list again, as far back as it was shown.
 */
export function PlannerNotes({ tripId, user, latest }: { tripId: string; user: AppUser; latest: Promise<NotesPage> }) {
  /** What the planner's own actions loaded; until then the page's `latest`. */
  const [loaded, setLoaded] = useState<NotesPage | null>(null);
  /** The first note "Show earlier notes" added: focus goes there, as after "Load more". */
  const [focusNoteId, setFocusNoteId] = useState<string | null>(null);
  /** "Show earlier notes" found none (the trip had exactly LATEST_NOTES). */
  const [noEarlier, setNoEarlier] = useState(false);
  const kept = useDraft(user.uid, 'planner-note', tripId, '');
  const [draft, setText] = useState(kept.initial);
  const setDraft = (text: string) => {
    setText(text);
    kept.keep(text);
  };
  const { busy, error, setError, run } = useAction();

  const reloadLatest = () =>
    run(async () => setLoaded(await listNotes(tripId, { count: LATEST_NOTES })), {
      failure: LOAD_FAILED,
      log: LOAD_FAILED,
    });

  const showEarlier = (shown: NotesPage, from: NonNullable<NotesPage['earlierFrom']>) =>
    run(
      async () => {
        const earlier = await listNotes(tripId, { after: from });
        setLoaded({ notes: [...shown.notes, ...earlier.notes], earlierFrom: null });
        setFocusNoteId(earlier.notes[0]?.id ?? null);
        setNoEarlier(earlier.notes.length === 0);
      },
      { failure: LOAD_FAILED, log: LOAD_FAILED },
    );

  async function save(event: FormEvent, shown: NotesPage | null) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) {
      setError('Write a note first.');
      return;
    }
    await run(
      async () => {
        await addNote(tripId, text, await plannerStamp(user));
        setText('');
        kept.clear();
        // Everything was on screen: keep it so. Otherwise the newest few, the new one first.
        const allShown = shown !== null && shown.earlierFrom === null;
        setLoaded(await listNotes(tripId, allShown ? {} : { count: LATEST_NOTES }));
      },
      { failure: NOTE_NOT_SAVED, log: NOTE_NOT_SAVED },
    );
  }

  const notes = (shown: NotesPage | null) => (
    <>
      <form className="form" onSubmit={(event) => void save(event, shown)} noValidate>
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
          <BusyButton type="submit" className="btn btn-primary btn-sm" busy={busy}>
            Save note
          </BusyButton>
        </div>
      </form>
      {shown === null ? (
        <>
          {!error && (
            <p className="form-error" role="alert">
              {LOAD_FAILED}
            </p>
          )}
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void reloadLatest()}>
            Try again
          </button>
        </>
      ) : (
        <>
          <NoteList
            page={shown}
            focusNoteId={focusNoteId}
            busy={busy}
            onShowEarlier={(from) => void showEarlier(shown, from)}
          />
          {noEarlier && (
            <p className="muted" role="status">
              There are no earlier notes.
            </p>
          )}
        </>
      )}
    </>
  );

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
      {loaded ? (
        notes(loaded)
      ) : (
        <Suspense fallback={<p className="muted">Loading notes…</p>}>
          <Await resolve={latest} errorElement={notes(null)}>
            {(page: NotesPage) => notes(page)}
          </Await>
        </Suspense>
      )}
    </section>
  );
}

function NoteList({
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
