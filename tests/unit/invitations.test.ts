// The pure parts of invitations by email: the pasted list, the limits, when a reminder is due,
// and the tracker's rows (docs/email-invitations.md).
import { describe, expect, it } from 'vitest';
import {
  dueAutoReminder,
  invitationsLeftToday,
  invitedWindowFor,
  isValidEmail,
  parseAddressList,
  remindedRecently,
} from '@domain/invitations';
import { lastReminderRound, trackerRows, unansweredCount } from '../../src/features/invitations/invitation-status';
import type { Invitation, TripResponse } from '../../src/lib/models';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('parseAddressList', () => {
  it('reads one per line, comma- or semicolon-separated, and normalizes case', () => {
    expect(parseAddressList(' Mia@Example.com\nleo@example.com, kai@example.org;ana@example.com ')).toEqual({
      valid: ['mia@example.com', 'leo@example.com', 'kai@example.org', 'ana@example.com'],
      invalid: [],
      repeated: [],
    });
  });
  it('names the bad entries as typed and keeps the first of repeated addresses', () => {
    expect(parseAddressList('a@example.com\nnope\nA@EXAMPLE.COM, b@localhost, c@@example.com')).toEqual({
      valid: ['a@example.com'],
      invalid: ['nope', 'b@localhost', 'c@@example.com'],
      repeated: ['a@example.com'],
    });
  });
  it('an empty or blank list holds nothing', () => {
    expect(parseAddressList(' \n, ;')).toEqual({ valid: [], invalid: [], repeated: [] });
  });
  // Moved from the functions tests (inviteTravelers over HTTP): the handler refuses a list with
  // any invalid entry (tests/functions/invitations.test.ts, 'names every bad address').
  it('a header smuggled after a line break is an entry of its own, and not an address', () => {
    expect(parseAddressList('a@example.com\r\nBcc: victim@example.com')).toEqual({
      valid: ['a@example.com', 'victim@example.com'],
      invalid: ['Bcc:'],
      repeated: [],
    });
  });
  it('names, as typed, the addresses the email outbox could not send to', () => {
    const longLabel = `x@${'a'.repeat(64)}.com`;
    expect(parseAddressList(`${longLabel}, ü@example.com, fine@example.com`)).toEqual({
      valid: ['fine@example.com'],
      invalid: [longLabel, 'ü@example.com'],
      repeated: [],
    });
  });
});

describe('isValidEmail', () => {
  it.each(['a@example.com', 'first.last+trip@sub.example.co.uk', "o'neil@example.ie"])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });
  it.each([
    'plain',
    'a@b',
    'a b@example.com',
    'a@example.com\r\nBcc: x@example.com',
    '<a@example.com>',
    'a@-example.com',
    `${'x'.repeat(250)}@example.com`,
    // What the outbox refused while the form took them: one check for both now.
    `x@${'a'.repeat(64)}.com`,
    'ü@example.com',
    `${'l'.repeat(65)}@example.com`,
  ])('refuses %j', (address) => {
    expect(isValidEmail(address)).toBe(false);
  });
});

describe('limits and reminder timing', () => {
  it('counts what is left of the 50 a day', () => {
    expect(invitationsLeftToday(0)).toBe(50);
    expect(invitationsLeftToday(48)).toBe(2);
    expect(invitationsLeftToday(60)).toBe(0);
  });
  it('a reminder within the last 24 hours is recent; one 24 hours ago is not', () => {
    const now = new Date('2026-12-01T09:00:00Z');
    expect(remindedRecently(null, now)).toBe(false);
    expect(remindedRecently(new Date(now.getTime() - 23 * HOUR), now)).toBe(true);
    expect(remindedRecently(new Date(now.getTime() - 24 * HOUR), now)).toBe(false);
  });
  it('day 3 and day 7 are due on exactly their day', () => {
    const invitedAt = new Date('2026-12-01T10:30:00Z');
    const at = (ms: number) => dueAutoReminder(invitedAt, new Date(invitedAt.getTime() + ms));
    expect(at(0)).toBeNull();
    expect(at(3 * DAY - 1)).toBeNull();
    expect(at(3 * DAY)).toBe(3);
    expect(at(4 * DAY - 1)).toBe(3);
    expect(at(4 * DAY)).toBeNull();
    expect(at(6 * DAY + 23 * HOUR)).toBeNull();
    expect(at(7 * DAY)).toBe(7);
    expect(at(8 * DAY)).toBeNull();
  });
  it('the query window for a round holds exactly the invitations whose round is due', () => {
    const now = new Date('2026-12-10T09:00:00Z');
    const { from, to } = invitedWindowFor(3, now);
    expect(dueAutoReminder(to, now)).toBe(3);
    expect(dueAutoReminder(new Date(from.getTime() + 1), now)).toBe(3);
    expect(dueAutoReminder(from, now)).toBeNull();
  });
});

describe('the tracker rows', () => {
  const invitation = (email: string, invitedAt: string, lastReminderAt: string | null = null): Invitation => ({
    key: email,
    email,
    invitedAt: new Date(invitedAt),
    lastReminderAt: lastReminderAt ? new Date(lastReminderAt) : null,
    remindersSent: lastReminderAt ? 1 : 0,
    withdrawnAt: null,
  });
  const response = (name: string, email: string, submittedAt: string) =>
    ({ uid: name, name, email, submittedAt: new Date(submittedAt) }) as TripResponse;

  const invitations = [
    invitation('leo@example.com', '2026-12-03T10:00:00Z'),
    invitation('mia@example.com', '2026-12-01T10:00:00Z', '2026-12-04T09:00:00Z'),
    invitation('ben@example.com', '2026-12-01T10:00:00Z', '2026-12-04T09:00:00Z'),
  ];
  const responses = [
    response('Ben Okafor', 'Ben@Example.com', '2026-12-05T12:00:00Z'),
    response('Ana Rivera', 'ana@example.com', '2026-11-30T12:00:00Z'),
  ];

  it('shows each invitee as invited, reminded or answered, oldest invitation first', () => {
    const { invitees, throughLink } = trackerRows(invitations, responses);
    expect(invitees.map((r) => [r.email, r.state, r.name])).toEqual([
      ['ben@example.com', 'answered', 'Ben Okafor'],
      ['mia@example.com', 'reminded', null],
      ['leo@example.com', 'invited', null],
    ]);
    expect(invitees[0].answeredAt).toEqual(new Date('2026-12-05T12:00:00Z'));
    expect(throughLink).toEqual([{ name: 'Ana Rivera', answeredAt: new Date('2026-11-30T12:00:00Z') }]);
    expect(unansweredCount(invitees)).toBe(2);
  });

  it('a withdrawn invitation shows as withdrawn and waits for nobody, unless its person answered', () => {
    const withdrawnAt = new Date('2026-12-06T08:00:00Z');
    const rows = trackerRows(
      [...invitations, { ...invitation('zoe@example.com', '2026-12-02T10:00:00Z'), withdrawnAt }],
      responses,
    ).invitees;
    expect(rows.find((r) => r.email === 'zoe@example.com')).toMatchObject({ state: 'withdrawn', withdrawnAt });
    expect(unansweredCount(rows)).toBe(2);
    const answeredThenWithdrawn = trackerRows([{ ...invitations[2], withdrawnAt }], responses).invitees;
    expect(answeredThenWithdrawn[0].state).toBe('answered');
  });

  it('the last round is the latest reminder time and everyone reminded then', () => {
    expect(lastReminderRound(invitations)).toEqual({
      at: new Date('2026-12-04T09:00:00Z'),
      reached: ['mia@example.com', 'ben@example.com'],
    });
    expect(lastReminderRound([invitation('leo@example.com', '2026-12-03T10:00:00Z')])).toBeNull();
  });
});
