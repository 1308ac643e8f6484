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
