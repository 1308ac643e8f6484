import { describe, expect, it } from 'vitest';
import { deriveTripId, slugify, TRIP_ID_MAX_LENGTH } from '@domain/trip-id';

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

  it('caps the first name and the trip name parts, so a long name cannot make an overlong id', () => {
    const id = deriveTripId('Maximiliana'.repeat(10), 'ﬃ'.repeat(100)) ?? '';
    expect(id).toBe(`${'maximiliana'.repeat(4).slice(0, 40)}-${'ffi'.repeat(34).slice(0, 100)}`);
    expect(id.length).toBeLessThanOrEqual(TRIP_ID_MAX_LENGTH);
    // A cut that lands on a hyphen does not leave it dangling.
    expect(deriveTripId('a'.repeat(39) + ' b', 'x'.repeat(99) + ' y')).toBe(`${'a'.repeat(39)}-${'x'.repeat(99)}`);
  });
});
