// The app holds calendar days as local-midnight Dates; the rule itself is the domain's.
import { ageOn as ageOnDay, localDateToIsoDay } from '@domain/calendar-day';

export { MINIMUM_AGE } from '@domain/calendar-day';

/** Whole years between a birthday and `today` (both calendar days). */
export function ageOn(birthday: Date, today: Date = new Date()): number {
  return ageOnDay(localDateToIsoDay(birthday), localDateToIsoDay(today));
}
