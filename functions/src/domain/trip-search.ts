// What the planners' search matches: every word of a trip's name and its organizer's email,
// stored lower case on the trip (`searchWords`) so one indexed array-contains query finds a trip
// by any of them ("retreat" finds "Bali Retreat"). Firestore has no full-text search.

const WORD = /[\p{L}\p{N}]+/gu;
/** A name of 100 characters has at most 50 words; the email adds one. */
const MAX_WORDS = 60;

/** The words a trip is found by: its name's words and the whole organizer email, lower case. */
export function searchWords(tripName: string, organizerEmail: string): string[] {
  const words = tripName.toLowerCase().match(WORD) ?? [];
  const email = organizerEmail.trim().toLowerCase();
  return [...new Set([...words, ...(email ? [email] : [])])].slice(0, MAX_WORDS);
}

/** The word a search asks for: an email as typed (lower case), else the first word typed. */
export function searchWordOf(text: string): string | null {
  const typed = text.trim().toLowerCase();
  if (typed.includes('@')) return typed;
  return typed.match(WORD)?.[0] ?? null;
}

/**
 * The search words a stored trip should carry when its `searchWords` are missing or out of step
 * with its name and organizer email; null when they are in step (or the document has no name).
 * The order of the stored words does not matter to the query, so it is not compared.
 */
export function staleSearchWords(trip: Record<string, unknown>): string[] | null {
  if (typeof trip.tripName !== 'string') return null;
  const email = typeof trip.organizerEmail === 'string' ? trip.organizerEmail : '';
  const wanted = searchWords(trip.tripName, email);
  const stored = trip.searchWords;
  const inStep =
    Array.isArray(stored) &&
    stored.length === wanted.length &&
    wanted.every((word) => (stored as unknown[]).includes(word));
  return inStep ? null : wanted;
}
