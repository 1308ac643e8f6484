import { describe, expect, it } from 'vitest';
import { formatUsDate, parseUsDate } from '@/ui/us-date';
import { formatClockTime, formatDateTime, formatLongDay } from '@/ui/written-dates';

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

describe('dates written out without Intl', () => {
  const afternoon = new Date(2026, 10, 27, 14, 5);
  const morning = new Date(2026, 0, 3, 0, 9);

  it('match what Intl writes for en-US and en-GB', () => {
    const plain = (text: string) => text.replace(/\u202f/g, ' ');
    for (const date of [afternoon, morning]) {
      expect(formatClockTime(date)).toBe(
        plain(new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(date)),
      );
      expect(formatDateTime(date)).toBe(
        plain(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date)),
      );
    }
    for (const day of ['2026-11-27', '2027-03-24', '2028-02-29'])
      expect(formatLongDay(day)).toBe(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'UTC',
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }).format(Date.parse(`${day}T12:00:00Z`)),
      );
  });
});
