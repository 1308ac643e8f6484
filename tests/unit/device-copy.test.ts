// The pure parts of what the app keeps on the device (docs/offline.md); the IndexedDB round trip
// itself is proved in Chromium (tests/e2e/offline-trip.spec.ts): jsdom has no IndexedDB.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetThisDevice,
  isFresh,
  isNetworkFailure,
  KEEP_DAYS,
  readThroughDevice,
  setSharedComputer,
  sharedComputer,
} from '@/lib/device-copy';
import {
  forgetSignedInTraces,
  LAST_VISITED_PATH_KEY,
  namesATrip,
  readDraft,
  saveDraft,
  TRIP_MARK_PREFIX,
} from '@/lib/drafts';
import { savedAtText } from '@/ui/offline-notice';

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the device copy', () => {
  it('is shown for KEEP_DAYS after it was saved, not after', () => {
    const saved = Date.UTC(2026, 10, 1);
    expect(isFresh(saved, saved + KEEP_DAYS * DAY)).toBe(true);
    expect(isFresh(saved, saved + KEEP_DAYS * DAY + 1)).toBe(false);
  });

  it('stands in only for a missing network, never for a refusal', () => {
    expect(isNetworkFailure(Object.assign(new Error('Fetch failed'), { code: 'unavailable' }))).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(Object.assign(new Error('no'), { code: 'permission-denied' }))).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isNetworkFailure(Object.assign(new Error('no'), { code: 'permission-denied' }))).toBe(true);
  });

  it('passes a read through, and its failure when nothing was kept', async () => {
    await expect(readThroughDevice('ana', 'trip/t', () => Promise.resolve(7))).resolves.toEqual({
      value: 7,
      savedAt: null,
    });
    const offline = new TypeError('Failed to fetch');
    await expect(readThroughDevice('ana', 'trip/t', () => Promise.reject(offline))).rejects.toBe(offline);
    const refused = Object.assign(new Error('no'), { code: 'permission-denied' });
    await expect(readThroughDevice('ana', 'trip/t', () => Promise.reject(refused))).rejects.toBe(refused);
  });

  it('remembers "this is a shared computer" for the tab only', () => {
    expect(sharedComputer()).toBe(false);
    setSharedComputer(true);
    expect(sessionStorage.length).toBe(1);
    expect(sharedComputer()).toBe(true);
    setSharedComputer(false);
    expect(sharedComputer()).toBe(false);
  });

  it('says when it was saved in words', () => {
    expect(savedAtText(Date.UTC(2026, 10, 28, 9, 41), 'en-US')).toMatch(/^Sat, Nov 28, \d{1,2}:41 [AP]M$/);
  });
});

describe('sign-out', () => {
  it("forgets the plan's seen marks and a remembered trip path, keeps the rest", () => {
    localStorage.setItem(`${TRIP_MARK_PREFIX}trip-1.ana`, '2');
    localStorage.setItem(LAST_VISITED_PATH_KEY, '/dashboard/trip-1');
    localStorage.setItem('unrelated', 'kept');
    forgetSignedInTraces();
    expect(localStorage.getItem(`${TRIP_MARK_PREFIX}trip-1.ana`)).toBeNull();
    expect(localStorage.getItem(LAST_VISITED_PATH_KEY)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('on a shared computer, drafts live in the tab alone and sign-out forgets them there too', () => {
    setSharedComputer(true);
    const ref = { uid: 'ana', form: 'response', scope: 'trip-1' } as const;
    saveDraft(ref, { budget: '900' });
    expect(localStorage.length).toBe(0);
    expect(readDraft(ref)).toEqual({ budget: '900' });
    forgetSignedInTraces();
    expect(readDraft(ref)).toBeNull();
  });

  it("forgets every cache but the service worker's app shell, which holds nobody's data", async () => {
    const names = ['workbox-precache-v2-https://app/', 'trip-data', 'other'];
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => names,
      delete: async (name: string) => (deleted.push(name), true),
    });
    await forgetThisDevice();
    expect(deleted).toEqual(['trip-data', 'other']);
  });

  it('knows a path that names a trip', () => {
    expect(namesATrip('/dashboard/trip-1')).toBe(true);
    expect(namesATrip('/join/trip-1?invite=k')).toBe(true);
    expect(namesATrip('/dashboard')).toBe(false);
    expect(namesATrip('/')).toBe(false);
  });
});
