// Who can read each answer, said at the field (issue #45, item 4; docs/security.md "Who sees
// which answer"). The split itself is @domain/private-answers: what is not private there, the
// whole group reads. Budget stays with the group (decided in docs/security.md).

/** Read by everyone on the trip (the group's cards). */
export const READ_BY_GROUP = 'Everyone on this trip sees this, with your email address.';
export const READ_BY_GROUP_SHORT = 'Everyone on this trip sees this.';
export const BUDGET_READERS =
  'Everyone on this trip sees your budget, so the group can agree on a price range. A range is fine.';
/** Read only by the traveler, the organizer and planners (trips/{id}/privateAnswers). */
export const READ_BY_ORGANIZER_AND_PLANNERS = 'Only you, the trip organizer and our planners see this.';
