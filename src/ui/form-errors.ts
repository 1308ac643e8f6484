/**
 * Errors clear as they are fixed: a change to a field takes that field's error away (the next
 * submit checks everything again). The join form does the same as the person types.
 */
export function withoutFixed<Errors extends object>(errors: Errors, changed: object): Errors {
  const keys = Object.keys(changed);
  if (!keys.some((key) => key in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key))) as Errors;
}
