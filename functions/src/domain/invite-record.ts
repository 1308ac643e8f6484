// Invite records (docs/security.md "Invite links are capabilities"): what the join page may show
// before joining, copied from the trip into invites/{inviteKey}. Pure data, shared with the app;
// keys themselves are made on the server only (functions/src/invites/invite-store.ts).

/** The trip fields the invites/{key} record copies, and nothing else (no emails, no uids). */
export const INVITE_SUMMARY_FIELDS = [
  'tripName',
  'organizerName',
  'destination',
  'numPeople',
  'vibe',
  'startDate',
  'endDate',
  'status',
  // So a link to a booked trip says it is booked, not "marked as ready" (issue #45).
  'isBooked',
  // The trip's own join questions (docs/join-questions.md): the join form asks them before joining.
  'joinQuestions',
] as const;

export type InviteSummaryField = (typeof INVITE_SUMMARY_FIELDS)[number];

/** invites/{key}: the summary fields as the trip holds them, plus the trip's id. */
export type InviteRecord = { tripId: string } & Partial<Record<InviteSummaryField, unknown>>;

/** The record for `trip` (a trip document's data): the summary fields it has, and its id. */
export function inviteRecordFor(tripId: string, trip: Record<string, unknown>): InviteRecord {
  const record: InviteRecord = { tripId };
  for (const field of INVITE_SUMMARY_FIELDS) if (field in trip) record[field] = trip[field];
  return record;
}
