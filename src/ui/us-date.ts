// How the app writes a day (MM/dd/yyyy): date fields, trip dates, availability text.
// Without date-fns, so the placeholder shown while the date picker loads, and a page that reads
// stored days, cost nothing: date-fns arrives with the picker.
import { twoDigits } from '@domain/calendar-day';

export const US_DATE_FORMAT = 'MM/dd/yyyy';
export const US_DATE_PLACEHOLDER = 'MM/DD/YYYY';

/** '07/01/2027 – 07/10/2027', or null while the trip has no dates (the join page and the dashboard cards). */
export function formatUsDateRange(start: Date | null, end: Date | null): string | null {
  return start && end ? `${formatUsDate(start)} – ${formatUsDate(end)}` : null;
}

export function formatUsDate(date: Date): string {
  return `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${date.getFullYear()}`;
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
