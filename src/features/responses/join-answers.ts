// The trip's own join questions in the answer form (docs/join-questions.md): the form holds each
// answer as text (several choices one per line, so a draft keeps them like every other field);
// these turn them into what is stored, split by audience. Pure: no Firebase, no React.
import {
  answerProblem,
  answerToText,
  splitJoinAnswers,
  type JoinAnswers,
  type JoinQuestion,
} from '@domain/join-questions';

/** The form's answers: question id → text. */
export type JoinAnswerTexts = Record<string, string>;

/** One entry per question (a draft of another set of questions is then dropped, not half-shown). */
export function answerTexts(questions: readonly JoinQuestion[], stored: JoinAnswers = {}): JoinAnswerTexts {
  return Object.fromEntries(questions.map((q) => [q.id, answerToText(stored[q.id])]));
}

/** Each question's problem (a required one unanswered, a number that is not one...), by id. */
export function validateJoinAnswers(questions: readonly JoinQuestion[], texts: JoinAnswerTexts): JoinAnswerTexts {
  const errors: JoinAnswerTexts = {};
  for (const question of questions) {
    const problem = answerProblem(question, texts[question.id] ?? '');
    if (problem) errors[question.id] = problem;
  }
  return errors;
}

/** What a response write stores: the group's answers ride in the response, the planners' in their own document. */
export function storedJoinAnswers(
  questions: readonly JoinQuestion[],
  texts: JoinAnswerTexts,
): { customAnswers: JoinAnswers; plannerAnswers: JoinAnswers } {
  const { group, planners } = splitJoinAnswers(questions, texts);
  return { customAnswers: group, plannerAnswers: planners };
}

/** Several choices: the text with `option` ticked or unticked, in the question's order. */
export function toggleChoice(question: JoinQuestion, text: string, option: string, on: boolean): string {
  const chosen = new Set(text.split('\n').filter(Boolean));
  if (on) chosen.add(option);
  else chosen.delete(option);
  return question.options.filter((o) => chosen.has(o)).join('\n');
}
