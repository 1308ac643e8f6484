import { afterEach, describe, expect, it } from 'vitest';
import {
  analyseAvailability,
  bestWindowCell,
  flexibilityPhrase,
  formatDays,
  formatWindowDates,
  windowEdges,
  type TravelerAvailability,
} from '../../src/features/insights/availability-window';
import { formatDayNumber, fromDayNumber, isoOfDayNumber, toDayNumber } from '../../src/features/insights/day-numbers';
import { isoDayToLocalDate, localDateToIsoDay } from '@domain/calendar-day';

/** A calendar day as the converters hand it over: local midnight of that day. */
const d = (iso: string) => isoDayToLocalDate(iso);
const n = (iso: string) => toDayNumber(d(iso));

function traveler(
  name: string,
  start: string | null,
  end: string | null,
  flexibility: TravelerAvailability['flexibility'] = 'somewhat',
): TravelerAvailability {
  return {
    uid: name.toLowerCase(),
    name,
    availabilityStart: start ? d(start) : null,
    availabilityEnd: end ? d(end) : null,
    flexibility,
  };
}

const iso = (day: number) => (Number.isFinite(day) ? isoOfDayNumber(day) : String(day));
const span = (w: { start: number; end: number } | null | undefined) => (w ? `${iso(w.start)}..${iso(w.end)}` : null);
const who = (people: Array<{ name: string }>) => people.map((p) => p.name);

describe('shared availability window', () => {
  it('is the overlap of everyone who gave dates', () => {
    const a = analyseAvailability([
      traveler('Ana', '2027-07-01', '2027-07-15'),
      traveler('Ben', '2027-07-04', '2027-07-12', 'fixed'),
      traveler('Dana', '2027-07-06', '2027-07-20', 'very'),
      traveler('Eli', '2027-06-28', '2027-07-09'),
    ]);
    expect(span(a.shared)).toBe('2027-07-06..2027-07-09');
    expect(a.shared?.days).toBe(4);
    expect(who(a.shared!.canGo)).toEqual(['Ana', 'Ben', 'Dana', 'Eli']);
    expect(a.shared!.cannotGo).toEqual([]);
    expect(a.best).toEqual([]);
    const edges = windowEdges(a.shared!);
    expect(who(edges.startSetBy)).toEqual(['Dana']);
    expect(who(edges.endSetBy)).toEqual(['Eli']);
  });

  it('a one-day overlap is a window of one day', () => {
    const a = analyseAvailability([
      traveler('Ana', '2027-07-01', '2027-07-10'),
      traveler('Ben', '2027-07-10', '2027-07-20'),
    ]);
    expect(span(a.shared)).toBe('2027-07-10..2027-07-10');
    expect(a.shared?.days).toBe(1);
    expect(formatDays(a.shared!.days)).toBe('1 day');
    expect(formatWindowDates(a.shared!)).toBe('Jul 10, 2027');
  });

  it('everyone identical: the window is their dates, and everyone sets both edges', () => {
    const a = analyseAvailability(['Ana', 'Ben', 'Cy'].map((name) => traveler(name, '2027-03-01', '2027-03-08')));
    expect(span(a.shared)).toBe('2027-03-01..2027-03-08');
    expect(a.shared?.days).toBe(8);
    expect(who(windowEdges(a.shared!).startSetBy)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(who(windowEdges(a.shared!).endSetBy)).toEqual(['Ana', 'Ben', 'Cy']);
  });

  it('a single traveler: the window is their own dates', () => {
    const a = analyseAvailability([traveler('Solo', '2027-05-02', '2027-05-09')]);
    expect(span(a.shared)).toBe('2027-05-02..2027-05-09');
    expect(bestWindowCell(a)).toBe('2027-05-02 to 2027-05-09 (all 1 can go)');
  });

  it('nobody answered, or nobody gave dates: no window, and the travelers without dates are listed', () => {
    expect(analyseAvailability([])).toEqual({ dated: [], undated: [], shared: null, best: [] });
    const a = analyseAvailability([traveler('Ana', null, null), traveler('Ben', null, null)]);
    expect(a.shared).toBeNull();
    expect(who(a.undated)).toEqual(['Ana', 'Ben']);
    expect(bestWindowCell(a)).toBe('');
  });

  it('travelers without dates count neither way, and are named', () => {
    const a = analyseAvailability([
      traveler('Ana', '2027-07-01', '2027-07-10'),
      traveler('Ben', '2027-07-05', '2027-07-15'),
      traveler('Zed', null, null, 'very'),
    ]);
    expect(span(a.shared)).toBe('2027-07-05..2027-07-10');
    expect(who(a.shared!.canGo)).toEqual(['Ana', 'Ben']);
    expect(who(a.undated)).toEqual(['Zed']);
    expect(bestWindowCell(a)).toBe('2027-07-05 to 2027-07-10 (all 2 can go; no dates from: Zed)');
  });

  it('an end before the start is not guessed at: that traveler counts as without dates', () => {
    const a = analyseAvailability([
      traveler('Ana', '2027-07-10', '2027-07-01'),
      traveler('Ben', '2027-07-05', '2027-07-15'),
    ]);
    expect(who(a.undated)).toEqual(['Ana']);
    expect(span(a.shared)).toBe('2027-07-05..2027-07-15');
  });

  it('open-ended answers: only a start means no end, only an end means no start', () => {
    const a = analyseAvailability([
      traveler('Ana', '2027-07-01', null),
      traveler('Ben', null, '2027-07-20'),
      traveler('Cy', '2027-07-05', '2027-07-30'),
    ]);
    expect(span(a.shared)).toBe('2027-07-05..2027-07-20');
    expect(a.shared?.days).toBe(16);
    expect(who(windowEdges(a.shared!).startSetBy)).toEqual(['Cy']);
    expect(who(windowEdges(a.shared!).endSetBy)).toEqual(['Ben']);
  });

  it('when everyone is open on one side the window is open-ended too', () => {
    const a = analyseAvailability([traveler('Ana', '2027-07-01', null), traveler('Ben', '2027-07-08', null)]);
    expect(a.shared?.start).toBe(n('2027-07-08'));
    expect(a.shared?.end).toBe(Infinity);
    expect(a.shared?.days).toBe(Infinity);
    expect(formatDays(a.shared!.days)).toBe('open-ended');
    expect(formatWindowDates(a.shared!)).toBe('from Jul 8, 2027 (no end date given)');
    expect(who(windowEdges(a.shared!).endSetBy)).toEqual([]);
    expect(bestWindowCell(a)).toBe('from 2027-07-08 (no end date given) (all 2 can go)');
    const until = analyseAvailability([traveler('Ana', null, '2027-07-08')]);
    expect(formatWindowDates(until.shared!)).toBe('until Jul 8, 2027 (no start date given)');
  });
});

describe('best windows when no day suits everyone', () => {
  it('no overlap at all between two travelers: no window, said so in the CSV', () => {
    const a = analyseAvailability([
      traveler('Ana', '2027-07-01', '2027-07-05'),
      traveler('Ben', '2027-07-06', '2027-07-10'),
    ]);
    expect(a.shared).toBeNull();
    expect(a.best).toEqual([]);
    expect(bestWindowCell(a)).toBe('no overlap');
  });

  it('ranks windows by how many can go, then by length, and names who cannot', () => {
    const a = analyseAvailability([
      traveler('Ana', '2027-07-01', '2027-07-10'),
      traveler('Ben', '2027-07-05', '2027-07-15', 'fixed'),
      traveler('Cy', '2027-07-12', '2027-07-20', 'very'),
    ]);
    expect(a.shared).toBeNull();
    expect(a.best.map(span)).toEqual(['2027-07-05..2027-07-10', '2027-07-12..2027-07-15']);
    expect(who(a.best[0].canGo)).toEqual(['Ana', 'Ben']);
    expect(who(a.best[0].cannotGo)).toEqual(['Cy']);
    expect(who(a.best[1].cannotGo)).toEqual(['Ana']);
    expect(bestWindowCell(a)).toBe('2027-07-05 to 2027-07-10 (2 of 3 can go; cannot: Cy)');
  });

  it('a group keeps its whole window even when someone else drops in for part of it', () => {
    const a = analyseAvailability([
      traveler('Ana', '2027-07-01', '2027-07-10'),
      traveler('Ben', '2027-07-01', '2027-07-10'),
      traveler('Cy', '2027-07-04', '2027-07-05'),
      traveler('Dee', '2027-08-01', '2027-08-09'),
    ]);
    expect(a.best.map(span)).toEqual(['2027-07-04..2027-07-05', '2027-07-01..2027-07-10']);
    expect(who(a.best[0].canGo)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(who(a.best[0].cannotGo)).toEqual(['Dee']);
    expect(who(a.best[1].cannotGo)).toEqual(['Cy', 'Dee']);
  });

  it('equal counts and lengths: the earlier window first; at most three windows', () => {
    const a = analyseAvailability([
      traveler('A', '2027-01-01', '2027-01-03'),
      traveler('B', '2027-01-01', '2027-01-03'),
      traveler('C', '2027-02-01', '2027-02-03'),
      traveler('D', '2027-02-01', '2027-02-03'),
      traveler('E', '2027-03-01', '2027-03-03'),
      traveler('F', '2027-03-01', '2027-03-03'),
      traveler('G', '2027-04-01', '2027-04-05'),
      traveler('H', '2027-04-01', '2027-04-05'),
    ]);
    expect(a.best.map(span)).toEqual(['2027-04-01..2027-04-05', '2027-01-01..2027-01-03', '2027-02-01..2027-02-03']);
  });

  it('windows only one person can make are not offered as group windows', () => {
    const a = analyseAvailability([
      traveler('A', '2027-01-01', '2027-01-03'),
      traveler('B', '2027-02-01', '2027-02-03'),
      traveler('C', '2027-03-01', '2027-03-03'),
    ]);
    expect(a.best).toEqual([]);
  });

  it('works with open-ended answers too', () => {
    const a = analyseAvailability([
      traveler('Ana', null, '2027-07-10'),
      traveler('Ben', '2027-07-05', null),
      traveler('Cy', '2027-07-20', '2027-07-30'),
    ]);
    expect(a.shared).toBeNull();
    // Ben (no end) and Cy: 11 days; Ana (no start) and Ben: 6 days.
    expect(a.best.map(span)).toEqual(['2027-07-20..2027-07-30', '2027-07-05..2027-07-10']);
    expect(who(a.best[0].cannotGo)).toEqual(['Ana']);
  });

  it('counts across month and year ends without losing a day', () => {
    const a = analyseAvailability([
      traveler('A', '2027-12-28', '2028-01-03'),
      traveler('B', '2027-12-31', '2028-03-01'),
    ]);
    expect(span(a.shared)).toBe('2027-12-31..2028-01-03');
    expect(a.shared?.days).toBe(4);
    const leap = analyseAvailability([traveler('A', '2028-02-27', '2028-03-02')]);
    expect(leap.shared?.days).toBe(5);
  });
});

describe('words for the explanation', () => {
  it("says each of the join form's flexibility answers", () => {
    expect(flexibilityPhrase('fixed')).toBe('dates are fixed');
    expect(flexibilityPhrase('somewhat')).toBe('somewhat flexible');
    expect(flexibilityPhrase('very')).toBe('very flexible');
    expect(flexibilityPhrase('')).toBe('did not say how flexible');
  });
  it('formats lengths', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(12)).toBe('12 days');
  });
});

describe('calendar days do not shift across time zones', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  // Far apart: UTC+14, UTC-11, and zones with daylight-saving changes in the window.
  for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Detroit', 'Asia/Tokyo', 'Europe/London']) {
    it(`gives the same windows in ${zone}`, () => {
      process.env.TZ = zone;
      // The zone really changed (Node re-reads TZ when it is assigned).
      expect(new Date(2031, 0, 1).getTimezoneOffset()).toBe(
        {
          'Pacific/Kiritimati': -840,
          'Pacific/Pago_Pago': 660,
          'America/Detroit': 300,
          'Asia/Tokyo': -540,
          'Europe/London': 0,
        }[zone],
      );
      const a = analyseAvailability([
        traveler('Ana', '2031-03-05', '2031-03-12'),
        traveler('Ben', '2031-03-09', '2031-04-02'),
        traveler('Cy', '2031-03-11', '2031-03-30'),
      ]);
      expect(span(a.shared)).toBe('2031-03-11..2031-03-12');
      expect(a.shared?.days).toBe(2);
      expect(formatWindowDates(a.shared!)).toBe('Mar 11, 2031 – Mar 12, 2031');
      // Every day of a year round-trips: Date -> number -> Date -> same calendar day.
      for (let day = n('2031-01-01'); day <= n('2031-12-31'); day += 1) {
        const date = fromDayNumber(day);
        expect(toDayNumber(date)).toBe(day);
        expect(isoOfDayNumber(day)).toBe(localDateToIsoDay(date));
      }
      expect(formatDayNumber(n('2031-11-02'))).toBe('Nov 2, 2031');
    });
  }
});
