// The functions' one rate limiter (functions/src/http/rate-limit.ts) against the Firestore
// emulator: a sliding window, the wait until the next take, and no over-taking under races.
import { beforeEach, describe, expect, it } from 'vitest';
import { takeRateLimit } from '../../functions/src/http/rate-limit';
import { clearFirestore } from './helpers/emulators';
import { documentsMentioning } from './helpers/firestore-scan';
import { functionsDb } from './helpers/email';

beforeEach(clearFirestore);

describe('takeRateLimit', () => {
  it('allows max takes in any window, says when the next is free, and keys are separate', async () => {
    const db = functionsDb();
    const limit = { max: 2, windowMs: 60_000 };
    const t0 = Date.parse('2026-12-01T09:00:00Z');
    const at = (ms: number) => new Date(t0 + ms);
    expect(await takeRateLimit(db, 'export:uid-a', limit, at(0))).toEqual({ ok: true, remaining: 1 });
    expect(await takeRateLimit(db, 'export:uid-a', limit, at(10_000))).toEqual({ ok: true, remaining: 0 });
    expect(await takeRateLimit(db, 'export:uid-a', limit, at(20_000))).toEqual({ ok: false, retryAfterMs: 40_000 });
    expect(await takeRateLimit(db, 'export:uid-b', limit, at(20_000))).toEqual({ ok: true, remaining: 1 });
    // The first take leaves the window at 60 s: one is free again, the second still counts.
    expect(await takeRateLimit(db, 'export:uid-a', limit, at(60_001))).toEqual({ ok: true, remaining: 0 });
    expect(await takeRateLimit(db, 'export:uid-a', limit, at(60_002))).toMatchObject({ ok: false });
    // The key is stored only as a hash.
    expect(await documentsMentioning('uid-a')).toEqual([]);
  });

  it('never lets more than max through when requests race', async () => {
    const db = functionsDb();
    const now = new Date();
    const verdicts = await Promise.all(
      Array.from({ length: 6 }, () => takeRateLimit(db, 'race', { max: 3, windowMs: 60_000 }, now)),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(3);
  });
});
