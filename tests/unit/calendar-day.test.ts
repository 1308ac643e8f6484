import { describe, expect, it } from 'vitest';
import { isoDayToLocalDate, isoDayToUtcNoonMillis, localDateToIsoDay, utcMillisToIsoDay } from '@domain/calendar-day';

describe('calendar days', () => {
  it('stores a day as 12:00 UTC of that day', () => {
    expect(isoDayToUtcNoonMillis('2031-03-01')).toBe(Date.UTC(2031, 2, 1, 12));
    expect(new Date(isoDayToUtcNoonMillis('2031-12-31') as number).toISOString()).toBe('2031-12-31T12:00:00.000Z');
  });

  it('refuses unreal dates and other formats', () => {
    expect(isoDayToUtcNoonMillis('2031-02-30')).toBeNull();
    expect(isoDayToUtcNoonMillis('2031-13-01')).toBeNull();
    expect(isoDayToUtcNoonMillis('2031-00-10')).toBeNull();
    expect(isoDayToUtcNoonMillis('2031-1-1')).toBeNull();
    expect(isoDayToUtcNoonMillis('03/01/2031')).toBeNull();
    expect(isoDayToUtcNoonMillis('')).toBeNull();
  });

  it('accepts leap days only in leap years', () => {
    expect(isoDayToUtcNoonMillis('2028-02-29')).not.toBeNull();
    expect(isoDayToUtcNoonMillis('2029-02-29')).toBeNull();
  });

  it('round-trips a stored day back to the same calendar day', () => {
    for (const day of ['2030-01-01', '2031-06-15', '2032-12-31']) {
      expect(utcMillisToIsoDay(isoDayToUtcNoonMillis(day) as number)).toBe(day);
    }
  });

  it('maps a local date-picker Date to its local calendar day and back', () => {
    const date = isoDayToLocalDate('2031-07-04');
    expect(date.getFullYear()).toBe(2031);
    expect(date.getMonth()).toBe(6);
    expect(date.getDate()).toBe(4);
    expect(localDateToIsoDay(date)).toBe('2031-07-04');
    expect(localDateToIsoDay(new Date(2031, 0, 9, 23, 59))).toBe('2031-01-09');
  });

  it(`keeps every day of a year the same day through picker, storage and display (TZ=${process.env.TZ ?? 'unset'})`, () => {
    // Run with far-apart zones (TZ=America/Detroit, TZ=Asia/Tokyo): DST changes included.
    for (let millis = Date.UTC(2031, 0, 1, 12); millis <= Date.UTC(2031, 11, 31, 12); millis += 24 * 60 * 60 * 1000) {
      const day = utcMillisToIsoDay(millis);
      const picked = isoDayToLocalDate(day);
      expect(localDateToIsoDay(picked)).toBe(day);
      const stored = isoDayToUtcNoonMillis(localDateToIsoDay(picked));
      expect(stored).toBe(millis);
      expect(utcMillisToIsoDay(stored as number)).toBe(day);
    }
  });

  it('a late-evening pick stays on its local day', () => {
    expect(localDateToIsoDay(new Date(2031, 2, 9, 23, 30))).toBe('2031-03-09');
    expect(localDateToIsoDay(new Date(2031, 10, 2, 0, 15))).toBe('2031-11-02');
  });
});
