import { describe, expect, it } from 'vitest';
import { progressSentence, responseProgress } from '../../src/features/insights/response-progress';

describe('response progress', () => {
  it('counts answers against the number of people', () => {
    expect(responseProgress(2, 4)).toEqual({
      answered: 2,
      expected: 4,
      percent: 50,
      everyoneAnswered: false,
      overExpected: false,
    });
    expect(progressSentence(responseProgress(2, 4))).toBe('2 of 4 travelers have answered');
  });
  it('everyone answered', () => {
    expect(responseProgress(4, 4)).toMatchObject({ percent: 100, everyoneAnswered: true, overExpected: false });
  });
  it('nobody yet', () => {
    expect(responseProgress(0, 3)).toMatchObject({ percent: 0, everyoneAnswered: false });
  });
  it('more answers than people: a full bar, flagged', () => {
    expect(responseProgress(5, 4)).toMatchObject({ percent: 100, everyoneAnswered: true, overExpected: true });
  });
  it('a trip without a number of people never counts as complete', () => {
    expect(responseProgress(2, 0)).toMatchObject({ percent: 0, everyoneAnswered: false, overExpected: true });
  });
  it('rounds the bar', () => {
    expect(responseProgress(1, 3).percent).toBe(33);
    expect(responseProgress(2, 3).percent).toBe(67);
  });
});
