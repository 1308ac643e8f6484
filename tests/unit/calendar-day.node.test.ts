import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  isoDayToLocalDate,
  isoDayToUsDate,
  isoDayToUtcNoonMillis,
  localDateToIsoDay,
  todayIsoDay,
  utcMillisToIsoDay,
} from '@domain/calendar-day';

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

  it('adds calendar days, not 24-hour steps, across DST changes and month ends', () => {
    expect(addDays('2031-03-08', 1)).toBe('2031-03-09');
    expect(addDays('2031-03-08', 2)).toBe('2031-03-10');
    expect(addDays('2031-11-01', 1)).toBe('2031-11-02');
    expect(addDays('2031-11-01', 2)).toBe('2031-11-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01');
    expect(addDays('2031-01-10', -10)).toBe('2030-12-31');
  });

  it('today is the local calendar day, also just before midnight on the night the clocks change', () => {
    expect(todayIsoDay(new Date(2031, 2, 8, 23, 30))).toBe('2031-03-08');
    expect(addDays(todayIsoDay(new Date(2031, 2, 8, 23, 30)), 1)).toBe('2031-03-09');
    expect(addDays(todayIsoDay(new Date(2031, 10, 1, 23, 30)), 1)).toBe('2031-11-02');
  });

  it('writes a day as MM/DD/YYYY', () => {
    expect(isoDayToUsDate('2031-07-04')).toBe('07/04/2031');
  });

  it('counts whole years of age, birthdays on leap days included', () => {
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });
});
