// "Questions for travelers": the organizer (while the trip is a draft) and planners add, edit
// and delete the trip's own join questions (docs/join-questions.md). Loaded lazily: only the
// people who may edit ever download it.
import { useState, type FormEvent } from 'react';
import {
  hasOptions,
  JOIN_QUESTION_AUDIENCE_LABELS,
  JOIN_QUESTION_AUDIENCES,
  JOIN_QUESTION_KIND_LABELS,
  JOIN_QUESTION_KINDS,
  JOIN_QUESTION_LIMITS,
  type JoinQuestion,
  type JoinQuestionAudience,
  type JoinQuestionKind,
} from '@domain/join-questions';
import { SelectField, TextAreaField, TextField } from '@/ui/field';
import { ConfirmDialog } from '@/ui/modal';
import { useAction } from '@/ui/use-action';
import { saveJoinQuestions } from '../api/join-questions-api';
import {
  draftOf,
  EMPTY_DRAFT,
  newQuestionId,
  questionFromDraft,
  TOO_MANY_QUESTIONS,
  type QuestionDraft,
} from '../question-draft';

export const SAVE_FAILED = "We couldn't save the questions. Please try again.";
export const EDIT_KEEPS_ANSWERS = 'Question saved. Answers people already gave are kept.';
export const QUESTION_ADDED = 'Question added to the join form.';
export const QUESTION_DELETED = 'Question deleted.';

export default function JoinQuestionsEditor({
  tripId,
  initialQuestions,
}: {
  tripId: string;
  initialQuestions: readonly JoinQuestion[];
}) {
  const [questions, setQuestions] = useState<readonly JoinQuestion[]>(initialQuestions);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<JoinQuestion | null>(null);
  const [status, setStatus] = useState('');
  const { busy, error, run } = useAction({ failure: SAVE_FAILED, log: 'Failed to save join questions' });

  async function store(next: readonly JoinQuestion[], message: string) {
    const done = await run(() => saveJoinQuestions(tripId, next));
    if (done) {
      setQuestions(next);
      setStatus(message);
    }
    return done;
  }

  return (
    <section className="card join-questions-editor" aria-labelledby="join-questions-heading">
      <h2 id="join-questions-heading">Questions for travelers</h2>
      <p className="muted">
        Ask what this trip needs beyond the usual form. Travelers answer in the join form and can change their answers
        until the trip is ready.
      </p>
      {questions.length === 0 ? (
        <p className="empty-text">No questions of your own yet.</p>
      ) : (
        <ol className="join-question-list">
          {questions.map((question) =>
            editing === question.id ? (
              <li key={question.id}>
                <QuestionForm
                  initial={draftOf(question)}
                  submitLabel="Save question"
                  busy={busy}
                  onCancel={() => setEditing(null)}
                  onSave={async (draft) => {
                    const made = questionFromDraft(draft, question.id);
                    if ('problem' in made) return made.problem;
                    const next = questions.map((q) => (q.id === question.id ? made.question : q));
                    if (await store(next, EDIT_KEEPS_ANSWERS)) setEditing(null);
                    return null;
                  }}
                />
              </li>
            ) : (
              <li key={question.id} className="join-question-item">
                <p className="join-question-label">{question.label}</p>
                <p className="muted">
                  {JOIN_QUESTION_KIND_LABELS[question.kind]} · {question.required ? 'Required' : 'Optional'} · Answers:{' '}
                  {JOIN_QUESTION_AUDIENCE_LABELS[question.audience]}
                  {question.options.length > 0 && <> · Choices: {question.options.join(', ')}</>}
                </p>
                <div className="btn-row">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={`Edit question: ${question.label}`}
                    onClick={() => {
                      setStatus('');
                      setEditing(question.id);
                    }}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={`Delete question: ${question.label}`}
                    onClick={() => setDeleting(question)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ),
          )}
        </ol>
      )}
      {editing === null &&
        (questions.length >= JOIN_QUESTION_LIMITS.questions ? (
          <p className="muted">{TOO_MANY_QUESTIONS}</p>
        ) : (
          <details className="join-question-add">
            <summary>Add a question</summary>
            <QuestionForm
              initial={EMPTY_DRAFT}
              submitLabel="Add question"
              busy={busy}
              onSave={async (draft) => {
                const made = questionFromDraft(draft, newQuestionId());
                if ('problem' in made) return made.problem;
                await store([...questions, made.question], QUESTION_ADDED);
                return null;
              }}
              resetAfterSave
            />
          </details>
        ))}
      <p role="status" className="join-question-status">
        {status}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this question?"
          confirmLabel="Delete question"
          busy={busy}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            void store(
              questions.filter((q) => q.id !== deleting.id),
              QUESTION_DELETED,
            ).then(() => setDeleting(null))
          }
        >
          <p>“{deleting.label}” leaves the join form, and the answers travelers gave to it no longer show anywhere.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function QuestionForm({
  initial,
  submitLabel,
  busy,
  onSave,
  onCancel,
  resetAfterSave = false,
}: {
  initial: QuestionDraft;
  submitLabel: string;
  busy: boolean;
  /** Resolves to the problem to show at the form, or null once handled. */
  onSave: (draft: QuestionDraft) => Promise<string | null>;
  onCancel?: () => void;
  resetAfterSave?: boolean;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = await onSave(draft);
    setProblem(found);
    if (!found && resetAfterSave) setDraft(EMPTY_DRAFT);
  }

  const isChoice = hasOptions(draft.kind);
  return (
    <form className="form join-question-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Question"
        required
        maxLength={JOIN_QUESTION_LIMITS.label}
        value={draft.label}
        onChange={(e) => set('label', e.target.value)}
      />
      <div className="form-row">
        <SelectField
          label="Answer type"
          value={draft.kind}
          onChange={(e) => set('kind', e.target.value as JoinQuestionKind)}
        >
          {JOIN_QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {JOIN_QUESTION_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Who sees the answers"
          value={draft.audience}
          onChange={(e) => set('audience', e.target.value as JoinQuestionAudience)}
        >
          {JOIN_QUESTION_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {JOIN_QUESTION_AUDIENCE_LABELS[audience]}
            </option>
          ))}
        </SelectField>
      </div>
      {isChoice && (
        <TextAreaField
          label="Choices"
          hint={`One per line, at least 2 and at most ${JOIN_QUESTION_LIMITS.options}.`}
          rows={4}
          value={draft.options}
          onChange={(e) => set('options', e.target.value)}
        />
      )}
      <label className="checkbox-row">
        <input type="checkbox" checked={draft.required} onChange={(e) => set('required', e.target.checked)} /> Required
      </label>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="btn-row">
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
