// The editor's form for one join question, and the question it saves. Pure (no React, no Firebase).
import {
  hasOptions,
  joinQuestionProblem,
  JOIN_QUESTION_LIMITS,
  type JoinQuestion,
  type JoinQuestionAudience,
  type JoinQuestionKind,
} from '@domain/join-questions';

export interface QuestionDraft {
  label: string;
  kind: JoinQuestionKind;
  /** The choices, one per line. */
  options: string;
  required: boolean;
  audience: JoinQuestionAudience;
}

export const EMPTY_DRAFT: QuestionDraft = {
  label: '',
  kind: 'shortText',
  options: '',
  required: false,
  audience: 'group',
};

export const draftOf = (q: JoinQuestion): QuestionDraft => ({
  label: q.label,
  kind: q.kind,
  options: q.options.join('\n'),
  required: q.required,
  audience: q.audience,
});

/** A fresh id: answers are keyed by it, and it stays through every edit of the question. */
export function newQuestionId(): string {
  return `q${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
}

/** The question the draft describes (id kept from the question edited), or why it cannot be saved. */
export function questionFromDraft(draft: QuestionDraft, id: string): { question: JoinQuestion } | { problem: string } {
  const question: JoinQuestion = {
    id,
    kind: draft.kind,
    label: draft.label.trim(),
    required: draft.required,
    audience: draft.audience,
    options: hasOptions(draft.kind)
      ? draft.options
          .split('\n')
          .map((o) => o.trim())
          .filter(Boolean)
      : [],
  };
  const problem = joinQuestionProblem(question);
  return problem ? { problem } : { question };
}

export const TOO_MANY_QUESTIONS = `A trip can have at most ${JOIN_QUESTION_LIMITS.questions} questions.`;
