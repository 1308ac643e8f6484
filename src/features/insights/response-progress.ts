// How far the group is with answering. The dashboard passes the trip's `joined` length (no
// read of the responses: docs/performance.md's read budget), the responses page the responses it has.

export interface ResponseProgress {
  answered: number;
  expected: number;
  /** 0..100 for the progress bar; more answers than expected still show a full bar. */
  percent: number;
  everyoneAnswered: boolean;
  /** More people answered than the trip's number of people. */
  overExpected: boolean;
}

export function responseProgress(answered: number, expected: number): ResponseProgress {
  const safeAnswered = Math.max(0, Math.floor(answered));
  const safeExpected = Math.max(0, Math.floor(expected));
  const percent = safeExpected === 0 ? 0 : Math.min(100, Math.round((safeAnswered / safeExpected) * 100));
  return {
    answered: safeAnswered,
    expected: safeExpected,
    percent,
    everyoneAnswered: safeExpected > 0 && safeAnswered >= safeExpected,
    overExpected: safeAnswered > safeExpected,
  };
}

/** The sentence the responses page already used; kept word for word on both surfaces. */
export function progressSentence(progress: Pick<ResponseProgress, 'answered' | 'expected'>): string {
  return `${progress.answered} of ${progress.expected} travelers have answered`;
}
