// The planner workspace's pure parts: the eleven answer columns, the flags for what needs
// action, the list view kept in the URL and the search variants.
import { describe, expect, it, vi } from 'vitest';
import { searchVariants } from '../../src/features/admin/api/admin-api';
import { searchWordOf, searchWords } from '@domain/trip-search';
import { listViewSearch, readListView } from '../../src/features/admin/list-view';
import { RESPONSE_COLUMNS } from '../../src/features/admin/trip-csv';
import { ANSWER_COLUMNS, answerFlags, flagsOf, NO_ANSWER } from '../../src/features/admin/traveler-answers';
import type { FullResponse } from '../../src/lib/models';

function answer(overrides: Partial<FullResponse>): FullResponse {
  return {
    uid: 'u1',
    firstName: 'Ben',
    lastName: 'Okafor',
    name: 'Ben Okafor',
    email: 'ben@example.com',
    availability: '06/01/2027 - 06/10/2027',
    availabilityStart: null,
    availabilityEnd: null,
    budget: '$1,800',
    preferences: 'Street food',
    fromLocation: 'Chicago, IL',
    mustSee: 'Tsukiji',
    flexibility: 'fixed',
    accommodations: '',
    shareRoom: 'yes',
    specialTravel: '',
    submittedAt: null,
    ...overrides,
  };
}

vi.mock('../../src/lib/firebase', () => ({ db: {} }));

describe('answer columns', () => {
  it('are the spec’s eleven response fields, name first', () => {
    // The CSV's response columns but the submission time.
    expect(ANSWER_COLUMNS.map((c) => c.key)).toEqual(RESPONSE_COLUMNS.filter((c) => c !== 'submittedAt'));
    expect(ANSWER_COLUMNS).toHaveLength(11);
  });

  it('show choices in words and a dash for what was left empty', () => {
    const values = ANSWER_COLUMNS.map((c) => c.value(answer({ mustSee: '  ', flexibility: '', shareRoom: 'maybe' })));
    expect(values).toEqual([
      'Ben Okafor',
      'ben@example.com',
      '06/01/2027 - 06/10/2027',
      '$1,800',
      'Street food',
      'Chicago, IL',
      NO_ANSWER,
      NO_ANSWER,
      NO_ANSWER,
      'Maybe',
      NO_ANSWER,
    ]);
  });
});

describe('what needs action', () => {
  it('flags medical or dietary notes, special travel needs and room-sharing answers other than yes', () => {
    expect(flagsOf(answer({}))).toEqual([]);
    expect(
      flagsOf(answer({ accommodations: ' Vegetarian ', specialTravel: 'Wheelchair', shareRoom: 'no' })).map((f) => [
        f.kind,
        f.detail,
      ]),
    ).toEqual([
      ['medical', 'Vegetarian'],
      ['travel', 'Wheelchair'],
      ['room', 'Does not want to share a room'],
    ]);
    expect(flagsOf(answer({ shareRoom: 'maybe' }))[0].detail).toBe('Might share a room');
    expect(flagsOf(answer({ shareRoom: '' }))).toEqual([]);
  });

  it('groups the flags by kind, travelers by name', () => {
    const flags = answerFlags([
      answer({ uid: 'z', name: 'Zoe Ames', accommodations: 'Nut allergy' }),
      answer({ uid: 'a', name: 'Al Burns', accommodations: 'Vegan', shareRoom: 'no' }),
    ]);
    expect(flags.medical.map((f) => f.traveler)).toEqual(['Al Burns', 'Zoe Ames']);
    expect(flags.room.map((f) => f.traveler)).toEqual(['Al Burns']);
    expect(flags.travel).toEqual([]);
  });
});

describe('the list view in the URL', () => {
  it('reads the state, Mine and the search, with defaults for anything else', () => {
    expect(readListView(new URLSearchParams(''))).toEqual({ state: 'ready', mine: false, query: '' });
    expect(readListView(new URLSearchParams('state=finished&mine=1&q=%20bali%20'))).toEqual({
      state: 'finished',
      mine: true,
      query: 'bali',
    });
    expect(readListView(new URLSearchParams('state=deleted&mine=yes')).state).toBe('ready');
    expect(readListView(new URLSearchParams(`q=${'x'.repeat(500)}`)).query).toHaveLength(100);
  });

  it('writes only what differs from the plain list', () => {
    expect(listViewSearch({ state: 'ready', mine: false, query: '' })).toBe('');
    expect(listViewSearch({ state: 'booked', mine: true, query: 'a b' })).toBe('?state=booked&mine=1&q=a+b');
  });
});

describe('search variants', () => {
  it('asks for names as typed and capitalised, emails in lower case', () => {
    expect(searchVariants(' bali')).toEqual({ names: ['bali', 'Bali'], email: 'bali' });
    expect(searchVariants('Ana@Example')).toEqual({ names: ['Ana@Example'], email: 'ana@example' });
  });
});

describe('search words', () => {
  it('stores every word of the name and the whole email, lower case, once each', () => {
    expect(searchWords('Bali Retreat – Bali 2027!', 'Ana@Example.com')).toEqual([
      'bali',
      'retreat',
      '2027',
      'ana@example.com',
    ]);
    expect(searchWords('Café in São Paulo', '')).toEqual(['café', 'in', 'são', 'paulo']);
  });
  it('asks for the first word typed, or an email as typed', () => {
    expect(searchWordOf('  Retreat ')).toBe('retreat');
    expect(searchWordOf('bali retreat')).toBe('bali');
    expect(searchWordOf('Ana@Example.com')).toBe('ana@example.com');
    expect(searchWordOf(' – ')).toBeNull();
  });
});
