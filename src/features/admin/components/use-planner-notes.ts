// The planner notes' state and writes: what the planner's actions loaded (until then the page's
// `latest`), the note being written (kept as a draft), and the reads and the write, one at a time
// through useAction.
import { useState, type FormEvent } from 'react';
import type { AppUser } from '@/features/auth';
import { useDraft } from '@/ui/use-draft';
import { useAction } from '@/ui/use-action';
import { addNote, LATEST_NOTES, listNotes, plannerStamp, type NotesPage } from '../api/admin-api';
import { NOTE_EMPTY } from './note-form';

export const LOAD_FAILED = "We couldn't load the notes. Try again.";
const NOTE_NOT_SAVED = "We couldn't save the note. Your text is still here; try again.";

export function usePlannerNotes(tripId: string, user: AppUser) {
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
      setError(NOTE_EMPTY);
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

  const discardDraft = () => {
    kept.discard();
    setText('');
  };

  return {
    loaded,
    focusNoteId,
    noEarlier,
    restored: kept.restored,
    draft,
    setDraft,
    discardDraft,
    busy,
    error,
    reloadLatest,
    showEarlier,
    save,
  };
}
