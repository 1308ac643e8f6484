import type { FullResponse } from '@/lib/models';
import type { JoinQuestion } from '@domain/join-questions';
import { AvailabilityTimeline, BudgetOverview } from '@/features/insights';
import { AnswerGrid } from '@/ui/answer-card';
import { ResponseCard } from './response-card';

/**
 * The group's answers: for the organizer the group at a glance first (fellow travelers see the
 * cards only), then a card per traveler.
 */
export function TripAnswers({
  responses,
  isOwner,
  onRemove,
  questions,
}: {
  responses: FullResponse[];
  /** The trip's join questions (their group answers show on the cards). */
  questions?: readonly JoinQuestion[];
  isOwner: boolean;
  /** Offers "Remove" on the cards it returns a handler for. */
  onRemove: (response: FullResponse) => (() => void) | undefined;
}) {
  return (
    <>
      {isOwner && responses.length > 0 && (
        <div className="insight-grid">
          <AvailabilityTimeline travelers={responses} />
          <BudgetOverview answers={responses} />
        </div>
      )}
      <h2>Responses</h2>
      {responses.length === 0 ? (
        <p className="empty-text">No responses yet.</p>
      ) : (
        <AnswerGrid>
          {responses.map((response) => (
            <ResponseCard key={response.uid} response={response} questions={questions} onRemove={onRemove(response)} />
          ))}
        </AnswerGrid>
      )}
    </>
  );
}
