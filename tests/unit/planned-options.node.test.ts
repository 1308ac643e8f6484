import { describe, expect, it } from 'vitest';
import { togglePlannedOption } from '../../src/features/trips/planned-options';

const none = { hotels: false, restaurants: false, flights: false, transport: false, tickets: false, all: false };

describe('planning options', () => {
  it("'All Options' sets all five on, and off again", () => {
    const all = togglePlannedOption(none, 'all', true);
    expect(Object.values(all).every(Boolean)).toBe(true);
    expect(Object.values(togglePlannedOption(all, 'all', false)).some(Boolean)).toBe(false);
  });
  it("ticking or unticking a single option clears 'All Options'", () => {
    const all = togglePlannedOption(none, 'all', true);
    expect(togglePlannedOption(all, 'flights', false)).toEqual({ ...all, flights: false, all: false });
    expect(togglePlannedOption(none, 'hotels', true)).toEqual({ ...none, hotels: true });
  });
});
