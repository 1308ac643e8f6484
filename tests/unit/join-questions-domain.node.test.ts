import { describe, expect, it } from 'vitest';
import {
  answerForDisplay,
  answerProblem,
  joinQuestionProblem,
  parseJoinAnswers,
  parseJoinQuestions,
  splitJoinAnswers,
  type JoinQuestion,
} from '@domain/join-questions';

const q = (overrides: Partial<JoinQuestion>): JoinQuestion => ({
  id: 'q1',
  kind: 'shortText',
  label: 'Boot size',
  required: false,
  audience: 'group',
  options: [],
  ...overrides,
});

describe('join questions', () => {
  it('refuses questions without wording or with too few, too many or repeated choices', () => {
    expect(joinQuestionProblem(q({ label: ' ' }))).toBe('Please write the question.');
    expect(joinQuestionProblem(q({ kind: 'oneChoice', options: ['S'] }))).toBe('Please give at least two choices.');
    expect(joinQuestionProblem(q({ kind: 'oneChoice', options: ['S', 'S'] }))).toBe('Each choice must be different.');
    const many = Array.from({ length: 13 }, (_, i) => `c${i}`);
    expect(joinQuestionProblem(q({ kind: 'severalChoices', options: many }))).toMatch(/at most 12 choices/);
    expect(joinQuestionProblem(q({ kind: 'oneChoice', options: ['S', 'M'] }))).toBeNull();
  });

  it('checks answers by kind, and required ones', () => {
    expect(answerProblem(q({ required: true }), ' ')).toBe('Please answer this question.');
    expect(answerProblem(q({}), '')).toBeNull();
    expect(answerProblem(q({ kind: 'number' }), 'ten')).toBe('Please enter a number.');
    expect(answerProblem(q({ kind: 'number' }), '42.5')).toBeNull();
    expect(answerProblem(q({ kind: 'date' }), '2027-01-05')).toBeNull();
    expect(answerProblem(q({ kind: 'oneChoice', options: ['S', 'M'] }), 'XL')).toBe('Please pick one of the choices.');
    expect(answerProblem(q({ kind: 'shortText' }), 'x'.repeat(201))).toMatch(/under 200/);
    expect(answerProblem(q({ kind: 'severalChoices', options: ['A', 'B'], required: true }), 'C')).toBe(
      'Please answer this question.',
    );
  });

  it('splits answers by audience and leaves unanswered ones out', () => {
    const questions = [
      q({ id: 'a', kind: 'yesNo' }),
      q({ id: 'b', audience: 'planners' }),
      q({ id: 'c', kind: 'severalChoices', options: ['X', 'Y'] }),
      q({ id: 'd' }),
    ];
    expect(splitJoinAnswers(questions, { a: 'yes', b: ' Rosa ', c: 'Y\nX', d: '' })).toEqual({
      group: { a: 'yes', c: ['X', 'Y'] },
      planners: { b: 'Rosa' },
    });
  });

  it('reads stored questions and answers defensively, and shows answers as text', () => {
    expect(
      parseJoinQuestions([{ id: 'a', label: 'A', kind: 'poll' }, null, { id: 'b', label: 'B', kind: 'date' }]),
    ).toEqual([q({ id: 'b', label: 'B', kind: 'date' })]);
    expect(parseJoinAnswers({ a: 'x', b: 3, c: ['y', 4] })).toEqual({ a: 'x', c: ['y'] });
    expect(answerForDisplay(q({ kind: 'yesNo' }), 'no')).toBe('No');
    expect(answerForDisplay(q({}), ['A', 'B'])).toBe('A, B');
    expect(answerForDisplay(q({}), undefined)).toBe('');
  });
});
