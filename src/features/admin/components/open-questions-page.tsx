// /admin/questions: the planners' "Open questions" across every trip (docs/plan-questions.md),
// the planner's assigned trips first, each newest first, answered and resolved in place.
import { useId, useState, type FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { answerProblem, QUESTION_LIMITS, type PlannerStamp } from '@domain/plan-questions';
import { paths } from '@/config/paths';
import { loadFailure } from '@/lib/page-load-error';
import { Notice } from '@/ui/page-states';
import { useAction } from '@/ui/use-action';
import { plannerStamp } from '../api/admin-api';
import { answerQuestion, loadOpenQuestions, resolveQuestion, type OpenQuestion } from '../api/questions-api';
import { NO_ACCESS, plannerAccess } from '../planner-access';
import '../admin.css';
import { formatDateTime } from '@/ui/written-dates';

export async function loader({ request }: LoaderFunctionArgs) {
  const access = await plannerAccess(request);
  if (!access.planner) return { planner: false as const };
  try {
    const [questions, stamp] = await Promise.all([
      loadOpenQuestions(access.user.uid),
      plannerStamp({ uid: access.user.uid, email: access.user.email ?? '' }),
    ]);
    return { planner: true as const, questions, stamp };
  } catch (error) {
    throw loadFailure(error, NO_ACCESS, { label: 'Return Home', to: paths.home });
  }
}

const WRITE_FAILED = "We couldn't save that. Check your connection and try again.";

export default function OpenQuestionsPage() {
  const data = useLoaderData<typeof loader>();
  const [resolved, setResolved] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  if (!data.planner)
    return (
      <Notice actionLabel="Return Home" actionTo={paths.home}>
        {NO_ACCESS}
      </Notice>
    );
  const open = data.questions.filter((entry) => !resolved.includes(entry.id));

  return (
    <section className="page admin-questions">
      <h1>Open questions</h1>
      <p className="muted">
        Questions travelers asked about their published plans, on your trips first, newest first.{' '}
        <Link to={paths.admin}>Back to the trip lists</Link>
      </p>
      <p className="muted" role="status">
        {status}
      </p>
      {open.length === 0 ? (
        <p className="empty-text">No open questions.</p>
      ) : (
        <ul className="question-list" aria-label="Open questions">
          {open.map((entry) => (
            <OpenQuestionCard
              key={entry.id}
              entry={entry}
              stamp={data.stamp}
              onResolved={() => {
                setResolved((ids) => [...ids, entry.id]);
                setStatus(`Resolved: ${entry.question.itemTitle} on ${entry.tripName}.`);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function OpenQuestionCard({
  entry,
  stamp,
  onResolved,
}: {
  entry: OpenQuestion;
  stamp: PlannerStamp;
  onResolved: () => void;
}) {
  const { question, tripId, tripName } = entry;
  const id = useId();
  const [answer, setAnswer] = useState(question.answer);
  const [text, setText] = useState('');
  const { busy, error, setError, run: act } = useAction({ failure: WRITE_FAILED });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = answerProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    void act(async () => {
      await answerQuestion(tripId, entry.id, text.trim(), stamp);
      setAnswer({ text: text.trim(), uid: stamp.uid, name: stamp.name, at: null });
      setText('');
    });
  }

  return (
    <li className="card question-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="question-title">
        {question.itemTitle}
      </h2>
      <p className="question-meta">
        <Link to={paths.adminResponses(tripId)}>{tripName}</Link>
        {entry.mine && <span className="question-tag">Your trip</span>}
        {question.toGroup && <span className="question-tag">Asked the whole group</span>}
      </p>
      <p className="question-meta">
        {question.askerName}
        {question.createdAt && (
          <time dateTime={question.createdAt.toDate().toISOString()}>
            {' '}
            · {formatDateTime(question.createdAt.toDate())}
          </time>
        )}
      </p>
      <p className="question-text">{question.text}</p>
      {answer && (
        <p className="question-answer">
          <strong>Answered by {answer.name}:</strong> {answer.text}
        </p>
      )}
      <form className="question-answer-form" onSubmit={submit} noValidate>
        <label className="field-label" htmlFor={`${id}-answer`}>
          {answer ? 'Change your answer' : 'Your answer'}
        </label>
        <textarea
          id={`${id}-answer`}
          className="input textarea"
          rows={3}
          maxLength={QUESTION_LIMITS.answer}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="question-actions">
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            Answer
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                await resolveQuestion(tripId, entry.id, stamp);
                onResolved();
              })
            }
          >
            Mark resolved
          </button>
        </div>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
