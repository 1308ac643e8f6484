import { Suspense } from 'react';
import { Await } from 'react-router-dom';
import type { NotesPage } from '../api/admin-api';
import type { AppUser } from '@/features/auth';
import { RestoredDraftNotice } from '@/ui/use-draft';
import { NoteForm } from './note-form';
import { NoteList } from './note-list';
import { LOAD_FAILED, usePlannerNotes } from './use-planner-notes';

/**
 * Planners' internal notes on a trip (firestore.rules: planners only, never the organizer or
 * travelers). The newest LATEST_NOTES come with the page (`latest`, read by its loader, a bounded
 * read: docs/planner-workspace.md); earlier ones load when asked for; writing a note reads the
 * list again, as far back as it was shown.
 */
export function PlannerNotes({ tripId, user, latest }: { tripId: string; user: AppUser; latest: Promise<NotesPage> }) {
  const state = usePlannerNotes(tripId, user);
  const { busy, error } = state;

  const notes = (shown: NotesPage | null) => (
    <>
      <NoteForm
        draft={state.draft}
        setDraft={state.setDraft}
        error={error}
        busy={busy}
        onSubmit={(event) => void state.save(event, shown)}
      />
      {shown === null ? (
        <>
          {!error && (
            <p className="form-error" role="alert">
              {LOAD_FAILED}
            </p>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={busy}
            onClick={() => void state.reloadLatest()}
          >
            Try again
          </button>
        </>
      ) : (
        <>
          <NoteList
            page={shown}
            focusNoteId={state.focusNoteId}
            busy={busy}
            onShowEarlier={(from) => void state.showEarlier(shown, from)}
          />
          {state.noEarlier && (
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
      <RestoredDraftNotice draft={{ restored: state.restored, discard: state.discardDraft }} />
      {state.loaded ? (
        notes(state.loaded)
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
