import { describe, expect, it } from 'vitest';
import { isOutboxId, MAX_OUTBOX_ID, outboxId } from '../../functions/src/email/outbox-id';

describe('outboxId', () => {
  it('joins short plain parts as they are, leaving out empty ones', () => {
    expect(outboxId('answers', 'ana-japan', 'uid1')).toBe('answers-ana-japan-uid1');
    expect(outboxId('all-answered', 'ana-japan', '')).toBe('all-answered-ana-japan');
  });

  it('hashes ids that would be too long or not plain, keeping them distinct and valid', () => {
    const long = 'x'.repeat(250);
    const a = outboxId('answers', long, 'uid1');
    const b = outboxId('answers', long, 'uid2');
    expect(a).not.toBe(b);
    expect(a.length).toBeLessThanOrEqual(MAX_OUTBOX_ID);
    expect(isOutboxId(a)).toBe(true);
    expect(a.startsWith(`answers-${'x'.repeat(60)}-`)).toBe(true);
    expect(isOutboxId(outboxId('paid', 'a/b'))).toBe(true);
    // Part boundaries count: the same characters split differently are another cause.
    expect(outboxId('k', `${long}-a`, 'b')).not.toBe(outboxId('k', long, 'a-b'));
  });
});
