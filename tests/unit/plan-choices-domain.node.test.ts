// The choices' model (functions/src/domain/plan-choices.ts, docs/decide-together.md): deadlines
// as instants from the trip's zone, who may confirm and when, the tally derived from votes,
// who is in, and the item a confirmed option makes.
import { describe, expect, it } from 'vitest';
import { EMPTY_ITEM_FIELDS, type PlanDraftItem } from '@domain/plan';
import {
  appliesAfterChoices,
  choiceProblem,
  confirmProblem,
  deadlineInstant,
  deadlineText,
  isReminderDue,
  isValidAnswers,
  isVotingOpen,
  itemFromOption,
  itemsSaidOut,
  leadingOptions,
  optionSummary,
  tallyChoice,
  type ChoiceOption,
  type ChoiceVote,
  type PlanChoice,
} from '@domain/plan-choices';

const option = (id: 'a' | 'b' | 'c', title: string, overrides: Partial<ChoiceOption> = {}): ChoiceOption => ({
  id,
  title,
  start: null,
  end: null,
  checkIn: '2027-03-26',
  checkOut: '2027-03-29',
  price: { currency: 'USD', perPersonMinor: 42_000, totalMinor: null },
  link: '',
  ...overrides,
});

const deadlineLocal = { at: '2027-03-01T18:00', zone: 'Asia/Makassar' };
const hotel: PlanChoice = {
  kind: 'pick',
  itemKind: 'lodging',
  title: 'Where we stay',
  options: [option('a', 'Jungle Lodge'), option('b', 'Rice Terrace Villa', { price: null })],
  deadlineLocal,
  deadlineMillis: deadlineInstant(deadlineLocal),
  status: 'open',
  confirmedOption: null,
};

describe('deadlines across zones', () => {
  it('stores the instant of the deadline on the trip’s clock, and shows it there', () => {
    expect(new Date(hotel.deadlineMillis).toISOString()).toBe('2027-03-01T10:00:00.000Z');
    expect(deadlineText(hotel)).toBe('Mon, 1 Mar 2027, 18:00 (Asia/Makassar)');
    // The same wall-clock time in New York is a different instant (during daylight saving too).
    expect(new Date(deadlineInstant({ at: '2027-03-20T18:00', zone: 'America/New_York' })).toISOString()).toBe(
      '2027-03-20T22:00:00.000Z',
    );
  });

  it('is open until the deadline, then closed; confirmed is closed', () => {
    expect(isVotingOpen(hotel, hotel.deadlineMillis - 1)).toBe(true);
    expect(isVotingOpen(hotel, hotel.deadlineMillis)).toBe(false);
    expect(isVotingOpen({ ...hotel, status: 'confirmed' }, 0)).toBe(false);
  });

  it('is due for a reminder within the day before its deadline', () => {
    const day = 24 * 3_600_000;
    expect(isReminderDue(hotel, hotel.deadlineMillis - day - 1)).toBe(false);
    expect(isReminderDue(hotel, hotel.deadlineMillis - day)).toBe(true);
    expect(isReminderDue(hotel, hotel.deadlineMillis)).toBe(false);
    expect(isReminderDue({ ...hotel, status: 'confirmed' }, hotel.deadlineMillis - 1)).toBe(false);
  });
});

describe('who may confirm', () => {
  const before = hotel.deadlineMillis - 1;
  const after = hotel.deadlineMillis + 1;
  it('the organizer any time while open; planners after the deadline; nobody else', () => {
    expect(confirmProblem(hotel, 'organizer', before)).toBeNull();
    expect(confirmProblem(hotel, 'organizer', after)).toBeNull();
    expect(confirmProblem(hotel, 'planner', before)).toMatch(/deadline/);
    expect(confirmProblem(hotel, 'planner', after)).toBeNull();
    expect(confirmProblem(hotel, 'other', after)).toMatch(/Only the organizer/);
    expect(confirmProblem({ ...hotel, status: 'confirmed' }, 'organizer', before)).toMatch(/already/);
    expect(confirmProblem({ ...hotel, kind: 'whoIsIn' }, 'organizer', before)).toMatch(/who is in/);
  });
});

describe('a choice’s fields', () => {
  it('accepts two or three options in order and who is in without options', () => {
    expect(choiceProblem(hotel)).toBeNull();
    expect(choiceProblem({ ...hotel, options: [...hotel.options, option('c', 'Treehouse')] })).toBeNull();
    expect(choiceProblem({ ...hotel, kind: 'whoIsIn', itemKind: 'activity', options: [] })).toBeNull();
  });

  it.each<[string, Partial<PlanChoice>, RegExp]>([
    ['one option', { options: [option('a', 'A')] }, /two or three/],
    ['options out of order', { options: [option('b', 'B'), option('a', 'A')] }, /out of order/],
    ['an option without title', { options: [option('a', ' '), option('b', 'B')] }, /title/],
    ['an option of no nights', { options: [option('a', 'A', { checkOut: '2027-03-26' }), option('b', 'B')] }, /after/],
    ['an http link', { options: [option('a', 'A', { link: 'http://x.example' }), option('b', 'B')] }, /https/],
    ['a deadline zone nobody knows', { deadlineLocal: { at: '2027-03-01T18:00', zone: 'Mars/Olympus' } }, /deadline/],
    ['who is in with options', { kind: 'whoIsIn' }, /no options/],
    ['an empty title', { title: '' }, /title/],
  ])('refuses %s', (_name, overrides, problem) => {
    expect(choiceProblem({ ...hotel, ...overrides })).toMatch(problem);
  });

  it('checks timed options’ start and end', () => {
    const timed = (at: string, end: string | null = null) =>
      option('a', 'Early', {
        checkIn: null,
        checkOut: null,
        start: { at, zone: 'Asia/Makassar' },
        end: end ? { at: end, zone: 'Asia/Makassar' } : null,
      });
    const activity = { ...hotel, itemKind: 'activity' as const };
    expect(
      choiceProblem({ ...activity, options: [timed('2027-03-27T03:00'), { ...timed('2027-03-27T05:00'), id: 'b' }] }),
    ).toBeNull();
    expect(
      choiceProblem({
        ...activity,
        options: [timed('2027-03-27T03:00', '2027-03-27T02:00'), { ...timed('2027-03-27T05:00'), id: 'b' }],
      }),
    ).toMatch(/before the start/);
  });
});

describe('the tally, derived from the votes', () => {
  const members = ['olivia', 'ana', 'ben', 'cara'];
  const votes = [
    { uid: 'ana', answers: { a: 'yes', b: 'ifNeedBe' } },
    { uid: 'ben', answers: { a: 'no', b: 'yes' } },
    { uid: 'olivia', answers: { a: 'yes', b: 'no' } },
    // Not on the trip any more, and a vote with a made-up answer: neither counts.
    { uid: 'gone', answers: { a: 'no', b: 'no' } },
    { uid: 'cara', answers: { a: 'maybe', b: 'yes' } },
  ] as unknown as ChoiceVote[];

  it('counts who answered what per option and who has not answered', () => {
    const tally = tallyChoice(hotel, votes, members);
    expect(tally.options).toEqual([
      { id: 'a', yes: ['ana', 'olivia'], ifNeedBe: [], no: ['ben'] },
      { id: 'b', yes: ['ben'], ifNeedBe: ['ana'], no: ['olivia'] },
    ]);
    expect(tally.unanswered).toEqual(['cara']);
    expect(leadingOptions(tally)).toEqual(['a', 'b']);
  });

  it('validates answers against the options', () => {
    expect(isValidAnswers(hotel, { a: 'yes', b: 'no' })).toBe(true);
    expect(isValidAnswers(hotel, { a: 'yes' })).toBe(false);
    expect(isValidAnswers(hotel, { a: 'yes', b: 'no', c: 'no' })).toBe(false);
    expect(isValidAnswers({ kind: 'whoIsIn', options: [] }, { going: 'out' })).toBe(true);
    expect(isValidAnswers({ kind: 'whoIsIn', options: [] }, { going: 'yes' })).toBe(false);
    expect(isValidAnswers(hotel, null)).toBe(false);
  });
});

describe('who is in', () => {
  const dayTrip = { id: 'daytrip', kind: 'whoIsIn' as const };
  const votes = [
    { uid: 'ana', answers: { going: 'in' as const } },
    { uid: 'ben', answers: { going: 'out' as const } },
  ];
  it('takes the item out of the plan of whoever said out, and only theirs', () => {
    const outOf = (uid: string) => itemsSaidOut([dayTrip, { id: 'hotel', kind: 'pick' }], () => votes, uid);
    const item = { id: 'daytrip', travelers: 'all' as const };
    expect(appliesAfterChoices(item, 'ana', outOf('ana'))).toBe(true);
    expect(appliesAfterChoices(item, 'ben', outOf('ben'))).toBe(false);
    // Silence keeps the item: nobody loses it without saying so.
    expect(appliesAfterChoices(item, 'cara', outOf('cara'))).toBe(true);
    const tally = tallyChoice({ kind: 'whoIsIn', options: [] }, votes, ['ana', 'ben', 'cara']);
    expect([tally.in, tally.out, tally.unanswered]).toEqual([['ana'], ['ben'], ['cara']]);
  });
});

describe('confirming an option', () => {
  it('makes the draft item the option: title, nights, price per person and link; travelers kept', () => {
    const draft: PlanDraftItem = {
      ...EMPTY_ITEM_FIELDS,
      kind: 'lodging',
      title: 'Hotel (to be chosen)',
      checkIn: '2027-03-26',
      checkOut: '2027-03-28',
      travelers: ['ana', 'ben'],
      confirmation: 'TBD',
      order: 3,
      rev: 4,
    };
    const chosen = option('b', 'Rice Terrace Villa', { checkOut: '2027-03-30', link: 'https://villa.example.com' });
    expect(itemFromOption(draft, chosen)).toEqual({
      ...draft,
      title: 'Rice Terrace Villa',
      checkOut: '2027-03-30',
      link: 'https://villa.example.com',
      price: { currency: 'USD', perPersonMinor: 42_000, totalMinor: null },
    });
    expect(optionSummary(chosen)).toBe('Rice Terrace Villa, 2027-03-26 to 2027-03-30, $420.00 per person');
  });
});
