// A traveler's answers to the trip's own join questions as the pages show them (docs/join-questions.md):
// the group's cards show the group-audience answers; planners (the brief, the CSV) see every one.
import { answerForDisplay, type JoinQuestion } from '@domain/join-questions';
import type { FullResponse, TripResponse } from '@/lib/models';

/** The answer to `question` as one line of text ('' when not answered, or not readable here). */
export function joinAnswerOf(question: JoinQuestion, response: TripResponse & Pick<FullResponse, 'plannerAnswers'>) {
  const stored = question.audience === 'planners' ? response.plannerAnswers : response.customAnswers;
  return answerForDisplay(question, stored?.[question.id]);
}

/** Card facts: each question of `audience` (all for planners) with its answer, unanswered ones left out. */
export function joinAnswerFacts(
  questions: readonly JoinQuestion[] | undefined,
  response: TripResponse & Pick<FullResponse, 'plannerAnswers'>,
  reader: 'group' | 'planners',
): { label: string; value: string }[] {
  return (questions ?? [])
    .filter((q) => reader === 'planners' || q.audience === 'group')
    .map((q) => ({ label: q.label, value: joinAnswerOf(q, response) }))
    .filter((fact) => fact.value !== '');
}
