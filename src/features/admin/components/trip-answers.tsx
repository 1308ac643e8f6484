// The brief's answers, once loaded: what needs action, the insights, the table and the cards.
import { useAsyncValue } from 'react-router-dom';
import type { FullResponse } from '@/lib/models';
import type { JoinQuestion } from '@domain/join-questions';
import { joinAnswerFacts } from '@/features/join-questions';
import { AnswerCard, AnswerGrid } from '@/ui/answer-card';
import { AvailabilityTimeline, BudgetOverview } from '@/features/insights';
import { availabilityLabel } from '@/features/responses';
import { AnswersTable } from './answers-table';
import { NeedsAction } from './needs-action';

/** Everything the answers show: what needs action, the insights, the table and the spec's cards. */
export function TripAnswers({ questions }: { questions?: readonly JoinQuestion[] }) {
  const responses = useAsyncValue() as FullResponse[];
  if (responses.length === 0) return <p className="empty-text">No responses yet.</p>;
  return (
    <>
      <NeedsAction responses={responses} />
      <div className="insight-grid">
        <AvailabilityTimeline travelers={responses} />
        <BudgetOverview answers={responses} />
      </div>
      <section className="admin-section" aria-labelledby="answers-heading">
        <h2 id="answers-heading">All answers</h2>
        <AnswersTable responses={responses} />
      </section>
      <section className="admin-section" aria-labelledby="travelers-heading">
        <h2 id="travelers-heading">Travelers</h2>
        <AnswerGrid>
          {responses.map((r) => (
            <AnswerCard
              key={r.uid}
              className="admin-response"
              name={r.name}
              email={r.email}
              imageUrl={r.profileImage}
              facts={[
                { label: 'Availability', value: availabilityLabel(r) },
                { label: 'Budget', value: r.budget },
                { label: 'Preferences', value: r.preferences },
                // Every join question's answer, planners-only ones included (docs/join-questions.md).
                ...joinAnswerFacts(questions, r, 'planners'),
              ]}
            />
          ))}
        </AnswerGrid>
      </section>
    </>
  );
}
