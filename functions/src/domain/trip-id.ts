// Trip ids are derived from the organizer's first name and the trip name,
// e.g. ("Ana", "Summer in Japan!") -> "ana-summer-in-japan". One implementation, used by
// the browser for its early duplicate check and by the functions as the authority.

/** Lowercase, strip accents (é -> e), and turn every run of other characters into one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Returns the trip id, or null when the trip name has no letters or digits to build one from.
 * The first name is slugged too: Firestore ids must not contain '/', and a first name of
 * "Mary Ann" should give "mary-ann-…" rather than a space.
 */
export function deriveTripId(firstName: string | null | undefined, tripName: string): string | null {
  const namePart = slugify(firstName ?? '') || 'user';
  const tripPart = slugify(tripName);
  return tripPart ? `${namePart}-${tripPart}` : null;
}
