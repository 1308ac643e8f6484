import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  forgetSignedInTraces,
  holdsInviteKey,
  LAST_VISITED_PATH_KEY,
  readDraft,
  saveDraft,
} from '../../src/lib/drafts';
import { hasShapeOf } from '../../src/ui/use-draft';
import {
  PENDING_TRIP_KEY,
  readPendingTrip,
  savePendingTrip,
  type PendingTrip,
} from '../../src/features/trips/pending-trip';

const pending = { tripId: 'ana-bali', userId: 'ana', tripName: 'Bali' } as PendingTrip;

describe('drafts', () => {
  it('round-trip with dates, per account, form and trip', () => {
    const start = new Date(2099, 5, 1);
    saveDraft({ uid: 'ana', form: 'response', scope: 'trip-1' }, { budget: '$900', start, end: null });
    expect(readDraft({ uid: 'ana', form: 'response', scope: 'trip-1' })).toEqual({ budget: '$900', start, end: null });
    expect(readDraft({ uid: 'bo', form: 'response', scope: 'trip-1' })).toBeNull();
    expect(readDraft({ uid: 'ana', form: 'response', scope: 'trip-2' })).toBeNull();
    expect(readDraft({ uid: 'ana', form: 'edit-trip', scope: 'trip-1' })).toBeNull();
    clearDraft({ uid: 'ana', form: 'response', scope: 'trip-1' });
    expect(readDraft({ uid: 'ana', form: 'response', scope: 'trip-1' })).toBeNull();
  });

  it('the pending trip is the checkout draft under the key the spec names', () => {
    savePendingTrip(pending);
    expect(JSON.parse(localStorage.getItem(PENDING_TRIP_KEY) ?? 'null')).toEqual(pending);
    expect(readPendingTrip()).toEqual(pending);
  });

  it('sign-out forgets every draft, the pending trip and an invite path, and nothing else', () => {
    saveDraft({ uid: 'ana', form: 'planner-note', scope: 'trip-1' }, 'call the hotel');
    saveDraft({ uid: 'bo', form: 'create-trip' }, { tripName: 'Bali' });
    savePendingTrip(pending);
    localStorage.setItem(LAST_VISITED_PATH_KEY, '/join/ana-bali?invite=secret');
    localStorage.setItem('unrelated', 'kept');
    forgetSignedInTraces();
    expect(readDraft({ uid: 'ana', form: 'planner-note', scope: 'trip-1' })).toBeNull();
    expect(readDraft({ uid: 'bo', form: 'create-trip' })).toBeNull();
    expect(localStorage.getItem(PENDING_TRIP_KEY)).toBeNull();
    expect(localStorage.getItem(LAST_VISITED_PATH_KEY)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');

    localStorage.setItem(LAST_VISITED_PATH_KEY, '/dashboard');
    forgetSignedInTraces();
    expect(localStorage.getItem(LAST_VISITED_PATH_KEY)).toBe('/dashboard');
  });

  it('knows an invite path', () => {
    expect(holdsInviteKey('/join/t?invite=k')).toBe(true);
    expect(holdsInviteKey('/join/t?x=1')).toBe(false);
  });

  it('a draft of another shape is not restored', () => {
    const pristine = { name: '', start: null as Date | null, options: { hotels: false } };
    expect(hasShapeOf(pristine, { name: 'a', start: new Date(), options: { hotels: true } })).toBe(true);
    expect(hasShapeOf(pristine, { name: 'a', start: null })).toBe(false);
    expect(hasShapeOf(pristine, { name: 1, start: null, options: { hotels: true } })).toBe(false);
    expect(hasShapeOf(pristine, { name: 'a', start: 'x', options: { hotels: true } })).toBe(false);
    expect(hasShapeOf('', 'note')).toBe(true);
    expect(hasShapeOf('', null)).toBe(false);
  });
});
