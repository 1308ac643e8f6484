// How the app writes a day (MM/dd/yyyy): date fields, trip dates, availability text.
// Without date-fns, so the placeholder shown while the date picker loads, and a page that reads
// stored days, cost nothing: date-fns arrives with the picker.
export const US_DATE_FORMAT = 'MM/dd/yyyy';
export const US_DATE_PLACEHOLDER = 'MM/DD/YYYY';

export function formatUsDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** A day written MM/dd/yyyy (one-digit month and day allowed), or null when it names no real day. */
export function parseUsDate(text: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // 02/30 rolls over to March: a day that does not exist is no day.
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

// Written out rather than with Intl: the first Intl date formatter a page makes costs a long task
// on a slow phone, in the middle of the page's first render (docs/performance.md).
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** '2:05 PM', local time. */
export function formatClockTime(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Nov 27, 2026, 2:05 PM', local time. */
export function formatDateTime(date: Date): string {
  const month = MONTH_NAMES[date.getMonth()].slice(0, 3);
  return `${month} ${date.getDate()}, ${date.getFullYear()}, ${formatClockTime(date)}`;
}

/** 'Friday, 27 November 2026' for a calendar day 'YYYY-MM-DD' (no time zone involved). */
export function formatLongDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]}, ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}
