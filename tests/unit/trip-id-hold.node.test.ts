import { describe, expect, it } from 'vitest';
import { isHeldByOther, parseTripIdHold, slotForPaidSession, type TripIdHold } from '@domain/trip-id-hold';

const NOW = 1_900_000_000_000;
const held = (uid: string, expiresAtMillis = NOW + 60_000): TripIdHold => ({
  status: 'held',
  uid,
  holdId: 'h1',
  sessionId: 'cs_test_1',
  expiresAtMillis,
});

describe('isHeldByOther', () => {
  it('only a live hold by another organizer blocks', () => {
    expect(isHeldByOther(null, 'ana', NOW)).toBe(false);
    expect(isHeldByOther(held('ana'), 'ana', NOW)).toBe(false);
    expect(isHeldByOther(held('ben'), 'ana', NOW)).toBe(true);
    expect(isHeldByOther(held('ben', NOW), 'ana', NOW)).toBe(false);
    expect(isHeldByOther({ status: 'fulfilled', sessionId: 'cs_test_1' }, 'ana', NOW)).toBe(false);
  });
});

describe('slotForPaidSession', () => {
  it('creates when nobody else holds the id', () => {
    expect(slotForPaidSession(false, null, 'ana', 'cs_test_1', NOW)).toBe('create');
    expect(slotForPaidSession(false, held('ana'), 'ana', 'cs_test_2', NOW)).toBe('create');
    expect(slotForPaidSession(false, held('ben', NOW - 1), 'ana', 'cs_test_2', NOW)).toBe('create');
    // The trip was deleted since: its fulfilled hold does not keep the id.
    expect(slotForPaidSession(false, { status: 'fulfilled', sessionId: 'cs_test_9' }, 'ana', 'cs_test_1', NOW)).toBe(
      'create',
    );
  });

  it("recognises this payment's own trip, and refuses someone else's trip or live hold", () => {
    const fulfilled: TripIdHold = { status: 'fulfilled', sessionId: 'cs_test_1' };
    expect(slotForPaidSession(true, fulfilled, 'ana', 'cs_test_1', NOW)).toBe('already-created');
    expect(slotForPaidSession(true, fulfilled, 'ana', 'cs_test_2', NOW)).toBe('taken');
    expect(slotForPaidSession(true, null, 'ana', 'cs_test_1', NOW)).toBe('taken');
    expect(slotForPaidSession(false, held('ben'), 'ana', 'cs_test_1', NOW)).toBe('taken');
  });
});

describe('parseTripIdHold', () => {
  it('reads the two shapes and nothing else', () => {
    expect(parseTripIdHold(undefined)).toBeNull();
    expect(parseTripIdHold({ status: 'fulfilled', sessionId: 'cs_1' })).toEqual({
      status: 'fulfilled',
      sessionId: 'cs_1',
    });
    expect(parseTripIdHold({ status: 'held', uid: 'a', holdId: 'h', sessionId: null, expiresAtMillis: 5 })).toEqual({
      status: 'held',
      uid: 'a',
      holdId: 'h',
      sessionId: null,
      expiresAtMillis: 5,
    });
    expect(parseTripIdHold({ status: 'held', uid: 'a' })).toBeNull();
    expect(parseTripIdHold({ status: 'other' })).toBeNull();
  });
});
