// The conversation's email rules without Firestore (docs/conversation.md, "Email"): who "@Name"
// mentions, and what a person's daily digest lists (since their last digest, at most a week back,
// never their own or hidden messages), its day and its times.
import { describe, expect, it } from 'vitest';
import { mentionedUids, mentionSegments } from '@domain/conversation-mentions';
import {
  DIGEST_LOOKBACK_MS,
  digestDay,
  digestExcerpt,
  digestMessages,
  digestSince,
  digestTime,
  type DigestCandidate,
} from '@domain/conversation-digest';
import { conversationPeople } from '@domain/conversation';

const people = [
  { uid: 'olivia', name: 'Olivia Park' },
  { uid: 'ana', name: 'Ana Silva' },
  { uid: 'ana2', name: 'Ana Lima' },
  { uid: 'ben', name: 'Ben' },
  { uid: 'zoe', name: 'Zoë Müller' },
];

describe('@mentions', () => {
  it('finds a whole name or a first name nobody else on the trip has, in any case', () => {
    expect(mentionedUids('@olivia and @BEN, see you', people)).toEqual(['olivia', 'ben']);
    expect(mentionedUids('Thanks @Olivia Park!', people)).toEqual(['olivia']);
    expect(mentionedUids('@Zoë, hi', people)).toEqual(['zoe']);
  });

  it('needs the whole name when two people share a first name; the longest name wins', () => {
    expect(mentionedUids('@Ana are you in?', people)).toEqual([]);
    expect(mentionedUids('@Ana Lima and @ana silva', people)).toEqual(['ana2', 'ana']);
  });

  it('is not a mention inside an address or a longer word, nor of someone off the trip', () => {
    expect(mentionedUids('mail ben@example.com', people)).toEqual([]);
    expect(mentionedUids('@Benjamin and @Bento', people)).toEqual([]);
    expect(mentionedUids('@Zed', people)).toEqual([]);
  });

  it('names each person once, and cuts the text into plain runs and mentions', () => {
    expect(mentionedUids('@Ben @ben @Ben', people)).toEqual(['ben']);
    expect(mentionSegments('Hi @Ben!', people)).toEqual([
      { text: 'Hi ' },
      { text: '@Ben', mention: 'ben' },
      { text: '!' },
    ]);
    expect(mentionSegments('no mention', [])).toEqual([{ text: 'no mention' }]);
  });
});

describe('the daily digest', () => {
  const now = Date.UTC(2027, 2, 2, 8, 0);
  const message = (authorUid: string, minutesBefore: number, overrides: Partial<DigestCandidate> = {}) => ({
    thread: 'group' as const,
    authorUid,
    role: 'traveler' as const,
    text: `from ${authorUid}`,
    hidden: false,
    atMillis: now - minutesBefore * 60_000,
    ...overrides,
  });

  it('lists others’ visible messages since the last digest, oldest first', () => {
    const since = now - 24 * 3_600_000;
    const listed = digestMessages(
      [
        message('ana', 10),
        message('ben', 60),
        message('olivia', 30),
        message('ana', 25 * 60),
        message('ana', 5, { hidden: true }),
        message('ana', -5),
      ],
      'olivia',
      since,
      now,
    );
    expect(listed.map((m) => [m.authorUid, (now - m.atMillis) / 60_000])).toEqual([
      ['ben', 60],
      ['ana', 10],
    ]);
  });

  it('has nothing when the only new messages are the reader’s own', () => {
    expect(digestMessages([message('olivia', 10)], 'olivia', now - 3_600_000, now)).toEqual([]);
  });

  it('looks back at most a week, from the last digest when there was one', () => {
    expect(digestSince(null, now)).toBe(now - DIGEST_LOOKBACK_MS);
    expect(digestSince(now - 3_600_000, now)).toBe(now - 3_600_000);
    expect(digestSince(now - 30 * 24 * 3_600_000, now)).toBe(now - DIGEST_LOOKBACK_MS);
  });

  it('is one per UTC day, and tells times in UTC', () => {
    expect(digestDay(new Date(Date.UTC(2027, 2, 2, 8, 0)))).toBe('2027-03-02');
    expect(digestDay(new Date(Date.UTC(2027, 2, 2, 23, 59)))).toBe('2027-03-02');
    expect(digestTime(Date.UTC(2027, 10, 28, 14, 5))).toBe('Nov 28, 14:05 UTC');
  });

  it('shortens a long message', () => {
    expect(digestExcerpt('short')).toBe('short');
    const long = digestExcerpt('x'.repeat(2000));
    expect(long).toHaveLength(500);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('conversationPeople', () => {
  it('names the organizer by their answer, else the trip’s organizerName; others by their answers', () => {
    const trip = { userId: 'olivia', organizerName: 'Olivia P', joined: ['olivia', 'ana', 'ben'] };
    expect(conversationPeople(trip, [{ uid: 'ana', name: 'Ana Silva' }])).toEqual([
      { uid: 'olivia', name: 'Olivia P' },
      { uid: 'ana', name: 'Ana Silva' },
      { uid: 'ben', name: 'A traveler' },
    ]);
  });
});
