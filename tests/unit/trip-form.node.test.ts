import { describe, expect, it } from 'vitest';
import { LIMITS } from '@domain/trip';
import {
  TRIP_FORM_MESSAGES,
  createFormErrors,
  editableFieldErrors,
  errorsFromServer,
  firstInvalidField,
  parseNumPeople,
  type CreateTripForm,
} from '../../src/features/trips/trip-form';

const TODAY = new Date(2031, 5, 1);
const valid: CreateTripForm = {
  tripName: 'Summer in Japan',
  organizerEmail: 'ana@example.com',
  numPeople: '4',
  timingFlex: 'flexible',
  destination: 'Tokyo',
  vibe: 'Food',
  sameOrigin: 'yes',
  startDate: new Date(2031, 5, 10),
  endDate: new Date(2031, 5, 20),
  plannedOptions: { hotels: true, restaurants: false, flights: false, transport: false, tickets: false, all: false },
  extraNotes: '',
  tripType: 'domestic',
};

describe('trip form checks', () => {
  it('accepts a complete form', () => {
    expect(createFormErrors(valid, TODAY)).toEqual({});
  });

  it('checks the number of people against the same limits as the server', () => {
    expect(parseNumPeople(String(LIMITS.numPeopleMin))).toBe(1);
    expect(parseNumPeople(String(LIMITS.numPeopleMax))).toBe(100);
    for (const bad of ['', '0', '101', '2.5', '-3', 'four', '1e2'])
      expect(createFormErrors({ ...valid, numPeople: bad }, TODAY)).toEqual({
        numPeople: TRIP_FORM_MESSAGES.numPeople,
      });
    expect(TRIP_FORM_MESSAGES.numPeople).toBe('Please enter a whole number from 1 to 100.');
  });

  it('names every problem at once, each on its field, in plain words', () => {
    const errors = createFormErrors(
      {
        ...valid,
        tripName: '!!!',
        destination: ' ',
        vibe: '',
        startDate: null,
        endDate: null,
        tripType: '',
      },
      TODAY,
    );
    expect(errors).toEqual({
      tripName: TRIP_FORM_MESSAGES.tripNameLetters,
      destination: TRIP_FORM_MESSAGES.destination,
      vibe: TRIP_FORM_MESSAGES.vibe,
      startDate: TRIP_FORM_MESSAGES.missingDates,
      endDate: TRIP_FORM_MESSAGES.missingDates,
      tripType: TRIP_FORM_MESSAGES.tripType,
    });
    expect(firstInvalidField(errors)).toBe('tripName');
    expect(firstInvalidField({ vibe: 'x', numPeople: 'y' })).toBe('numPeople');
  });

  it('refuses a start before today and an end before the start, comparing calendar days', () => {
    expect(createFormErrors({ ...valid, startDate: new Date(2031, 4, 31, 23, 59) }, TODAY)).toEqual({
      startDate: TRIP_FORM_MESSAGES.startInPast,
    });
    expect(createFormErrors({ ...valid, startDate: new Date(2031, 5, 1, 0, 0) }, new Date(2031, 5, 1, 18))).toEqual({});
    expect(createFormErrors({ ...valid, endDate: new Date(2031, 5, 9) }, TODAY)).toEqual({
      endDate: TRIP_FORM_MESSAGES.endBeforeStart,
    });
  });

  it('the edit form checks only the editable fields, and allows a start already past', () => {
    expect(editableFieldErrors({ ...valid, startDate: new Date(2020, 0, 1), endDate: new Date(2020, 0, 5) })).toEqual(
      {},
    );
    expect(editableFieldErrors({ ...valid, numPeople: '0', destination: '' })).toEqual({
      numPeople: TRIP_FORM_MESSAGES.numPeople,
      destination: TRIP_FORM_MESSAGES.destination,
    });
  });

  it('keeps texts within the server limits', () => {
    expect(createFormErrors({ ...valid, tripName: 'x'.repeat(LIMITS.tripName + 1) }, TODAY)).toHaveProperty('tripName');
    expect(createFormErrors({ ...valid, extraNotes: 'x'.repeat(LIMITS.longText + 1) }, TODAY)).toHaveProperty(
      'extraNotes',
    );
  });

  it("turns a server 400 into that field's plain message, never the server's wording", () => {
    expect(errorsFromServer('numPeople')).toEqual({
      errors: { numPeople: TRIP_FORM_MESSAGES.numPeople },
      formError: null,
    });
    expect(errorsFromServer('plannedOptions.hotels')).toEqual({ errors: {}, formError: TRIP_FORM_MESSAGES.other });
    expect(errorsFromServer(undefined)).toEqual({ errors: {}, formError: TRIP_FORM_MESSAGES.other });
  });
});
