// Questions and "Looks good" on the published plan (docs/plan-questions.md): what a member
// writes about an item, what the planners answer, and the text-free marker the rest of the
// group reads. Rules grant whole documents, never fields, so who may read a question's text is
// decided by which document holds it. Pure: shared by the app, the functions, the seed and the tests.

import { compareText } from './text-order.js';
/** Limits the rules mirror (firestore.rules, "questions and looks good"). */
export const QUESTION_LIMITS = {
  text: 2000,
  answer: 4000,
  name: 201,
  itemId: 128,
  itemTitle: 200,
} as const;

/**
 * How many questions one member may ask on one trip in a clock hour (the rules' isQuotaStep
 * mirrors it): enough for a real conversation, too few to flood the planners' inboxes.
 */
export const QUESTION_RATE = { max: 10, windowMs: 60 * 60_000 } as const;

/** trips/{tripId}/planQuestionQuota/{uid}: the member's counter, written with each question. */
export interface QuestionQuota {
  uid: string;
  /** The clock hour counted: whole hours since the epoch (UTC). */
  hour: number;
  count: number;
  /** The question this step counted; the rules refuse a question its counter does not name. */
  lastQuestionId: string;
}

/** The counter after asking `questionId` at `nowMillis`, or null when the hour's questions are used up. */
export function nextQuestionQuota(
  before: Partial<QuestionQuota> | undefined,
  uid: string,
  questionId: string,
  nowMillis: number,
): QuestionQuota | null {
  const hour = Math.floor(nowMillis / QUESTION_RATE.windowMs);
  const count = (before?.hour === hour && typeof before.count === 'number' ? before.count : 0) + 1;
  return count > QUESTION_RATE.max ? null : { uid, hour, count, lastQuestionId: questionId };
}

/** { uid, name } of the planner who resolved a question (the workspace's stamp). */
export interface PlannerStamp {
  uid: string;
  name: string;
}

/** A planner's answer, in their name, stamped with the time it was written. */
export interface QuestionAnswer<Time = unknown> {
  text: string;
  uid: string;
  name: string;
  at: Time;
}

/**
 * trips/{tripId}/planQuestions/{questionId}: the question with its text and answer. Read by the
 * asker, the organizer and planners, and by the whole trip when `toGroup`; written by the asker
 * (create only) and the planners (answer, resolve).
 */
export interface PlanQuestion<Time = unknown> {
  tripId: string;
  /** The published item's id (stable from version to version). */
  itemId: string;
  /** The item's title when asked, so the planners' list needs no read of the plan. */
  itemTitle: string;
  /** The published version the member was reading. */
  version: number;
  askerUid: string;
  askerName: string;
  text: string;
  /** Asked the whole group: every member of the trip reads the text and the answer. */
  toGroup: boolean;
  createdAt: Time;
  answer: QuestionAnswer<Time> | null;
  resolved: boolean;
  resolvedBy: PlannerStamp | null;
  resolvedAt: Time | null;
}

/**
 * trips/{tripId}/planQuestionMarks/{questionId}: what the rest of the group may know about a
 * question: that one was asked about an item, when, and whether it was answered. No text, no
 * asker. Written by the functions from the question (never by a client).
 */
export interface QuestionMarker<Time = unknown> {
  itemId: string;
  answered: boolean;
  askedAt: Time;
}

/** trips/{tripId}/planLooksGood/{uid}_{itemId}: one member's "Looks good" on one item. */
export interface LooksGoodMark<Time = unknown> {
  uid: string;
  itemId: string;
  version: number;
  createdAt: Time;
}

/** The id of a member's "Looks good" on an item: one per member and item, so it is a toggle. */
export function looksGoodId(uid: string, itemId: string): string {
  return `${uid}_${itemId}`;
}

/** The marker the group reads, derived from the question: never its text or its asker. */
export function markerOf<Time>(
  question: Pick<PlanQuestion<Time>, 'itemId' | 'answer' | 'createdAt'>,
): QuestionMarker<Time> {
  return { itemId: question.itemId, answered: question.answer !== null, askedAt: question.createdAt };
}

/** What is wrong with a question's text, in words, or null. */
export function questionProblem(text: string): string | null {
  if (text.trim() === '') return 'Write your question.';
  if (text.length > QUESTION_LIMITS.text) return `A question can be ${QUESTION_LIMITS.text} characters at most.`;
  return null;
}

/** What is wrong with an answer's text, in words, or null. */
export function answerProblem(text: string): string | null {
  if (text.trim() === '') return 'Write an answer.';
  if (text.length > QUESTION_LIMITS.answer) return `An answer can be ${QUESTION_LIMITS.answer} characters at most.`;
  return null;
}

/** A question (full, readable by this viewer) or a marker (someone else's, text-free). */
export type ItemQuestionEntry<Q, M> =
  { kind: 'question'; id: string; question: Q } | { kind: 'marker'; id: string; marker: M };

/**
 * What one item shows: the questions the viewer may read in full, and for every other question
 * on it only its marker, oldest first. A question the viewer reads in full is not shown twice.
 */
export function entriesForItem<Q extends { itemId: string }, M extends { itemId: string }>(
  itemId: string,
  questions: readonly { id: string; question: Q; at: number }[],
  markers: readonly { id: string; marker: M; at: number }[],
): ItemQuestionEntry<Q, M>[] {
  const full = questions.filter((q) => q.question.itemId === itemId);
  const known = new Set(full.map((q) => q.id));
  const rest = markers.filter((m) => m.marker.itemId === itemId && !known.has(m.id));
  return [
    ...full.map((q) => ({ at: q.at, entry: { kind: 'question', id: q.id, question: q.question } as const })),
    ...rest.map((m) => ({ at: m.at, entry: { kind: 'marker', id: m.id, marker: m.marker } as const })),
  ]
    .sort((a, b) => a.at - b.at || compareText(a.entry.id, b.entry.id))
    .map(({ entry }) => entry);
}

/**
 * The planners' open questions: those on trips assigned to this planner first, then the rest,
 * each part newest first.
 */
export function orderOpenQuestions<T extends { tripId: string; at: number; id: string }>(
  questions: readonly T[],
  assignedToMe: ReadonlySet<string>,
): T[] {
  const rank = (q: T) => (assignedToMe.has(q.tripId) ? 0 : 1);
  return [...questions].sort((a, b) => rank(a) - rank(b) || b.at - a.at || compareText(a.id, b.id));
}

/**
 * Whether a write of a question brings an answer the asker has not been told: a first answer, or
 * an answer the planner rewrote (a new `at`). `atMillis` reads the answer's time.
 */
export function isNewAnswer<Time>(
  before: Pick<PlanQuestion<Time>, 'answer'> | null,
  after: Pick<PlanQuestion<Time>, 'answer'>,
  atMillis: (at: Time) => number,
): boolean {
  if (!after.answer) return false;
  if (!before?.answer) return true;
  return atMillis(before.answer.at) !== atMillis(after.answer.at);
}
