// The planners' CSV: a Trip Details section, then Trip Responses.
// RFC 4180 quoting, ISO 8601 dates, a UTF-8 byte-order mark so Excel keeps accents, and
// cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) prefixed with '.
// A last Trip Details column, bestWindow, says when the group can go (README "What Tripwise
// does beyond the spec"); the original columns keep their order. The trip's own join questions
// follow the response columns, one column each, headed by the question (docs/join-questions.md).
import { localDateToIsoDay } from '@domain/calendar-day';
import { PLANNED_OPTION_KEYS } from '@domain/trip';
import { analyseAvailability, bestWindowCell } from '../insights';
import { availabilityLabel } from '../responses';
import type { Trip, FullResponse } from '@/lib/models';
import { joinAnswerOf } from '@/features/join-questions';

export const TRIP_COLUMNS = [
  'tripName',
  'organizerEmail',
  'userId',
  'createdAt',
  'startDate',
  'endDate',
  'numPeople',
  'timingFlex',
  'destination',
  'vibe',
  'sameOrigin',
  'extraNotes',
  ...PLANNED_OPTION_KEYS,
  'bestWindow',
] as const;
export const RESPONSE_COLUMNS = [
  'name',
  'email',
  'availability',
  'budget',
  'preferences',
  'fromLocation',
  'mustSee',
  'flexibility',
  'accommodations',
  'shareRoom',
  'specialTravel',
  'submittedAt',
] as const;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (cells: Array<string | number | boolean | null | undefined>) => cells.map(csvCell).join(',');
const isoDay = (date: Date | null) => (date ? localDateToIsoDay(date) : '');
const isoInstant = (date: Date | null) => (date ? date.toISOString() : '');

export function tripCsv(trip: Trip, responses: FullResponse[]): string {
  const lines = [
    row(['Trip Details']),
    row([...TRIP_COLUMNS]),
    row([
      trip.tripName,
      trip.organizerEmail,
      trip.userId,
      isoInstant(trip.createdAt),
      isoDay(trip.startDate),
      isoDay(trip.endDate),
      trip.numPeople,
      trip.timingFlex,
      trip.destination,
      trip.vibe,
      trip.sameOrigin,
      trip.extraNotes,
      ...PLANNED_OPTION_KEYS.map((key) => trip.plannedOptions[key]),
      bestWindowCell(analyseAvailability(responses)),
    ]),
    '',
    row(['Trip Responses']),
  ];
  if (responses.length === 0) {
    lines.push(row(['No responses yet.']));
  } else {
    const questions = trip.joinQuestions ?? [];
    lines.push(row([...RESPONSE_COLUMNS, ...questions.map((q) => q.label)]));
    for (const r of responses) {
      lines.push(
        row([
          r.name,
          r.email,
          availabilityLabel(r),
          r.budget,
          r.preferences,
          r.fromLocation,
          r.mustSee,
          r.flexibility,
          r.accommodations,
          r.shareRoom,
          r.specialTravel,
          isoInstant(r.submittedAt),
          ...questions.map((q) => joinAnswerOf(q, r)),
        ]),
      );
    }
  }
  return BOM + lines.join('\r\n') + '\r\n';
}

export function csvFileName(tripId: string): string {
  return `trip-${tripId}-full.csv`;
}
