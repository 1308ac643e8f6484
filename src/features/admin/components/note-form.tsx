// "Add a note" on the planner notes: the text (kept as a draft), the form's error, "Save note".
import type { FormEvent } from 'react';
import { BusyButton } from '@/ui/busy-button';
import { NOTE_MAX_LENGTH } from '../api/admin-api';

/** The form's own check: an empty note is not saved. */
export const NOTE_EMPTY = 'Write a note first.';

export function NoteForm({
  draft,
  setDraft,
  error,
  busy,
  onSubmit,
}: {
  draft: string;
  setDraft: (text: string) => void;
  /** The note's own check or the failed write's message. */
  error: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
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
          aria-invalid={error === NOTE_EMPTY || undefined}
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
  );
}
