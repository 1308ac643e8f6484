import { describe, expect, it } from 'vitest';
import { DEMO_INVITE_KEYS, DEMO_JOIN_PATHS, DEMO_TRIPS, demoData } from '../../scripts/demo-data';
import { inviteLink } from '@domain/invite-link';

describe('demo invite data', () => {
  it('the demo keys have the shape of real keys (22 base64url characters) and the paths are the app links', () => {
    for (const trip of ['draft', 'ready'] as const) {
      expect(DEMO_INVITE_KEYS[trip]).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(`https://x.example${DEMO_JOIN_PATHS[trip]}`).toBe(
        inviteLink('https://x.example', DEMO_TRIPS[trip], DEMO_INVITE_KEYS[trip]),
      );
    }
  });
  it('each demo copy (plain and per browser-test worker) has its own keys of the same shape', () => {
    const copies = ['', 'w0', 'w1', 'w12'].map((namespace) => demoData(namespace).inviteKeys);
    const keys = copies.flatMap((copy) => [copy.draft, copy.ready]);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(keys).size).toBe(keys.length);
    expect(copies[0]).toEqual({ draft: 'DemoJapanInviteKey0001', ready: 'DemoBaliInviteKey00002' });
  });
});
