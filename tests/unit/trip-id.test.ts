import { describe, expect, it } from 'vitest';
import { deriveTripId, slugify } from '@domain/trip-id';

describe('deriveTripId', () => {
  it('joins the slugged first name and trip name', () => {
    expect(deriveTripId('Ana', 'Summer in Japan!')).toBe('ana-summer-in-japan');
  });

  it('strips accents', () => {
    expect(deriveTripId('José', 'Café Crème à Paris')).toBe('jose-cafe-creme-a-paris');
  });

  it('drops emoji and collapses punctuation runs into one hyphen', () => {
    expect(deriveTripId('Ana', '🌴 Beach!!! --- Party ☀️ 2026')).toBe('ana-beach-party-2026');
    expect(slugify('  a...b,,,c  ')).toBe('a-b-c');
  });

  it("uses 'user' when the first name is empty or has no letters", () => {
    expect(deriveTripId('', 'Ski Week')).toBe('user-ski-week');
    expect(deriveTripId(null, 'Ski Week')).toBe('user-ski-week');
    expect(deriveTripId(undefined, 'Ski Week')).toBe('user-ski-week');
    expect(deriveTripId('🙂', 'Ski Week')).toBe('user-ski-week');
  });

  it('slugs multi-word first names and never yields a slash', () => {
    expect(deriveTripId('Mary Ann', 'Lake/Trip')).toBe('mary-ann-lake-trip');
  });

  it('returns null when the trip name has no letters or digits', () => {
    expect(deriveTripId('Ana', '!!!')).toBeNull();
    expect(deriveTripId('Ana', '🎉🎉')).toBeNull();
    expect(deriveTripId('Ana', '')).toBeNull();
  });
});
