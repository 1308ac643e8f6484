import type { TripResponse } from '@/lib/models';
import { AnswerCard } from '@/ui/answer-card';
import { availabilityLabel } from '@/features/responses';
import { cardColour } from '../card-colour';
import { joinAnswerFacts } from '@/features/join-questions';
import type { JoinQuestion } from '@domain/join-questions';

/** onRemove: the organizer's Remove button (draft trips only); absent for everyone else. */
export function ResponseCard({
  response,
  questions,
  onRemove,
}: {
  response: TripResponse;
  /** The trip's join questions: the cards show the answers meant for the group. */
  questions?: readonly JoinQuestion[];
  onRemove?: () => void;
}) {
  return (
    <AnswerCard
      name={response.name}
      email={response.email}
      imageUrl={response.profileImage}
      tint={cardColour(response.email)}
      facts={[
        { label: 'Availability', value: availabilityLabel(response) },
        { label: 'Budget', value: response.budget },
        { label: 'Must-see', value: response.mustSee },
        ...joinAnswerFacts(questions, response, 'group'),
      ]}
    >
      {onRemove && (
        <button
          type="button"
          className="btn btn-ghost btn-sm response-remove"
          onClick={onRemove}
          aria-label={`Remove ${response.name}`}
        >
          Remove
        </button>
      )}
    </AnswerCard>
  );
}
