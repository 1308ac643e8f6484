// How the app writes a day (MM/dd/yyyy): date fields, trip dates, availability text.
// Without date-fns, so the placeholder shown while the date picker loads costs nothing.
export const US_DATE_FORMAT = 'MM/dd/yyyy';
export const US_DATE_PLACEHOLDER = 'MM/DD/YYYY';

export function formatUsDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
