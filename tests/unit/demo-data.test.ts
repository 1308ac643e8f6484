import { describe, expect, it } from 'vitest';
import { INVITE_SUMMARY_FIELDS } from '@domain/invite-record';
import { DEMO_INVITE_KEYS, DEMO_JOIN_PATHS, DEMO_TRIPS, INVITE_RECORD_FIELDS } from '../../scripts/demo-data';
import { inviteLink } from '@domain/invite-link';

describe('demo invite data', () => {
  it("the seed's invite records copy exactly the fields the functions' records copy", () => {
    expect([...INVITE_RECORD_FIELDS]).toEqual([...INVITE_SUMMARY_FIELDS]);
  });
  it('the demo keys have the shape of real keys (22 base64url characters) and the paths are the app links', () => {
    for (const trip of ['draft', 'ready'] as const) {
      expect(DEMO_INVITE_KEYS[trip]).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(`https://x.example${DEMO_JOIN_PATHS[trip]}`).toBe(
        inviteLink('https://x.example', DEMO_TRIPS[trip], DEMO_INVITE_KEYS[trip]),
      );
    }
  });
});
