// Calendar days as whole numbers (days since 1970-01-01), so windows can be compared and
// counted with integer arithmetic. The app hands us calendar days as local-midnight Dates
// (src/lib/converters.ts); reading their local year/month/day and counting in UTC keeps a
// day the same day in every time zone, daylight-saving changes included.
import { utcMillisToIsoDay } from '@domain/calendar-day';
import { MONTH_NAMES } from '@/ui/written-dates';

const MS_PER_DAY = 86_400_000;

/** A calendar day (local-midnight Date, as the converters yield) -> its day number. */
export function toDayNumber(date: Date): number {
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY);
}

/** Day number -> local-midnight Date of that calendar day (what the rest of the app uses). */
export function fromDayNumber(day: number): Date {
  const utc = new Date(day * MS_PER_DAY);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
}

/** 'YYYY-MM-DD' of a day number, for the CSV. */
export function isoOfDayNumber(day: number): string {
  return utcMillisToIsoDay(day * MS_PER_DAY);
}

/** 'Jul 4, 2027': how the insights show a day to people. */
export function formatDayNumber(day: number): string {
  const utc = new Date(day * MS_PER_DAY);
  return `${MONTH_NAMES[utc.getUTCMonth()].slice(0, 3)} ${utc.getUTCDate()}, ${utc.getUTCFullYear()}`;
}
