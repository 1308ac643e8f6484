// "Looks good" and "Ask a question" under each item of "Your plan" (docs/plan-questions.md).
// One load for the whole plan (PlanQuestionsProvider: the viewer's readable questions, the
// group's text-free markers and the viewer's marks), shared by every item's ItemQuestions.
// What each viewer reads is the rules' decision; this shows what came back: questions in full
// (the viewer's own, the whole group's, or every one for the organizer) and, for the rest, only
// that a question was asked and whether it was answered.
import { createContext, useContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import { entriesForItem, questionProblem, QUESTION_LIMITS } from '@domain/plan-questions';
import type { PublishedItem } from '@domain/plan';
import { useAction } from '@/ui/use-action';
import { useLoaded } from '@/lib/use-loaded';
import {
  askQuestion,
  loadPlanFeedback,
  setLooksGood,
  type PlanFeedback,
  type QuestionEntry,
} from '../api/questions-api';

interface Viewer {
  tripId: string;
  uid: string;
  /** The published version shown, which a question or mark names. */
  version: number;
  /** How the viewer is named on a question (the plan's names, else "A traveler"). */
  name: string;
}

interface PlanQuestionsValue {
  viewer: Viewer;
  feedback: PlanFeedback | null;
  failed: boolean;
  ask: (item: PublishedItem, text: string, toGroup: boolean) => Promise<void>;
  toggleLooksGood: (item: PublishedItem) => Promise<void>;
}

const PlanQuestionsContext = createContext<PlanQuestionsValue | null>(null);

export function PlanQuestionsProvider({
  viewer,
  organizer,
  children,
}: {
  viewer: Viewer;
  organizer: boolean;
  children: ReactNode;
}) {
  const { tripId, uid } = viewer;
  const loaded = useLoaded(`${tripId}/${uid}/${organizer ? 'organizer' : 'member'}`, () =>
    loadPlanFeedback(tripId, uid, organizer),
  );
  // What this page wrote since the load (a question asked, a mark changed), kept over the load.
  const [asked, setAsked] = useState<QuestionEntry[]>([]);
  const [marks, setMarks] = useState<Record<string, boolean>>({});
  const base = loaded.status === 'done' ? loaded.value : null;
  const feedback: PlanFeedback | null = base && {
    questions: [...base.questions, ...asked],
    markers: base.markers,
    looksGood: [
      ...base.looksGood.filter((itemId) => marks[itemId] !== false),
      ...Object.keys(marks).filter((itemId) => marks[itemId] && !base.looksGood.includes(itemId)),
    ],
  };

  const value: PlanQuestionsValue = {
    viewer,
    feedback,
    failed: loaded.status === 'failed',
    ask: async (item, text, toGroup) => {
      const entry = await askQuestion(tripId, uid, {
        itemId: item.id,
        itemTitle: item.title,
        version: viewer.version,
        askerName: viewer.name,
        text,
        toGroup,
      });
      setAsked((list) => [...list, entry]);
    },
    toggleLooksGood: async (item) => {
      const on = !feedback?.looksGood.includes(item.id);
      await setLooksGood(tripId, uid, item.id, viewer.version, on);
      setMarks((current) => ({ ...current, [item.id]: on }));
    },
  };
  return <PlanQuestionsContext.Provider value={value}>{children}</PlanQuestionsContext.Provider>;
}

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
        <form
          id={`${id}-form`}
          className="plan-question-form"
          aria-label={`Ask a question about ${item.title}`}
          onSubmit={(event) => void submit(event)}
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
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                setAsking(false);
                setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
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
      {entries.length > 0 && (
        <ul className="plan-questions" aria-label={`Questions about ${item.title}`}>
          {entries.map((entry) =>
            entry.kind === 'question' ? (
              <li key={entry.id}>
                <p>
                  <strong>{entry.question.askerUid === viewer.uid ? 'You' : entry.question.askerName}</strong>
                  {entry.question.toGroup ? ' asked the whole group: ' : ' asked: '}
                  {entry.question.text}
                </p>
                {entry.question.answer ? (
                  <p className="plan-answer">
                    <strong>Answer from {entry.question.answer.name}:</strong> {entry.question.answer.text}
                  </p>
                ) : (
                  <p className="muted">Waiting for an answer from the planners.</p>
                )}
              </li>
            ) : (
              <li key={entry.id} className="muted">
                {entry.marker.answered
                  ? 'A question was asked and answered.'
                  : 'A question was asked; the planners have not answered yet.'}
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
