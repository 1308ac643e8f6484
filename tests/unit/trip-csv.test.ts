import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, RESPONSE_COLUMNS, TRIP_COLUMNS, tripCsv } from '../../src/features/admin/trip-csv';
import type { Trip, TripResponse } from '../../src/lib/models';

const trip: Trip = {
  id: 'ana-summer-in-japan', tripName: 'Summer, "finally" in Japan', userId: 'u1', organizerEmail: 'ana@example.com', organizerName: 'Ana',
  destination: 'Tōkyō', numPeople: 4, vibe: 'Food\nand temples', startDate: new Date(2027, 0, 5), endDate: new Date(2027, 0, 15),
  timingFlex: 'flexible', sameOrigin: 'yes', extraNotes: '=HYPERLINK("http://evil")',
  plannedOptions: { hotels: true, restaurants: false, flights: true, transport: false, tickets: false, all: false },
  tripType: 'international', status: 'ready', readyAt: null, createdAt: new Date('2026-11-20T10:00:00Z'), joined: [], isBooked: false, isFinished: false,
};

function response(overrides: Partial<TripResponse>): TripResponse {
  return {
    uid: 'u2', firstName: 'Zoë', lastName: 'Ødegård', name: 'Zoë Ødegård', email: 'zoe@example.com', availability: '01/05/2027 - 01/12/2027',
    availabilityStart: null, availabilityEnd: null, budget: '$800, maybe $1,000', preferences: 'Ramen 🍜', fromLocation: 'Oslo', mustSee: '+1 the temple',
    flexibility: 'very', accommodations: '@vegan', shareRoom: 'maybe', specialTravel: '-', submittedAt: new Date('2026-11-21T08:30:00Z'), ...overrides,
  };
}

function parse(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: false }).data;
}

describe('trip CSV', () => {
  it('lays out Trip Details then Trip Responses, and survives hostile answers field by field', () => {
    const rows = parse(tripCsv(trip, [response({})]));
    expect(rows[0]).toEqual(['Trip Details']);
    expect(rows[1]).toEqual([...TRIP_COLUMNS]);
    expect(rows[2]).toEqual([
      'Summer, "finally" in Japan', 'ana@example.com', 'u1', '2026-11-20T10:00:00.000Z', '2027-01-05', '2027-01-15', '4', 'flexible',
      'Tōkyō', 'Food\nand temples', 'yes', `'=HYPERLINK("http://evil")`, 'true', 'false', 'true', 'false', 'false', 'false',
    ]);
    expect(rows[3]).toEqual(['']);
    expect(rows[4]).toEqual(['Trip Responses']);
    expect(rows[5]).toEqual([...RESPONSE_COLUMNS]);
    expect(rows[6]).toEqual([
      'Zoë Ødegård', 'zoe@example.com', '01/05/2027 - 01/12/2027', '$800, maybe $1,000', 'Ramen 🍜', 'Oslo', "'+1 the temple",
      'very', "'@vegan", 'maybe', "'-", '2026-11-21T08:30:00.000Z',
    ]);
  });

  it('says so when there are no responses', () => {
    const rows = parse(tripCsv(trip, []));
    expect(rows[5]).toEqual(['No responses yet.']);
  });

  it('quotes only what needs quoting and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('names the file after the trip', () => {
    expect(csvFileName('ana-japan')).toBe('trip-ana-japan-full.csv');
  });
});
