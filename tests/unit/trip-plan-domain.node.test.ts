// The plan's pure rules (functions/src/domain/plan.ts): local times in far-apart zones, nights,
// money per currency, the diff between versions and the split into shared and private parts.
import { describe, expect, it } from 'vitest';
import {
  buildVersion,
  changesFor,
  describeChange,
  diffPlans,
  formatLocal,
  groupByDay,
  isHttpsLinkOrEmpty,
  isTimeZone,
  localAtOf,
  nightsOf,
  perPersonTotals,
  planItemProblem,
  toInstantMillis,
  viewerTimeIfDifferent,
  type DiffableItem,
  EMPTY_ITEM_FIELDS,
} from '@domain/plan';
import { minorMoneyText } from '@domain/money-text';

function item(id: string, overrides: Partial<DiffableItem> = {}): DiffableItem {
  return {
    id,
    kind: 'activity',
    title: `Item ${id}`,
    ...EMPTY_ITEM_FIELDS,
    start: { at: '2027-03-27T09:00', zone: 'Asia/Makassar' },
    order: 1,
    ...overrides,
  };
}

const flight = item('flight', {
  kind: 'flight',
  title: 'Boston to Denpasar',
  start: { at: '2027-03-24T21:40', zone: 'America/New_York' },
  end: { at: '2027-03-26T09:15', zone: 'Asia/Makassar' },
  travelers: ['ana', 'ben'],
  confirmation: 'QX7Z2P',
  price: { currency: 'USD', perPersonMinor: 84_500, totalMinor: null },
});
const villa = item('villa', {
  kind: 'lodging',
  title: 'Ubud villa',
  start: null,
  checkIn: '2027-03-26',
  checkOut: '2027-03-28',
  order: 2,
  price: { currency: 'IDR', perPersonMinor: null, totalMinor: 9_000_000 },
});

describe('local times in the place’s zone', () => {
  it('turns a wall-clock time into the instant, across far-apart zones', () => {
    // 21:40 in New York on 24 March 2027 (EDT, UTC-4) is 01:40 UTC on the 25th.
    expect(new Date(toInstantMillis(flight.start!)).toISOString()).toBe('2027-03-25T01:40:00.000Z');
    // 09:15 in Bali (UTC+8) is 01:15 UTC.
    expect(new Date(toInstantMillis(flight.end!)).toISOString()).toBe('2027-03-26T01:15:00.000Z');
    expect(localAtOf(toInstantMillis(flight.start!), 'Pacific/Auckland')).toBe('2027-03-25T14:40');
  });

  it('keeps the wall-clock time across a daylight-saving change', () => {
    // New York springs forward on 14 March 2027: 09:00 EST before, 09:00 EDT after.
    const before = toInstantMillis({ at: '2027-03-13T09:00', zone: 'America/New_York' });
    const after = toInstantMillis({ at: '2027-03-15T09:00', zone: 'America/New_York' });
    expect(after - before).toBe(2 * 86_400_000 - 3_600_000);
  });

  it('adds the viewer’s own time only when it differs', () => {
    expect(viewerTimeIfDifferent(flight.start!, { zone: 'America/New_York' })).toBeNull();
    expect(viewerTimeIfDifferent(flight.start!, { zone: 'Europe/Lisbon' })).toBe('Thu 25 Mar, 01:40');
  });

  it('reads the device’s own clock from the published instant, as Intl would in its zone', () => {
    const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const instant = toInstantMillis(flight.start!);
    const expected = viewerTimeIfDifferent(flight.start!, { zone: deviceZone });
    expect(viewerTimeIfDifferent(flight.start!, { instant })).toBe(expected);
    // On the place's own clock there is nothing to add.
    const here = { at: localAtOf(instant, deviceZone), zone: deviceZone };
    expect(viewerTimeIfDifferent(here, { instant })).toBeNull();
  });

  it('writes a clock’s reading exactly as Intl writes it in British English, in every month', () => {
    const intl = (withYear: boolean) =>
      new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        ...(withYear ? { year: 'numeric' } : {}),
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      });
    for (let month = 1; month <= 12; month += 1) {
      const at = `2027-${String(month).padStart(2, '0')}-0${(month % 9) + 1}T${String(month + 8).padStart(2, '0')}:05`;
      const instant = Date.parse(`${at}:00Z`);
      expect(formatLocal({ at })).toBe(intl(false).format(instant));
      expect(formatLocal({ at }, { withYear: true })).toBe(intl(true).format(instant));
    }
  });

  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Asia/Makassar')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('days and nights', () => {
  it('counts lodging as nights and groups items on their local day', () => {
    expect(nightsOf(villa)).toBe(2);
    const days = groupByDay([
      villa,
      flight,
      item('dinner', { start: { at: '2027-03-26T19:00', zone: 'Asia/Makassar' }, order: 3 }),
    ]);
    expect(days.map((d) => [d.day, d.items.map((i) => i.id)])).toEqual([
      ['2027-03-24', ['flight']],
      ['2027-03-26', ['villa', 'dinner']],
    ]);
  });
});

describe('what an item may hold', () => {
  it('accepts a flight across zones and lodging as nights', () => {
    expect(planItemProblem(flight)).toBeNull();
    expect(planItemProblem(villa)).toBeNull();
  });

  it.each([
    [
      'an end before the start',
      { end: { at: '2027-03-24T20:00', zone: 'America/New_York' } },
      'The end must not be before the start.',
    ],
    [
      'lodging of no nights',
      { ...villa, checkOut: '2027-03-26' },
      'Check-out must be at least one night after check-in.',
    ],
    ['an http link', { link: 'http://example.com' }, 'The booking link must start with https://.'],
    [
      'an unknown zone',
      { start: { at: '2027-03-24T21:40', zone: 'Nowhere/Else' } },
      'Give a start date, time and time zone.',
    ],
    [
      'a 31st of February',
      { start: { at: '2027-02-31T10:00', zone: 'UTC' } },
      'Give a start date, time and time zone.',
    ],
    [
      'a lower-case currency',
      { price: { currency: 'usd', perPersonMinor: 1, totalMinor: null } },
      'The currency must be a three-letter ISO code.',
    ],
    [
      'a price with no amount',
      { price: { currency: 'USD', perPersonMinor: null, totalMinor: null } },
      'Give a price per person or a total.',
    ],
    ['nobody named', { travelers: [] }, 'Choose the whole group or at least one traveler.'],
  ] as [string, Partial<DiffableItem>, string][])('refuses %s', (_name, overrides, problem) => {
    expect(planItemProblem({ ...flight, ...overrides })).toBe(problem);
  });

  it('allows only https links', () => {
    expect(isHttpsLinkOrEmpty('')).toBe(true);
    expect(isHttpsLinkOrEmpty('https://maps.example.com/x?y=1')).toBe(true);
    expect(isHttpsLinkOrEmpty('javascript:alert(1)')).toBe(false);
    expect(isHttpsLinkOrEmpty('https:// spaced')).toBe(false);
  });
});

describe('money', () => {
  it('totals per person and per currency, never mixing currencies', () => {
    const own = { flight: flight, villa: villa };
    // ana: her flight (845 USD) and a third of the villa (9,000,000 IDR / 3 travelers).
    expect(perPersonTotals([flight, villa], own, 'ana', 3)).toEqual({ USD: 84_500, IDR: 3_000_000 });
    // cat is not on the flight: only the villa.
    expect(perPersonTotals([flight, villa], own, 'cat', 3)).toEqual({ IDR: 3_000_000 });
  });

  it('formats minor units with the currency’s own decimals', () => {
    expect(minorMoneyText(84_500, 'USD')).toBe('$845.00');
    // The rupiah has no minor unit in use (CLDR): its minor units are whole rupiah.
    expect(minorMoneyText(3_000_000, 'IDR')).toBe('IDR\u00a03,000,000');
    expect(minorMoneyText(1_500, 'JPY')).toBe('¥1,500');
  });
});

describe('versions', () => {
  it('says what changed, in words, and to whom', () => {
    const moved = { ...flight, start: { at: '2027-03-24T22:10', zone: 'America/New_York' }, confirmation: 'NEW123' };
    const changes = diffPlans([flight, villa], [moved, item('rafting', { order: 5 })]);
    expect(changes.map(describeChange)).toEqual([
      'Changed time, confirmation code: Boston to Denpasar',
      'Added: Item rafting',
      'Removed: Ubud villa',
    ]);
    // The codes themselves never appear in a change.
    expect(JSON.stringify(changes)).not.toContain('NEW123');
    expect(changesFor(changes, 'cat').map((c) => c.kind)).toEqual(['added', 'removed']);
    expect(changesFor(changes, 'ana').map((c) => c.kind)).toEqual(['changed', 'added', 'removed']);
  });

  it('ignores a reorder alone', () => {
    expect(diffPlans([flight, villa], [{ ...flight, order: 9 }, villa])).toEqual([]);
  });

  it('splits a version into the group’s part and each traveler’s private part', () => {
    const v1 = buildVersion(1, [flight, villa], null, ['ana', 'ben', 'cat'], {
      ana: 'Ana',
      ben: 'Ben',
      cat: 'Cat',
      x: 'X',
    });
    expect(v1.shared.items.map((i) => [i.id, i.changedIn])).toEqual([
      ['flight', 1],
      ['villa', 1],
    ]);
    // Each start's instant, worked out once at publish for every viewer's clock.
    expect(v1.shared.items.map((i) => i.startInstant)).toEqual([toInstantMillis(flight.start!), null]);
    expect(JSON.stringify(v1.shared)).not.toContain('QX7Z2P');
    expect(v1.shared.travelerNames).toEqual({ ana: 'Ana', ben: 'Ben', cat: 'Cat' });
    const cat = v1.privateParts.find((p) => p.uid === 'cat')!;
    expect(Object.keys(cat.items)).toEqual(['villa']);
    expect(v1.privateParts.find((p) => p.uid === 'ana')!.items.flight.confirmation).toBe('QX7Z2P');

    const v2 = buildVersion(
      2,
      [{ ...flight, notes: 'Gate changed' }, villa],
      { items: v1.shared.items, privateItems: v1.privateParts[0].items },
      ['ana', 'ben', 'cat'],
      {},
    );
    expect(v2.shared.items.map((i) => [i.id, i.changedIn])).toEqual([
      ['flight', 2],
      ['villa', 1],
    ]);
    expect(v2.shared.changes.map(describeChange)).toEqual(['Changed notes: Boston to Denpasar']);
  });
});
