// A trip's own questions on the join form (docs/join-questions.md): what the organizer and
// planners ask beyond the fixed form, and the checks the form, the rules and the CSV share.
// Pure data; firestore.rules repeats the limits (rules cannot import).

export const JOIN_QUESTION_KINDS = [
  'shortText',
  'longText',
  'oneChoice',
  'severalChoices',
  'yesNo',
  'date',
  'number',
] as const;
export type JoinQuestionKind = (typeof JOIN_QUESTION_KINDS)[number];

export const JOIN_QUESTION_KIND_LABELS: Record<JoinQuestionKind, string> = {
  shortText: 'Short text',
  longText: 'Long text',
  oneChoice: 'One choice',
  severalChoices: 'Several choices',
  yesNo: 'Yes / no',
  date: 'Date',
  number: 'Number',
};

/** Who reads the answers: the group's cards (with the response), or planners only. */
export const JOIN_QUESTION_AUDIENCES = ['group', 'planners'] as const;
export type JoinQuestionAudience = (typeof JOIN_QUESTION_AUDIENCES)[number];

export const JOIN_QUESTION_AUDIENCE_LABELS: Record<JoinQuestionAudience, string> = {
  group: "The group's cards",
  planners: 'Planners only',
};

export const JOIN_QUESTION_LIMITS = {
  /** Questions per trip (the rules check the list's size, and each entry: 10 exceeded a rule's 1000 expressions). */
  questions: 5,
  /** A question's wording. */
  label: 200,
  /** Choices of a one-choice or several-choices question. */
  options: 12,
  /** One choice's wording. */
  option: 100,
  /** A question's id (made by the app, kept through edits: answers are keyed by it). */
  id: 40,
  /** A short answer, and a long one. */
  shortAnswer: 200,
  longAnswer: 2000,
} as const;

export interface JoinQuestion {
  id: string;
  kind: JoinQuestionKind;
  label: string;
  required: boolean;
  audience: JoinQuestionAudience;
  /** The choices (one choice / several choices only; empty for the other kinds). */
  options: string[];
}

/** A stored answer: text (short, long, one choice, yes/no as 'yes'/'no', 'YYYY-MM-DD', a number as text) or the chosen options. */
export type JoinAnswer = string | string[];
export type JoinAnswers = Record<string, JoinAnswer>;

export const hasOptions = (kind: JoinQuestionKind) => kind === 'oneChoice' || kind === 'severalChoices';

/** The questions stored on a trip (or its invite record), dropping anything malformed. */
export function parseJoinQuestions(value: unknown): JoinQuestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): JoinQuestion[] => {
    const q = (raw ?? {}) as Record<string, unknown>;
    if (typeof q.id !== 'string' || typeof q.label !== 'string') return [];
    if (!(JOIN_QUESTION_KINDS as readonly unknown[]).includes(q.kind)) return [];
    const kind = q.kind as JoinQuestionKind;
    const options = Array.isArray(q.options) ? q.options.filter((o): o is string => typeof o === 'string') : [];
    return [
      {
        id: q.id,
        kind,
        label: q.label,
        required: q.required === true,
        audience: q.audience === 'planners' ? 'planners' : 'group',
        options: hasOptions(kind) ? options : [],
      },
    ];
  });
}

/** Stored answers (a response's customAnswers, or a plannerAnswers document's answers), dropping other values. */
export function parseJoinAnswers(value: unknown): JoinAnswers {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: JoinAnswers = {};
  for (const [key, answer] of Object.entries(value as Record<string, unknown>)) {
    if (typeof answer === 'string') out[key] = answer;
    else if (Array.isArray(answer)) out[key] = answer.filter((a): a is string => typeof a === 'string');
  }
  return out;
}

/** Why a question cannot be saved, or null. */
export function joinQuestionProblem(question: JoinQuestion): string | null {
  const label = question.label.trim();
  if (!label) return 'Please write the question.';
  if (label.length > JOIN_QUESTION_LIMITS.label)
    return `A question can be at most ${JOIN_QUESTION_LIMITS.label} characters.`;
  if (!hasOptions(question.kind)) return null;
  const options = question.options.map((o) => o.trim()).filter(Boolean);
  if (options.length < 2) return 'Please give at least two choices.';
  if (options.length > JOIN_QUESTION_LIMITS.options)
    return `A question can have at most ${JOIN_QUESTION_LIMITS.options} choices.`;
  if (options.some((o) => o.length > JOIN_QUESTION_LIMITS.option))
    return `A choice can be at most ${JOIN_QUESTION_LIMITS.option} characters.`;
  if (new Set(options).size !== options.length) return 'Each choice must be different.';
  return null;
}

/** The answer as the form holds it: text, with several choices one per line ('' = not answered). */
export function answerToText(answer: JoinAnswer | undefined): string {
  if (answer === undefined) return '';
  return Array.isArray(answer) ? answer.join('\n') : answer;
}

/** The answer to store for what the form holds, or null when not answered. */
export function answerFromText(question: JoinQuestion, text: string): JoinAnswer | null {
  if (question.kind === 'severalChoices') {
    const chosen = question.options.filter((o) => text.split('\n').includes(o));
    return chosen.length > 0 ? chosen : null;
  }
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** What is wrong with the form's answer to `question`, or null. */
export function answerProblem(question: JoinQuestion, text: string): string | null {
  const answer = answerFromText(question, text);
  if (answer === null) return question.required ? 'Please answer this question.' : null;
  if (Array.isArray(answer)) return null;
  switch (question.kind) {
    case 'shortText':
      return answer.length > JOIN_QUESTION_LIMITS.shortAnswer
        ? `Please keep this under ${JOIN_QUESTION_LIMITS.shortAnswer} characters.`
        : null;
    case 'longText':
      return answer.length > JOIN_QUESTION_LIMITS.longAnswer
        ? `Please keep this under ${JOIN_QUESTION_LIMITS.longAnswer} characters.`
        : null;
    case 'oneChoice':
      return question.options.includes(answer) ? null : 'Please pick one of the choices.';
    case 'yesNo':
      return answer === 'yes' || answer === 'no' ? null : 'Please answer yes or no.';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(answer) ? null : 'Please enter a date.';
    case 'number':
      return Number.isFinite(Number(answer)) ? null : 'Please enter a number.';
    default:
      return null;
  }
}

/** Splits a traveler's answers by audience: the group's go with the response, the planners' in their own document. */
export function splitJoinAnswers(
  questions: readonly JoinQuestion[],
  texts: Readonly<Record<string, string>>,
): { group: JoinAnswers; planners: JoinAnswers } {
  const group: JoinAnswers = {};
  const planners: JoinAnswers = {};
  for (const question of questions) {
    const answer = answerFromText(question, texts[question.id] ?? '');
    if (answer === null) continue;
    (question.audience === 'planners' ? planners : group)[question.id] = answer;
  }
  return { group, planners };
}

/** An answer as one line of text (cards, the brief, the CSV): '' when not answered. */
export function answerForDisplay(question: JoinQuestion, answer: JoinAnswer | undefined): string {
  if (answer === undefined) return '';
  if (Array.isArray(answer)) return answer.join(', ');
  if (question.kind === 'yesNo') return answer === 'yes' ? 'Yes' : answer === 'no' ? 'No' : answer;
  return answer;
}
