// The Firestore collection names the functions use, each written once. The Admin SDK refs
// (functions/src/firestore-refs.ts), the trigger paths and the clean-up plans
// (account-deletion.ts) all build on these; the app names its own in src/lib/firestore-refs.ts
// and the rules in firestore.rules. A new collection is added here first.

export const COLLECTIONS = {
  trips: 'trips',
  /** trips/{tripId}/responses/{uid} */
  responses: 'responses',
  /**
   * trips/{tripId}/privateAnswers/{uid}: the part of a response only its author, the organizer
   * and planners read (docs/security.md, "Who sees which answer").
   */
  privateAnswers: 'privateAnswers',
  /** trips/{tripId}/notes/{noteId}: planners' internal notes. */
  notes: 'notes',
  /** trips/{tripId}/invitations/{emailKey} */
  invitations: 'invitations',
  users: 'users',
  /** invites/{key}: what the join page shows before joining (docs/security.md). */
  invites: 'invites',
  /** checkouts/{sessionId}: the payment record, written by the functions only. */
  checkouts: 'checkouts',
  /** tripIdHolds/{tripId}: an id reserved while its checkout is open. */
  tripIdHolds: 'tripIdHolds',
  /** outbox/{id}: every email, before and after it is sent. */
  outbox: 'outbox',
  /** answerDigests/{tripId}: which answers the organizer was told about, and the open batch. */
  answerDigests: 'answerDigests',
  /** emulatorFaults/{sessionId}: the emulator-only test seam (payments/emulator-fault.ts). */
  emulatorFaults: 'emulatorFaults',
  /** readyNotices/{tripId}: when planners were last told the trip is ready (the cool-down). */
  readyNotices: 'readyNotices',
  /** plannerCache/claims: the uids holding the planner claim, as last listed from Auth. */
  plannerCache: 'plannerCache',
  /** rateLimits/{hash of key}: the takes of one rate-limit key in its window (http/rate-limit.ts). */
  rateLimits: 'rateLimits',
  /** emailOptOuts/{emailKey}: addresses that unsubscribed from invitations (hash only). */
  emailOptOuts: 'emailOptOuts',
  /** trips/{tripId}/planDraft/{itemId}: the plan as planners edit it, one document per item. */
  planDraft: 'planDraft',
  /** trips/{tripId}/planVersions/{version}: a published version, what the whole group reads. */
  planVersions: 'planVersions',
  /** trips/{tripId}/planVersions/{version}/private/{uid}: one traveler's own plan details. */
  planPrivate: 'private',
  /** trips/{tripId}/calendarFeeds/{uid}: the member's calendar subscription token, theirs to read. */
  calendarFeeds: 'calendarFeeds',
  /** calendarTokens/{token}: which trip and member a subscription token opens (server-only). */
  calendarTokens: 'calendarTokens',
  /** trips/{tripId}/planQuestions/{questionId}: a member's question on a plan item, with its answer. */
  planQuestions: 'planQuestions',
  /** trips/{tripId}/planQuestionMarks/{questionId}: the group's text-free sign that a question was asked. */
  planQuestionMarks: 'planQuestionMarks',
  /** trips/{tripId}/planLooksGood/{uid}_{itemId}: a member's "Looks good" on a plan item. */
  planLooksGood: 'planLooksGood',
  /** trips/{tripId}/planChoices/{itemId}: a choice on a plan item (docs/decide-together.md). */
  planChoices: 'planChoices',
  /** trips/{tripId}/planChoices/{itemId}/choiceVotes/{uid}: one member's vote, theirs to write. */
  choiceVotes: 'choiceVotes',
} as const;

const { trips, responses, privateAnswers, invitations, users, checkouts, tripIdHolds, outbox, answerDigests } =
  COLLECTIONS;

/** Document paths, for plans that name what to write (account-deletion.ts). */
export const docPath = {
  trip: (tripId: string) => `${trips}/${tripId}`,
  response: (tripId: string, uid: string) => `${trips}/${tripId}/${responses}/${uid}`,
  privateAnswers: (tripId: string, uid: string) => `${trips}/${tripId}/${privateAnswers}/${uid}`,
  user: (uid: string) => `${users}/${uid}`,
  checkout: (sessionId: string) => `${checkouts}/${sessionId}`,
  answerDigest: (tripId: string) => `${answerDigests}/${tripId}`,
  outboxItem: (id: string) => `${outbox}/${id}`,
  tripIdHold: (tripId: string) => `${tripIdHolds}/${tripId}`,
  note: (tripId: string, noteId: string) => `${trips}/${tripId}/${COLLECTIONS.notes}/${noteId}`,
};

/** The documents the Firestore triggers listen to. */
export const triggerPath = {
  trip: `${trips}/{tripId}`,
  response: `${trips}/{tripId}/${responses}/{responseId}`,
  invitation: `${trips}/{tripId}/${invitations}/{emailKey}`,
  outboxItem: `${outbox}/{id}`,
  planVersion: `${trips}/{tripId}/${COLLECTIONS.planVersions}/{version}`,
  planQuestion: `${trips}/{tripId}/${COLLECTIONS.planQuestions}/{questionId}`,
  planChoice: `${trips}/{tripId}/${COLLECTIONS.planChoices}/{choiceId}`,
};
