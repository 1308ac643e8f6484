// Dates in emails: trips store calendar days (YYYY-MM-DD); shown in UTC so the day never shifts.
const DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

function showDay(isoDay: string): string {
  const millis = Date.parse(`${isoDay}T12:00:00Z`);
  return Number.isNaN(millis) ? '' : DAY.format(millis);
}

/** "May 3, 2027 – May 9, 2027"; "Dates not set yet" when either day is missing. */
export function tripDates(startDay: string | null, endDay: string | null): string {
  const start = startDay ? showDay(startDay) : '';
  const end = endDay ? showDay(endDay) : '';
  if (!start || !end) return 'Dates not set yet';
  return start === end ? start : `${start} – ${end}`;
}
