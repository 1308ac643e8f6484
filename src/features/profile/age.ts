export const MINIMUM_AGE = 18;

/** Whole years between a birthday and `today` (both calendar days). */
export function ageOn(birthday: Date, today: Date = new Date()): number {
  let age = today.getFullYear() - birthday.getFullYear();
  const beforeBirthday =
    today.getMonth() < birthday.getMonth() ||
    (today.getMonth() === birthday.getMonth() && today.getDate() < birthday.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}
