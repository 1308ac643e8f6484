import { Timestamp } from 'firebase/firestore/lite';
import { isoDayToLocalDate, isoDayToUtcNoonMillis, localDateToIsoDay, utcMillisToIsoDay } from '@domain/calendar-day';

/** A calendar day picked in the browser (local midnight) -> Timestamp of 12:00 UTC that day. */
export function dayToTimestamp(date: Date): Timestamp {
  return Timestamp.fromMillis(isoDayToUtcNoonMillis(localDateToIsoDay(date))!);
}

/** A stored calendar day -> local midnight of the same day, whatever the browser's time zone. */
export function timestampToDay(value: unknown): Date | null {
  if (!(value instanceof Timestamp)) return null;
  return isoDayToLocalDate(utcMillisToIsoDay(value.toMillis()));
}

export function timestampToDate(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}
