// A response is two documents (docs/security.md, "Who sees which answer"): what the group sees
// (trips/{id}/responses/{uid}: name, email, availability, budget, must-see) and what only the
// traveler, the organizer and planners see (trips/{id}/privateAnswers/{uid}). Rules grant whole
// documents, not fields, hence two. The seed, the demo data and the migration split with this.

/** The fields of a response that only its author, the organizer and planners may read. */
export const PRIVATE_ANSWER_FIELDS = [
  'preferences',
  'fromLocation',
  'flexibility',
  'accommodations',
  'shareRoom',
  'specialTravel',
  'inviteKey',
] as const;

const isPrivateField = (key: string) => (PRIVATE_ANSWER_FIELDS as readonly string[]).includes(key);

/** A response's fields as the two documents hold them. */
export function splitAnswers<T extends Record<string, unknown>>(
  answers: T,
): { shared: Record<string, unknown>; privateAnswers: Record<string, unknown> } {
  const entries = Object.entries(answers);
  return {
    shared: Object.fromEntries(entries.filter(([key]) => !isPrivateField(key))),
    privateAnswers: Object.fromEntries(entries.filter(([key]) => isPrivateField(key))),
  };
}
