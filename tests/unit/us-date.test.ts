import { describe, expect, it } from 'vitest';
import { formatUsDate, parseUsDate } from '@/ui/us-date';

describe('parseUsDate', () => {
  it('reads what formatUsDate writes, and one-digit months and days', () => {
    const day = new Date(2026, 11, 5);
    expect(parseUsDate(formatUsDate(day))).toEqual(day);
    expect(parseUsDate(' 1/5/2027 ')).toEqual(new Date(2027, 0, 5));
  });

  it('names no day for days that do not exist or other shapes', () => {
    for (const text of ['02/30/2026', '13/01/2026', '00/10/2026', '12/32/2026', '2026-12-05', '12/05/26', '', 'soon'])
      expect(parseUsDate(text), text).toBeNull();
    expect(parseUsDate('02/29/2028')).toEqual(new Date(2028, 1, 29));
  });
});
