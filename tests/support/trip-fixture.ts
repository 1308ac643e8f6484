// Olivia's draft trip, the one trip the unit tests (as the app reads it, tests/unit/support/
// fixtures.ts) and the rules tests (as it is stored, tests/rules/support/rules-env.ts) build on:
// the fields both write alike. Dates, ids, keys and the vibe are each side's own.
import type { Trip } from '../../src/lib/models';

/** A fresh copy each call, so a test that changes its trip changes no other test's. */
export const tripFixtureFields = () =>
  ({
    tripName: 'Summer in Japan',
    organizerName: 'Olivia',
    destination: 'Tokyo',
    numPeople: 4,
    timingFlex: 'flexible',
    sameOrigin: 'yes',
    extraNotes: '',
    plannedOptions: { hotels: true, restaurants: false, flights: false, transport: false, tickets: false, all: false },
    tripType: 'international',
    status: 'draft',
    readyAt: null,
    joined: [],
    isBooked: false,
    isFinished: false,
  }) satisfies Partial<Trip>;
