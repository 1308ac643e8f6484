import { describe, expect, it } from 'vitest';
import { TRIP_INPUT_KEYS, earliestStartDay, validateTripInput } from '@domain/trip-input';

const NOW = Date.UTC(2031, 2, 10, 15); // 2031-03-10 15:00 UTC

function valid(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tripName: 'Summer in Japan',
    numPeople: 4,
    timingFlex: 'same',
    destination: 'Tokyo',
    vibe: 'Food',
    sameOrigin: 'yes',
    startDate: '2031-04-01',
    endDate: '2031-04-08',
    plannedOptions: { hotels: true, restaurants: false, flights: false, transport: false, tickets: false, all: false },
    extraNotes: '',
    tripType: 'international',
    ...overrides,
  };
}

function fieldOf(body: unknown): string | undefined {
  const result = validateTripInput(body, NOW);
  if (result.ok) throw new Error('expected a validation error');
  return result.field;
}

describe('validateTripInput', () => {
  it('accepts a complete form and trims text', () => {
    const result = validateTripInput(valid({ tripName: '  Summer  ', destination: ' Tokyo ' }), NOW);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.tripName).toBe('Summer');
      expect(result.value.destination).toBe('Tokyo');
      expect(Object.keys(result.value).sort()).toEqual([...TRIP_INPUT_KEYS].sort());
    }
  });

  it('refuses bodies that are not plain objects', () => {
    for (const body of [null, undefined, 'x', 3, [], [valid()]]) {
      expect(validateTripInput(body, NOW).ok).toBe(false);
    }
  });

  it('names unknown and missing keys', () => {
    expect(fieldOf(valid({ isAdmin: true }))).toBe('isAdmin');
    for (const key of TRIP_INPUT_KEYS) {
      const body = valid();
      delete body[key];
      expect(fieldOf(body)).toBe(key);
    }
  });

  it('checks types, options and sizes', () => {
    expect(fieldOf(valid({ tripName: 1 }))).toBe('tripName');
    expect(fieldOf(valid({ tripName: 'a'.repeat(101) }))).toBe('tripName');
    expect(validateTripInput(valid({ tripName: 'a'.repeat(100) }), NOW).ok).toBe(true);
    // Identity comes from the account: naming the organizer in the body is refused.
    expect(fieldOf(valid({ organizerEmail: 'ana@example.com' }))).toBe('organizerEmail');
    expect(fieldOf(valid({ firstName: 'Ana' }))).toBe('firstName');
    expect(fieldOf(valid({ numPeople: 0 }))).toBe('numPeople');
    expect(fieldOf(valid({ numPeople: 101 }))).toBe('numPeople');
    expect(fieldOf(valid({ numPeople: 1.5 }))).toBe('numPeople');
    expect(fieldOf(valid({ numPeople: Number.NaN }))).toBe('numPeople');
    expect(validateTripInput(valid({ numPeople: 100 }), NOW).ok).toBe(true);
    expect(fieldOf(valid({ timingFlex: 'SAME' }))).toBe('timingFlex');
    expect(fieldOf(valid({ sameOrigin: 'maybe' }))).toBe('sameOrigin');
    expect(fieldOf(valid({ tripType: 'galactic' }))).toBe('tripType');
    expect(fieldOf(valid({ destination: '' }))).toBe('destination');
    expect(fieldOf(valid({ vibe: 'v'.repeat(2001) }))).toBe('vibe');
    expect(fieldOf(valid({ extraNotes: 'n'.repeat(2001) }))).toBe('extraNotes');
    expect(fieldOf(valid({ firstName: null }))).toBe('firstName');
    // Moved from the functions tests' table of bodies sent over HTTP (createCheckoutSession).
    expect(fieldOf({})).toBe('tripName');
    expect(fieldOf(valid({ tripName: '   ' }))).toBe('tripName');
    expect(fieldOf(valid({ numPeople: '4' }))).toBe('numPeople');
    expect(fieldOf(valid({ numPeople: null }))).toBe('numPeople');
    expect(fieldOf(valid({ destination: 'd'.repeat(201) }))).toBe('destination');
    expect(fieldOf(valid({ vibe: { a: 1 } }))).toBe('vibe');
    expect(fieldOf(valid({ sameOrigin: true }))).toBe('sameOrigin');
    expect(fieldOf(valid({ extraNotes: null }))).toBe('extraNotes');
  });

  it('checks plannedOptions key by key', () => {
    const options = valid().plannedOptions as Record<string, unknown>;
    expect(fieldOf(valid({ plannedOptions: null }))).toBe('plannedOptions');
    expect(fieldOf(valid({ plannedOptions: [] }))).toBe('plannedOptions');
    expect(fieldOf(valid({ plannedOptions: { hotels: true } }))).toBe('plannedOptions.restaurants');
    expect(fieldOf(valid({ plannedOptions: { ...options, spa: true } }))).toBe('plannedOptions.spa');
    expect(fieldOf(valid({ plannedOptions: { ...options, all: 1 } }))).toBe('plannedOptions.all');
    const { tickets: _tickets, ...withoutTickets } = options;
    expect(fieldOf(valid({ plannedOptions: withoutTickets }))).toBe('plannedOptions.tickets');
  });

  it('checks dates: real days as YYYY-MM-DD, end not before start', () => {
    expect(fieldOf(valid({ startDate: '2031-02-29' }))).toBe('startDate');
    expect(fieldOf(valid({ startDate: '2031-04-01T00:00:00Z' }))).toBe('startDate');
    expect(fieldOf(valid({ startDate: 20310401 }))).toBe('startDate');
    expect(fieldOf(valid({ endDate: '2031-4-8' }))).toBe('endDate');
    expect(fieldOf(valid({ startDate: '03/01/2031' }))).toBe('startDate');
    expect(fieldOf(valid({ startDate: '2020-01-01' }))).toBe('startDate');
    expect(fieldOf(valid({ endDate: '2020-01-02' }))).toBe('endDate');
    expect(fieldOf(valid({ endDate: 20310101 }))).toBe('endDate');
    expect(fieldOf(valid({ startDate: '2031-04-08', endDate: '2031-04-07' }))).toBe('endDate');
    expect(validateTripInput(valid({ startDate: '2031-04-08', endDate: '2031-04-08' }), NOW).ok).toBe(true);
  });

  it('accepts a start date that is today anywhere on earth (UTC-12 to UTC+14), nothing earlier', () => {
    const startingOn = (startDate: string, now: number) =>
      validateTripInput(valid({ startDate, endDate: '2031-04-30' }), now);
    // 15:00 UTC on 10 March: it is 10 March from UTC-12 (03:00) to UTC+14 (05:00 on the 11th).
    expect(startingOn('2031-03-10', NOW).ok).toBe(true);
    expect(startingOn('2031-03-09', NOW).ok).toBe(false);
    // 05:00 UTC on 10 March: in UTC-12 it is still 17:00 on 9 March.
    const earlyUtc = Date.UTC(2031, 2, 10, 5);
    expect(startingOn('2031-03-09', earlyUtc).ok).toBe(true);
    expect(startingOn('2031-03-08', earlyUtc).ok).toBe(false);
    // Exactly 12:00 UTC is midnight in UTC-12: 9 March is over everywhere.
    expect(startingOn('2031-03-09', Date.UTC(2031, 2, 10, 12)).ok).toBe(false);
    expect(startingOn('2031-03-09', Date.UTC(2031, 2, 10, 11, 59)).ok).toBe(true);
    expect(earliestStartDay(earlyUtc)).toBe('2031-03-09');
    expect(fieldOf(valid({ startDate: '2031-03-01', endDate: '2031-03-02' }))).toBe('startDate');
  });

  it('needs a trip name that yields a trip id', () => {
    for (const tripName of ['!!!', '🎉🎉', ' - ']) expect(fieldOf(valid({ tripName }))).toBe('tripName');
    expect(validateTripInput(valid({ tripName: 'Été 🌞' }), NOW).ok).toBe(true);
  });
});
