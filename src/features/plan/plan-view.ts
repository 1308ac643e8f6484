// Pure helpers of the group view: what the viewer has seen, the CSV, day headings.
import {
  appliesTo,
  formatLocal,
  itemDay,
  nightsOf,
  PLAN_KIND_LABELS,
  type PlanItemPrivate,
  type PublishedItem,
} from '@domain/plan';
import { minorMoneyText } from '@domain/money-text';
import { formatLongDay } from '@/ui/written-dates';
import { TRIP_MARK_PREFIX } from '@/lib/drafts';
import { personalStorage } from '@/lib/shared-computer';

// Forgotten at sign-out with the drafts (lib/drafts.ts).
const seenKey = (tripId: string, uid: string) => `${TRIP_MARK_PREFIX}${tripId}.${uid}`;

/** The version this viewer last opened on this browser (0 when never). */
export function lastSeenVersion(tripId: string, uid: string): number {
  try {
    const value = Number(personalStorage()?.getItem(seenKey(tripId, uid)));
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function markSeen(tripId: string, uid: string, version: number): void {
  try {
    personalStorage()?.setItem(seenKey(tripId, uid), String(version));
  } catch {
    // Private browsing without storage: the marks simply show again next time.
  }
}

/** 'Wednesday, 24 March 2027' for a local day 'YYYY-MM-DD' (a calendar day, not an instant). */
export function dayHeading(isoDay: string): string {
  return formatLongDay(isoDay);
}

/** When an item happens, in the place's time. */
export function whenText<T extends Pick<PublishedItem, 'kind' | 'checkIn' | 'checkOut' | 'start' | 'end'>>(
  item: T,
): string {
  if (item.kind === 'lodging' && item.checkIn && item.checkOut) {
    const nights = nightsOf(item);
    return `${nights} ${nights === 1 ? 'night' : 'nights'}, check-out ${dayHeading(item.checkOut)}`;
  }
  if (!item.start) return '';
  const start = `${formatLocal(item.start)} (${item.start.zone})`;
  return item.end ? `${start} – ${formatLocal(item.end)} (${item.end.zone})` : start;
}

function csvCell(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The viewer's plan as CSV: one row per item of theirs, with their own codes and prices. */
export function planCsv(
  items: readonly PublishedItem[],
  own: Record<string, PlanItemPrivate>,
  uid: string,
  names: Record<string, string>,
): string {
  const header = [
    'Day',
    'Kind',
    'Title',
    'When',
    'Place',
    'For',
    'Confirmation',
    'Booking reference',
    'Price',
    'Notes',
  ];
  const rows = items
    .filter((item) => appliesTo(item, uid))
    .map((item) => {
      const mine = own[item.id];
      const price = mine?.price;
      const priceText = price
        ? [
            price.perPersonMinor !== null ? `${minorMoneyText(price.perPersonMinor, price.currency)} per person` : '',
            price.totalMinor !== null ? `${minorMoneyText(price.totalMinor, price.currency)} total` : '',
          ]
            .filter(Boolean)
            .join(', ')
        : '';
      return [
        itemDay(item),
        PLAN_KIND_LABELS[item.kind],
        item.title,
        whenText(item),
        item.place,
        item.travelers === 'all' ? 'Everyone' : item.travelers.map((t) => names[t] ?? 'A traveler').join('; '),
        mine?.confirmation ?? '',
        mine?.bookingRef ?? '',
        priceText,
        item.notes,
      ];
    });
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function saveFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
