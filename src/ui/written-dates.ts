// Written out rather than with Intl: the first Intl date formatter a page makes costs a long task
// on a slow phone, in the middle of the page's first render (docs/performance.md).
import { twoDigits } from '@domain/calendar-day';

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
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
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
