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

// Each part of an id is capped, so ids stay short enough for everything that embeds them
// (outbox ids, URLs): a 100-character trip name with a long first name once made ids that the
// email triggers refused. The slug of a 100-character name can be longer than 100 (NFKD turns
// some characters into several), hence the cap on the slug, not the name.
export const TRIP_ID_NAME_PART_MAX = 40;
export const TRIP_ID_TRIP_PART_MAX = 100;
/** The longest id deriveTripId makes. */
export const TRIP_ID_MAX_LENGTH = TRIP_ID_NAME_PART_MAX + 1 + TRIP_ID_TRIP_PART_MAX;

function capped(slug: string, max: number): string {
  return slug.slice(0, max).replace(/-+$/, '');
}

/**
 * Returns the trip id, or null when the trip name has no letters or digits to build one from.
 * The first name is slugged too: Firestore ids must not contain '/', and a first name of
 * "Mary Ann" should give "mary-ann-…" rather than a space.
 */
export function deriveTripId(firstName: string | null | undefined, tripName: string): string | null {
  const namePart = capped(slugify(firstName ?? ''), TRIP_ID_NAME_PART_MAX) || 'user';
  const tripPart = capped(slugify(tripName), TRIP_ID_TRIP_PART_MAX);
  return tripPart ? `${namePart}-${tripPart}` : null;
}
