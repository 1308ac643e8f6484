import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, RESPONSE_COLUMNS, TRIP_COLUMNS, tripCsv } from '../../src/features/admin/trip-csv';
import type { FullResponse } from '../../src/lib/models';
import { fixtureTrip } from './support/fixtures';

// Every field the CSV shows is spelled out here; the rest is the shared fixture's.
const trip = fixtureTrip({
  tripName: 'Summer, "finally" in Japan',
  organizerEmail: 'ana@example.com',
  userId: 'u1',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  startDate: new Date(2027, 0, 5),
  endDate: new Date(2027, 0, 15),
  numPeople: 4,
  timingFlex: 'flexible',
  destination: 'Tōkyō',
  vibe: 'Food\nand temples',
  sameOrigin: 'yes',
  extraNotes: '=HYPERLINK("http://evil")',
  plannedOptions: { hotels: true, restaurants: false, flights: true, transport: false, tickets: false, all: false },
});

// The columns as the spec ("Admin CSV download") names them, quoted on purpose rather than taken
// from trip-csv.ts, so that these tests fail when the file's columns drift from the spec.
const specColumns = (list: string) => list.split(', ');
const SPEC_TRIP_COLUMNS = specColumns(
  'tripName, organizerEmail, userId, createdAt, startDate, endDate, numPeople, timingFlex, destination, vibe, sameOrigin, extraNotes, hotels, restaurants, flights, transport, tickets, all',
);
const SPEC_RESPONSE_COLUMNS = specColumns(
  'name, email, availability, budget, preferences, fromLocation, mustSee, flexibility, accommodations, shareRoom, specialTravel, submittedAt',
);

function response(overrides: Partial<FullResponse>): FullResponse {
  return {
    uid: 'u2',
    firstName: 'Zoë',
    lastName: 'Ødegård',
    name: 'Zoë Ødegård',
    email: 'zoe@example.com',
    availability: '01/05/2027 - 01/12/2027',
    availabilityStart: null,
    availabilityEnd: null,
    budget: '$800, maybe $1,000',
    preferences: 'Ramen 🍜',
    fromLocation: 'Oslo',
    mustSee: '+1 the temple',
    flexibility: 'very',
    accommodations: '@vegan',
    shareRoom: 'maybe',
    specialTravel: '-',
    submittedAt: new Date('2026-11-21T08:30:00Z'),
    ...overrides,
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
    expect(rows[1]).toEqual([...SPEC_TRIP_COLUMNS, 'bestWindow']);
    expect(rows[2]).toEqual([
      'Summer, "finally" in Japan',
      'ana@example.com',
      'u1',
      '2026-11-20T10:00:00.000Z',
      '2027-01-05',
      '2027-01-15',
      '4',
      'flexible',
      'Tōkyō',
      'Food\nand temples',
      'yes',
      `'=HYPERLINK("http://evil")`,
      'true',
      'false',
      'true',
      'false',
      'false',
      'false',
      '',
    ]);
    expect(rows[3]).toEqual(['']);
    expect(rows[4]).toEqual(['Trip Responses']);
    expect(rows[5]).toEqual(SPEC_RESPONSE_COLUMNS);
    expect(rows[6]).toEqual([
      'Zoë Ødegård',
      'zoe@example.com',
      '01/05/2027 - 01/12/2027',
      '$800, maybe $1,000',
      'Ramen 🍜',
      'Oslo',
      "'+1 the temple",
      'very',
      "'@vegan",
      'maybe',
      "'-",
      '2026-11-21T08:30:00.000Z',
    ]);
  });

  it("keeps the spec's columns in order and adds bestWindow last", () => {
    expect(TRIP_COLUMNS).toEqual([...SPEC_TRIP_COLUMNS, 'bestWindow']);
    expect(RESPONSE_COLUMNS).toEqual(SPEC_RESPONSE_COLUMNS);
  });

  it('puts the shared window, or the best one with who cannot go, in bestWindow', () => {
    const ana = response({
      uid: 'a',
      name: 'Ana Rivera',
      availabilityStart: new Date(2027, 6, 1),
      availabilityEnd: new Date(2027, 6, 10),
    });
    const ben = response({
      uid: 'b',
      name: 'Ben Okafor',
      availabilityStart: new Date(2027, 6, 5),
      availabilityEnd: new Date(2027, 6, 15),
    });
    const cy = response({
      uid: 'c',
      name: 'Cy Diaz',
      availabilityStart: new Date(2027, 6, 20),
      availabilityEnd: new Date(2027, 6, 25),
    });
    const bestWindow = (responses: FullResponse[]) =>
      parse(tripCsv(trip, responses))[2][TRIP_COLUMNS.indexOf('bestWindow')];
    expect(bestWindow([ana, ben])).toBe('2027-07-05 to 2027-07-10 (all 2 can go)');
    expect(bestWindow([ana, ben, cy])).toBe('2027-07-05 to 2027-07-10 (2 of 3 can go; cannot: Cy Diaz)');
    expect(bestWindow([])).toBe('');
  });

  it('shows the one availability day a traveler gave, as the timeline uses it', () => {
    const rows = parse(
      tripCsv(trip, [
        response({ email: 'a@example.com', availability: '', availabilityStart: new Date(2027, 6, 1) }),
        response({ email: 'b@example.com', availability: '', availabilityEnd: new Date(2027, 6, 10) }),
      ]),
    );
    const header = rows.findIndex((cells) => cells[0] === 'name');
    const availability = rows[header].indexOf('availability');
    expect(rows[header + 1][availability]).toBe('From 07/01/2027');
    expect(rows[header + 2][availability]).toBe('Until 07/10/2027');
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
