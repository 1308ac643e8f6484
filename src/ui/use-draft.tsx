import { useCallback, useState } from 'react';
import { clearDraft, readDraft, saveDraft, type DraftForm } from '../lib/drafts';

export const RESTORED_DRAFT = 'Restored your unsent answers.';

/**
 * Whether a stored draft has the form's shape: the same fields, each a string, boolean or number
 * where the empty form has one, a date or nothing where it has a date field, and the same shape
 * again for nested objects. A draft from an older form version is dropped rather than half-shown.
 */
export function hasShapeOf<T>(pristine: T, value: unknown): value is T {
  if (pristine === null || pristine instanceof Date) return value === null || value instanceof Date;
  if (typeof pristine !== 'object') return typeof value === typeof pristine;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const expected = Object.keys(pristine);
  const actual = Object.keys(value);
  if (expected.length !== actual.length) return false;
  const record = value as Record<string, unknown>;
  const model = pristine as Record<string, unknown>;
  return expected.every((key) => key in record && hasShapeOf(model[key], record[key]));
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface Draft<T> {
  /** What the form starts from: the restored draft, else `pristine`. */
  initial: T;
  /** True while a restored draft is on screen (the notice shows). */
  restored: boolean;
  /** Remount key: changes when the draft is discarded, so the form starts again from `pristine`. */
  generation: number;
  /** Keep the form's current values (a value equal to `pristine` removes the draft). */
  keep: (value: T) => void;
  /** After a successful submit. */
  clear: () => void;
  /** The notice's Discard: forget the draft and show the form as it was. */
  discard: () => void;
}

/**
 * A form's draft in this browser (lib/drafts.ts), for the signed-in `uid` (none: nothing kept).
 * `pristine` is the form as it would be without one (empty, or the saved answer being edited);
 * a draft of another shape is ignored.
 */
export function useDraft<T>(uid: string | null, form: DraftForm, scope: string, pristine: T): Draft<T> {
  const [restored, setRestored] = useState<T | null>(() => {
    const stored = uid ? readDraft({ uid, form, scope }) : null;
    return stored !== null && hasShapeOf(pristine, stored) && !sameValue(stored, pristine) ? stored : null;
  });
  const [generation, setGeneration] = useState(0);
  const pristineJson = JSON.stringify(pristine);

  const keep = useCallback(
    (value: T) => {
      if (!uid) return;
      if (JSON.stringify(value) === pristineJson) clearDraft({ uid, form, scope });
      else saveDraft({ uid, form, scope }, value);
    },
    [uid, form, scope, pristineJson],
  );
  const clear = useCallback(() => {
    if (uid) clearDraft({ uid, form, scope });
    setRestored(null);
  }, [uid, form, scope]);
  const discard = useCallback(() => {
    if (uid) clearDraft({ uid, form, scope });
    setRestored(null);
    setGeneration((current) => current + 1);
  }, [uid, form, scope]);

  return { initial: restored ?? pristine, restored: restored !== null, generation, keep, clear, discard };
}

/** The visible sign that a form holds a restored draft, with the way to drop it. */
export function RestoredDraftNotice({ draft }: { draft: Pick<Draft<unknown>, 'restored' | 'discard'> }) {
  if (!draft.restored) return null;
  return (
    <div className="banner banner-info draft-notice" role="status">
      <span>{RESTORED_DRAFT}</span>{' '}
      <button type="button" className="btn btn-ghost btn-sm" onClick={draft.discard}>
        Discard
      </button>
    </div>
  );
}
