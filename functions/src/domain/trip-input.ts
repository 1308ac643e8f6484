// Strict validation of the trip form posted to createCheckoutSession. Pure: no Firebase here,
// so it is unit-tested without an emulator. Anything unexpected is refused with the field named.
import { isoDayToUtcNoonMillis } from './calendar-day.js';
import { slugify } from './trip-id.js';
import {
  LIMITS,
  PLANNED_OPTION_KEYS,
  SAME_ORIGIN,
  TIMING_FLEX,
  TRIP_TYPES,
  type PlannedOptions,
  type SameOrigin,
  type TimingFlex,
  type TripType,
} from './trip.js';

// The organizer's name and email are not here: they come from the account, never from the
// request (docs/security.md, "Identity comes from the account"). A body that sends them is
// refused as having an unexpected field.
export interface TripInput {
  tripName: string;
  numPeople: number;
  timingFlex: TimingFlex;
  destination: string;
  vibe: string;
  sameOrigin: SameOrigin;
  startDate: string;
  endDate: string;
  plannedOptions: PlannedOptions;
  extraNotes: string;
  tripType: TripType;
}

export const TRIP_INPUT_KEYS = [
  'tripName',
  'numPeople',
  'timingFlex',
  'destination',
  'vibe',
  'sameOrigin',
  'startDate',
  'endDate',
  'plannedOptions',
  'extraNotes',
  'tripType',
] as const satisfies readonly (keyof TripInput)[];

export type TripInputResult = { ok: true; value: TripInput } | { ok: false; error: string; field?: string };

// The westernmost time zone on earth is UTC-12: its calendar day is the earliest "today".
const WESTERNMOST_OFFSET_MILLIS = 12 * 60 * 60 * 1000;

class InputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function exactKeys(source: Record<string, unknown>, keys: readonly string[], prefix = ''): void {
  for (const key of Object.keys(source)) {
    if (!keys.includes(key)) throw new InputError(`Unexpected field: ${prefix}${key}`, `${prefix}${key}`);
  }
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(source, key) || source[key] === undefined) {
      throw new InputError(`Missing field: ${prefix}${key}`, `${prefix}${key}`);
    }
  }
}

function text(source: Record<string, unknown>, field: string, max: number, required: boolean): string {
  const value = source[field];
  if (typeof value !== 'string') throw new InputError(`${field} must be a string`, field);
  const trimmed = value.trim();
  if (required && trimmed === '') throw new InputError(`${field} is required`, field);
  if (trimmed.length > max) throw new InputError(`${field} must be at most ${max} characters`, field);
  return trimmed;
}

function oneOf<T extends string>(source: Record<string, unknown>, field: string, options: readonly T[]): T {
  const value = source[field];
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    throw new InputError(`${field} must be one of: ${options.join(', ')}`, field);
  }
  return value as T;
}

function day(source: Record<string, unknown>, field: string): { iso: string; millis: number } {
  const value = source[field];
  const millis = typeof value === 'string' ? isoDayToUtcNoonMillis(value) : null;
  if (millis === null) throw new InputError(`${field} must be a real date as YYYY-MM-DD`, field);
  return { iso: value as string, millis };
}

/**
 * Validates the createCheckoutSession body. `now` decides what "today" is: a start date is
 * accepted when it is today somewhere on earth, so the earliest allowed day is today in
 * UTC-12 (an organizer in Hawaii late in the evening is already "tomorrow" in UTC).
 */
export function validateTripInput(body: unknown, now: number = Date.now()): TripInputResult {
  try {
    return { ok: true, value: parse(body, now) };
  } catch (err) {
    if (err instanceof InputError) return { ok: false, error: err.message, ...(err.field ? { field: err.field } : {}) };
    throw err;
  }
}

/** 'YYYY-MM-DD' of the earliest calendar day that is still "today" somewhere on earth. */
export function earliestStartDay(now: number): string {
  return new Date(now - WESTERNMOST_OFFSET_MILLIS).toISOString().slice(0, 10);
}

function parse(body: unknown, now: number): TripInput {
  if (!isPlainObject(body)) throw new InputError('The request body must be a JSON object');
  exactKeys(body, TRIP_INPUT_KEYS);

  const tripName = text(body, 'tripName', LIMITS.tripName, true);
  if (!slugify(tripName)) throw new InputError('tripName needs at least one letter or digit', 'tripName');

  const numPeople = body.numPeople;
  if (
    typeof numPeople !== 'number' ||
    !Number.isInteger(numPeople) ||
    numPeople < LIMITS.numPeopleMin ||
    numPeople > LIMITS.numPeopleMax
  ) {
    throw new InputError(
      `numPeople must be a whole number from ${LIMITS.numPeopleMin} to ${LIMITS.numPeopleMax}`,
      'numPeople',
    );
  }

  const timingFlex = oneOf(body, 'timingFlex', TIMING_FLEX);
  const destination = text(body, 'destination', LIMITS.destination, true);
  const vibe = text(body, 'vibe', LIMITS.longText, true);
  const sameOrigin = oneOf(body, 'sameOrigin', SAME_ORIGIN);

  const start = day(body, 'startDate');
  const end = day(body, 'endDate');
  if (start.iso < earliestStartDay(now)) throw new InputError('startDate must not be in the past', 'startDate');
  if (end.millis < start.millis) throw new InputError('endDate must not be before startDate', 'endDate');

  const rawOptions = body.plannedOptions;
  if (!isPlainObject(rawOptions)) throw new InputError('plannedOptions must be an object', 'plannedOptions');
  exactKeys(rawOptions, PLANNED_OPTION_KEYS, 'plannedOptions.');
  const plannedOptions = {} as PlannedOptions;
  for (const key of PLANNED_OPTION_KEYS) {
    const value = rawOptions[key];
    if (typeof value !== 'boolean')
      throw new InputError(`plannedOptions.${key} must be true or false`, `plannedOptions.${key}`);
    plannedOptions[key] = value;
  }

  const extraNotes = text(body, 'extraNotes', LIMITS.longText, false);
  const tripType = oneOf(body, 'tripType', TRIP_TYPES);

  return {
    tripName,
    numPeople,
    timingFlex,
    destination,
    vibe,
    sameOrigin,
    startDate: start.iso,
    endDate: end.iso,
    plannedOptions,
    extraNotes,
    tripType,
  };
}
