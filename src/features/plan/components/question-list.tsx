// The questions about one item: in full where the viewer may read them (with the answer, or that
// the planners have not answered), else only that one was asked and whether it was answered.
import type { PublishedItem } from '@domain/plan';
import type { ItemQuestionEntry } from '@domain/plan-questions';
import type { MarkerEntry, QuestionEntry } from '../api/questions-api';

export function QuestionList({
  item,
  entries,
  viewerUid,
}: {
  item: PublishedItem;
  entries: ItemQuestionEntry<QuestionEntry['question'], MarkerEntry['marker']>[];
  viewerUid: string;
}) {
  return (
    <ul className="plan-questions" aria-label={`Questions about ${item.title}`}>
      {entries.map((entry) =>
        entry.kind === 'question' ? (
          <li key={entry.id}>
            <p>
              <strong>{entry.question.askerUid === viewerUid ? 'You' : entry.question.askerName}</strong>
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
  );
}
