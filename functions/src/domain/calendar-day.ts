// Trip dates, availability and birthdays are calendar days, not instants: a day picked in
// Detroit must show as the same day in Tokyo. Convention: a day travels as 'YYYY-MM-DD'
// and is stored as the instant 12:00 UTC of that day.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' -> epoch millis of 12:00 UTC that day, or null when not a real date. */
export function isoDayToUtcNoonMillis(isoDay: string): number | null {
  const m = ISO_DAY.exec(isoDay);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const millis = Date.UTC(y, mo, d, 12);
  const check = new Date(millis);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo || check.getUTCDate() !== d) return null;
  return millis;
}

/** Epoch millis of any instant on a day (stored as 12:00 UTC) -> 'YYYY-MM-DD' of that day in UTC. */
export function utcMillisToIsoDay(millis: number): string {
  return new Date(millis).toISOString().slice(0, 10);
}

/** A month, day, hour or minute in two digits ('07'), as dates and times are written. */
export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** A local Date (as a date picker yields) -> its calendar day 'YYYY-MM-DD' in local time. */
export function localDateToIsoDay(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** 'YYYY-MM-DD' -> a local Date at midnight of that day (what a date picker shows). */
export function isoDayToLocalDate(isoDay: string): Date {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** 'YYYY-MM-DD' moved by `days` calendar days. Counted on the UTC calendar, which has no
 *  daylight-saving jumps, so adding a day never lands on the same or the day after next. */
export function addDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return utcMillisToIsoDay(Date.UTC(y, m - 1, d + days, 12));
}

/** Today's calendar day where the code runs (local time), as 'YYYY-MM-DD'. */
export function todayIsoDay(now: Date = new Date()): string {
  return localDateToIsoDay(now);
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY', how the app writes a day. */
export function isoDayToUsDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${m}/${d}/${y}`;
}

/** Whole years between a birthday and `today`, both 'YYYY-MM-DD' calendar days. */
export function ageOn(birthday: string, today: string = todayIsoDay()): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** Travelers must be adults: the profile refuses a birthday younger than this. */
export const MINIMUM_AGE = 18;
