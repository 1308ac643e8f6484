// "Ask a question" about one item of the plan: the question, whether the whole group sees it,
// and who will read it.
import type { FormEvent } from 'react';
import { QUESTION_LIMITS } from '@domain/plan-questions';
import type { PublishedItem } from '@domain/plan';

export function QuestionForm({
  id,
  item,
  text,
  setText,
  toGroup,
  setToGroup,
  busy,
  onSubmit,
  onCancel,
}: {
  /** What the form's ids start with (its "Ask a question" button controls `${id}-form`). */
  id: string;
  item: PublishedItem;
  text: string;
  setText: (text: string) => void;
  toGroup: boolean;
  setToGroup: (toGroup: boolean) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  return (
    <form
      id={`${id}-form`}
      className="plan-question-form"
      aria-label={`Ask a question about ${item.title}`}
      onSubmit={onSubmit}
      noValidate
    >
      <label className="field-label" htmlFor={`${id}-text`}>
        Your question
      </label>
      <textarea
        id={`${id}-text`}
        className="input textarea"
        rows={3}
        maxLength={QUESTION_LIMITS.text}
        value={text}
        // The form opens on a press of "Ask a question": typing is what comes next.
        autoFocus
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <label className="checkbox">
        <input type="checkbox" checked={toGroup} onChange={(event) => setToGroup(event.target.checked)} />
        Ask the whole group
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {toGroup
          ? 'Everyone on the trip will see your question and the answer.'
          : 'Only you, the organizer and the planners see your question. The group sees that a question was asked.'}
      </p>
      <div className="plan-feedback-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          Ask a question
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
