// When can everyone go? From each traveler's availability (calendar days, either end may be
// missing), find the window all of them share and, when there is none, the best windows
// ranked by how many can go, naming who cannot. Pure: no Firebase, no React, no time zone.
import type { Flexibility } from '@domain/trip';
import type { FullResponse } from '@/lib/models';
import { formatDayNumber, isoOfDayNumber, toDayNumber } from './day-numbers';
import { compareText } from '@domain/text-order';

export type TravelerAvailability = Pick<
  FullResponse,
  'uid' | 'name' | 'availabilityStart' | 'availabilityEnd' | 'flexibility'
>;

/**
 * Inclusive span of day numbers. A missing start means "from any time" (-Infinity), a missing
 * end "with no end given" (+Infinity): a traveler who gave only one date is open on the other side.
 */
export interface TravelerSpan {
  uid: string;
  name: string;
  flexibility: Flexibility | '';
  start: number;
  end: number;
}

export interface GroupWindow {
  /** Day numbers, inclusive; -Infinity / +Infinity when open-ended. */
  start: number;
  end: number;
  /** Length in days, Infinity when open-ended. */
  days: number;
  canGo: TravelerSpan[];
  cannotGo: TravelerSpan[];
}

export interface AvailabilityAnalysis {
  /** Travelers who gave at least one date, by start then name. */
  dated: TravelerSpan[];
  /** Travelers who gave no dates (or an end before the start): they count neither way. */
  undated: Array<Pick<TravelerSpan, 'uid' | 'name' | 'flexibility'>>;
  /** The window every dated traveler shares (the longest one: spans' intersection), or null. */
  shared: GroupWindow | null;
  /** Only when nobody-left-out is impossible: windows at least two can make, best first. */
  best: GroupWindow[];
}

export const MAX_BEST_WINDOWS = 3;

function spanOf(t: TravelerAvailability): TravelerSpan | null {
  const start = t.availabilityStart ? toDayNumber(t.availabilityStart) : -Infinity;
  const end = t.availabilityEnd ? toDayNumber(t.availabilityEnd) : Infinity;
  if (!t.availabilityStart && !t.availabilityEnd) return null;
  if (end < start) return null;
  return { uid: t.uid, name: t.name, flexibility: t.flexibility, start, end };
}

const byName = (a: { name: string }, b: { name: string }) => compareText(a.name, b.name);

function windowOf(start: number, end: number, canGo: TravelerSpan[], everyone: TravelerSpan[]): GroupWindow {
  const going = new Set(canGo.map((t) => t.uid));
  return {
    start,
    end,
    days: Number.isFinite(start) && Number.isFinite(end) ? end - start + 1 : Infinity,
    canGo: [...canGo].sort(byName),
    cannotGo: everyone.filter((t) => !going.has(t.uid)).sort(byName),
  };
}

/**
 * Ranked windows when no day suits everyone. The days where availability changes cut the
 * calendar into segments with a fixed set of available travelers; for each such set, the
 * window is the longest run of consecutive segments where all of that set can go. Ranked by
 * how many can go, then length, then earliest start.
 */
function rankedWindows(dated: TravelerSpan[]): GroupWindow[] {
  const cuts = [...new Set(dated.flatMap((t) => [t.start, t.end + 1]))].sort((a, b) => a - b);
  const segments = cuts.slice(0, -1).map((from, i) => {
    const available = dated.filter((t) => t.start <= from && t.end >= from);
    return { from, to: cuts[i + 1] - 1, available, availableSet: new Set(available) };
  });
  const contains = (available: Set<TravelerSpan>, group: TravelerSpan[]) => group.every((g) => available.has(g));

  const windows = new Map<string, GroupWindow>();
  segments.forEach((segment, i) => {
    const group = segment.available;
    if (group.length === 0) return;
    let first = i;
    let last = i;
    while (first > 0 && contains(segments[first - 1].availableSet, group)) first -= 1;
    while (last < segments.length - 1 && contains(segments[last + 1].availableSet, group)) last += 1;
    const key = `${segments[first].from}:${segments[last].to}`;
    if (!windows.has(key)) windows.set(key, windowOf(segments[first].from, segments[last].to, group, dated));
  });
  return [...windows.values()].sort((a, b) => b.canGo.length - a.canGo.length || b.days - a.days || a.start - b.start);
}

export function analyseAvailability(
  travelers: TravelerAvailability[],
  maxBest = MAX_BEST_WINDOWS,
): AvailabilityAnalysis {
  const dated: TravelerSpan[] = [];
  const undated: AvailabilityAnalysis['undated'] = [];
  for (const traveler of travelers) {
    const span = spanOf(traveler);
    if (span) dated.push(span);
    else undated.push({ uid: traveler.uid, name: traveler.name, flexibility: traveler.flexibility });
  }
  dated.sort((a, b) => a.start - b.start || byName(a, b));
  undated.sort(byName);
  if (dated.length === 0) return { dated, undated, shared: null, best: [] };

  const start = Math.max(...dated.map((t) => t.start));
  const end = Math.min(...dated.map((t) => t.end));
  if (start <= end) return { dated, undated, shared: windowOf(start, end, dated, dated), best: [] };

  const best = rankedWindows(dated)
    .filter((w) => w.canGo.length >= 2)
    .slice(0, maxBest);
  return { dated, undated, shared: null, best };
}

/** The travelers whose dates set the window's first and last day (who to ask to widen it). */
export function windowEdges(window: GroupWindow): { startSetBy: TravelerSpan[]; endSetBy: TravelerSpan[] } {
  return {
    startSetBy: Number.isFinite(window.start) ? window.canGo.filter((t) => t.start === window.start) : [],
    endSetBy: Number.isFinite(window.end) ? window.canGo.filter((t) => t.end === window.end) : [],
  };
}

// ---------- words ----------

/** The join form's flexibility answer (fixed | somewhat | very), as the explanation says it. */
export function flexibilityPhrase(flexibility: Flexibility | ''): string {
  switch (flexibility) {
    case 'fixed':
      return 'dates are fixed';
    case 'somewhat':
      return 'somewhat flexible';
    case 'very':
      return 'very flexible';
    default:
      return 'did not say how flexible';
  }
}

/** 'Jul 4, 2027 – Jul 8, 2027', 'from Jul 4, 2027', 'until Jul 8, 2027' or 'any time'. */
export function formatWindowDates(
  window: Pick<GroupWindow, 'start' | 'end'>,
  day: (n: number) => string = formatDayNumber,
): string {
  const hasStart = Number.isFinite(window.start);
  const hasEnd = Number.isFinite(window.end);
  if (hasStart && hasEnd)
    return window.start === window.end ? day(window.start) : `${day(window.start)} – ${day(window.end)}`;
  if (hasStart) return `from ${day(window.start)} (no end date given)`;
  if (hasEnd) return `until ${day(window.end)} (no start date given)`;
  return 'any time';
}

export function formatDays(days: number): string {
  if (!Number.isFinite(days)) return 'open-ended';
  return days === 1 ? '1 day' : `${days} days`;
}

/** 'Ana, Ben': people named in a sentence or a CSV cell. */
export const names = (people: Array<{ name: string }>) => people.map((p) => p.name).join(', ');

/**
 * The best window in one CSV cell: ISO days, how many of the dated travelers can go, and
 * who cannot. Empty when nobody gave dates.
 */
export function bestWindowCell(analysis: AvailabilityAnalysis): string {
  const window = analysis.shared ?? analysis.best[0];
  const noDates = analysis.undated.length > 0 ? `; no dates from: ${names(analysis.undated)}` : '';
  if (!window) return analysis.dated.length === 0 ? '' : `no overlap${noDates}`;
  const dates = formatWindowDates(window, isoOfDayNumber).replace(' – ', ' to ');
  const who =
    window.cannotGo.length === 0
      ? `all ${window.canGo.length} can go`
      : `${window.canGo.length} of ${analysis.dated.length} can go; cannot: ${names(window.cannotGo)}`;
  return `${dates} (${who}${noDates})`;
}
