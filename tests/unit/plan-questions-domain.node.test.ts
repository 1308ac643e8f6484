// The plan questions' domain (functions/src/domain/plan-questions.ts): the group's marker has no
// text or asker, an item shows what the viewer may read in full and markers for the rest, the
// planners' list puts their own trips first, and which writes bring news to the asker.
import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  entriesForItem,
  isNewAnswer,
  looksGoodId,
  markerOf,
  orderOpenQuestions,
  questionProblem,
  QUESTION_LIMITS,
} from '@domain/plan-questions';

const at = (n: number) => n;

describe('plan questions: the domain', () => {
  it('derives the group marker without text or asker', () => {
    const marker = markerOf({ itemId: 'villa', answer: null, createdAt: at(5) });
    expect(marker).toEqual({ itemId: 'villa', answered: false, askedAt: 5 });
    expect(markerOf({ itemId: 'villa', answer: { text: 'Yes', uid: 'p', name: 'P', at: 6 }, createdAt: 5 })).toEqual({
      itemId: 'villa',
      answered: true,
      askedAt: 5,
    });
  });

  it('one "Looks good" per member and item', () => {
    expect(looksGoodId('ana', 'villa')).toBe('ana_villa');
  });

  it('words what is wrong with a question or an answer', () => {
    expect(questionProblem('  ')).toBe('Write your question.');
    expect(questionProblem('x'.repeat(QUESTION_LIMITS.text))).toBeNull();
    expect(questionProblem('x'.repeat(QUESTION_LIMITS.text + 1))).toMatch(/2000 characters at most/);
    expect(answerProblem('')).toBe('Write an answer.');
    expect(answerProblem('Yes')).toBeNull();
    expect(answerProblem('x'.repeat(QUESTION_LIMITS.answer + 1))).toMatch(/4000 characters at most/);
  });

  it("shows an item's readable questions in full and only markers for the others, oldest first", () => {
    const q = (id: string, itemId: string, t: number) => ({ id, question: { itemId, text: id }, at: t });
    const m = (id: string, itemId: string, t: number) => ({ id, marker: { itemId, answered: false }, at: t });
    const entries = entriesForItem(
      'villa',
      [q('mine', 'villa', 3), q('elsewhere', 'flight', 1)],
      [m('mine', 'villa', 3), m('theirs', 'villa', 2), m('other-item', 'flight', 1)],
    );
    expect(entries.map((e) => `${e.kind}:${e.id}`)).toEqual(['marker:theirs', 'question:mine']);
  });

  it("lists a planner's assigned trips first, each part newest first", () => {
    const list = [
      { id: 'a', tripId: 'bali', at: 1 },
      { id: 'b', tripId: 'japan', at: 4 },
      { id: 'c', tripId: 'bali', at: 3 },
      { id: 'd', tripId: 'lisbon', at: 2 },
    ];
    expect(orderOpenQuestions(list, new Set(['bali'])).map((q) => q.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(orderOpenQuestions(list, new Set()).map((q) => q.id)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('an answer is news when first given or rewritten, not when resolving or redelivered', () => {
    const answer = (t: number) => ({ text: 'Yes', uid: 'p', name: 'P', at: t });
    const millis = (t: number) => t;
    expect(isNewAnswer(null, { answer: null }, millis)).toBe(false);
    expect(isNewAnswer(null, { answer: answer(1) }, millis)).toBe(true);
    expect(isNewAnswer({ answer: null }, { answer: answer(1) }, millis)).toBe(true);
    expect(isNewAnswer({ answer: answer(1) }, { answer: answer(1) }, millis)).toBe(false);
    expect(isNewAnswer({ answer: answer(1) }, { answer: answer(2) }, millis)).toBe(true);
  });
});
