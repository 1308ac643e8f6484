// Under one item of "Your plan": "Looks good", "Ask a question" and the questions about it
// (docs/plan-questions.md); the plan's PlanQuestionsProvider (question-panel.tsx) loads them.
import { useContext, useId, useState, type FormEvent } from 'react';
import { entriesForItem, questionProblem } from '@domain/plan-questions';
import type { PublishedItem } from '@domain/plan';
import { useAction } from '@/ui/use-action';
import { PlanQuestionsContext } from './plan-questions-context';
import { QuestionForm } from './question-form';
import { QuestionList } from './question-list';

const WRITE_FAILED = "We couldn't save that. Check your connection and try again.";

/** Under one item: "Looks good", "Ask a question" and the questions about it. */
export function ItemQuestions({ item }: { item: PublishedItem }) {
  const context = useContext(PlanQuestionsContext);
  const [asking, setAsking] = useState(false);
  const [text, setText] = useState('');
  const [toGroup, setToGroup] = useState(false);
  const { busy, error, setError, run: write } = useAction({ failure: WRITE_FAILED });
  const [status, setStatus] = useState<string | null>(null);
  const id = useId();
  if (!context) return null;
  const { feedback, viewer } = context;
  const marked = feedback?.looksGood.includes(item.id) ?? false;
  const entries = feedback ? entriesForItem(item.id, feedback.questions, feedback.markers) : [];

  const run = (action: () => Promise<void>, done: string) =>
    write(async () => {
      await action();
      setStatus(done);
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = questionProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    await run(async () => {
      await context?.ask(item, text.trim(), toGroup);
      setAsking(false);
      setText('');
      setToGroup(false);
    }, 'Your question was sent to the planners.');
  }

  return (
    <div className="plan-feedback">
      {feedback && (
        <div className="plan-feedback-actions">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-pressed={marked}
            disabled={busy}
            onClick={() =>
              void run(
                () => context.toggleLooksGood(item),
                marked ? 'You took back "Looks good".' : 'You said this looks good.',
              )
            }
          >
            {marked && <span aria-hidden="true">✓ </span>}
            Looks good
          </button>
          {!asking && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-expanded={false}
              aria-controls={`${id}-form`}
              onClick={() => {
                setAsking(true);
                setStatus(null);
              }}
            >
              Ask a question
            </button>
          )}
        </div>
      )}
      {asking && (
        <QuestionForm
          id={id}
          item={item}
          text={text}
          setText={setText}
          toGroup={toGroup}
          setToGroup={setToGroup}
          busy={busy}
          onSubmit={(event) => void submit(event)}
          onCancel={() => {
            setAsking(false);
            setError(null);
          }}
        />
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="muted" role="status">
        {status}
      </p>
      {context.failed && <p className="muted">Questions about this plan could not be loaded.</p>}
      {entries.length > 0 && <QuestionList item={item} entries={entries} viewerUid={viewer.uid} />}
    </div>
  );
}
