// The Firestore schema's names and paths, each written once for every part: the app's refs
// (src/lib/firestore-refs.ts), the functions' refs (functions/src/firestore-refs.ts), the
// trigger paths, the clean-up plans (account-deletion.ts), the seed and demo scripts and the
// test helpers all build on these. Only firestore.rules repeats them (rules cannot import).
// A new collection is added here first (docs/architecture.md, "Adding a collection").

export const COLLECTIONS = {
  trips: 'trips',
  /** trips/{tripId}/responses/{uid} */
  responses: 'responses',
  /**
   * trips/{tripId}/privateAnswers/{uid}: the part of a response only its author, the organizer
   * and planners read (docs/security.md, "Who sees which answer").
   */
  privateAnswers: 'privateAnswers',
  /**
   * trips/{tripId}/plannerAnswers/{uid}: a traveler's answers to the trip's planners-only join
   * questions, read by that traveler and planners alone (docs/join-questions.md).
   */
  plannerAnswers: 'plannerAnswers',
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
  /** trips/{tripId}/planQuestionQuota/{uid}: how many questions the member asked this hour (rules-enforced). */
  planQuestionQuota: 'planQuestionQuota',
  /** trips/{tripId}/planQuestionDigests/planners: when the planners were last emailed of questions (functions only). */
  planQuestionDigests: 'planQuestionDigests',
  /** trips/{tripId}/planChoices/{itemId}: a choice on a plan item (docs/decide-together.md). */
  planChoices: 'planChoices',
  /** trips/{tripId}/planChoices/{itemId}/choiceVotes/{uid}: one member's vote, theirs to write. */
  choiceVotes: 'choiceVotes',
  /**
   * trips/{tripId}/bookingDetails/{uid}: one traveler's passport and legal-name details, read by
   * that traveler and planners only (docs/booking-details.md).
   */
  bookingDetails: 'bookingDetails',
  /**
   * trips/{tripId}/roomWishes/{uid}: whom a traveler would like to share a room with and, privately,
   * would rather not; read by that traveler and planners only (docs/booking-details.md, "Rooming").
   */
  roomWishes: 'roomWishes',
  /** trips/{tripId}/rooming/current: the planners' saved rooming list (planners only). */
  rooming: 'rooming',
  /** trips/{tripId}/roomAssignments/{uid}: one traveler's room and roommates, written by planners. */
  roomAssignments: 'roomAssignments',
  /** trips/{tripId}/money/settings: the planners' money settings and policy versions (docs/payments.md). */
  money: 'money',
  /** trips/{tripId}/shares/{uid}: one traveler's quote, payments and refunds; theirs and planners' to read. */
  shares: 'shares',
  /** trips/{tripId}/paymentStatus/{uid}: the organizer's view of a traveler's payments, a status only. */
  paymentStatus: 'paymentStatus',
  /** tripPayments/{paymentIntentId}: the ledger of trip money, server-only, kept for accounting. */
  tripPayments: 'tripPayments',
  /** moneyCheckouts/{sessionId}: a trip-money Checkout Session and what it was for, server-only. */
  moneyCheckouts: 'moneyCheckouts',
  /** trips/{tripId}/messages/{messageId}: the trip conversation's group thread (docs/conversation.md). */
  messages: 'messages',
  /** trips/{tripId}/privateThreads/{travelerUid}/messages/{messageId}: one traveler's thread with the planners. */
  privateThreads: 'privateThreads',
  /** trips/{tripId}/messageQuota/{uid}: how many messages the person wrote in the current minute (rules-enforced). */
  messageQuota: 'messageQuota',
  /** trips/{tripId}/conversationPrefs/{uid}: the person's own "Mute this conversation" (theirs alone to read and write). */
  conversationPrefs: 'conversationPrefs',
  /** trips/{tripId}/conversationDigests/{uid}: when the person's last daily digest was made (functions only). */
  conversationDigests: 'conversationDigests',
} as const;

const C = COLLECTIONS;
const { trips, responses, privateAnswers, invitations, users, checkouts, tripIdHolds, outbox, answerDigests } = C;

/** Collection paths, for the SDKs that take a path (a subcollection's path names its trip). */
export const collectionPath = {
  trips,
  responses: (tripId: string) => `${trips}/${tripId}/${responses}`,
  privateAnswers: (tripId: string) => `${trips}/${tripId}/${privateAnswers}`,
  plannerAnswers: (tripId: string) => `${trips}/${tripId}/${C.plannerAnswers}`,
  notes: (tripId: string) => `${trips}/${tripId}/${C.notes}`,
  invitations: (tripId: string) => `${trips}/${tripId}/${invitations}`,
  planDraft: (tripId: string) => `${trips}/${tripId}/${C.planDraft}`,
  planVersions: (tripId: string) => `${trips}/${tripId}/${C.planVersions}`,
  planPrivate: (tripId: string, version: number) => `${trips}/${tripId}/${C.planVersions}/${version}/${C.planPrivate}`,
  calendarFeeds: (tripId: string) => `${trips}/${tripId}/${C.calendarFeeds}`,
  planQuestions: (tripId: string) => `${trips}/${tripId}/${C.planQuestions}`,
  planQuestionMarks: (tripId: string) => `${trips}/${tripId}/${C.planQuestionMarks}`,
  planLooksGood: (tripId: string) => `${trips}/${tripId}/${C.planLooksGood}`,
  planChoices: (tripId: string) => `${trips}/${tripId}/${C.planChoices}`,
  choiceVotes: (tripId: string, choiceId: string) => `${trips}/${tripId}/${C.planChoices}/${choiceId}/${C.choiceVotes}`,
  bookingDetails: (tripId: string) => `${trips}/${tripId}/${C.bookingDetails}`,
  roomWishes: (tripId: string) => `${trips}/${tripId}/${C.roomWishes}`,
  roomAssignments: (tripId: string) => `${trips}/${tripId}/${C.roomAssignments}`,
  messages: (tripId: string) => `${trips}/${tripId}/${C.messages}`,
  privateMessages: (tripId: string, travelerUid: string) =>
    `${trips}/${tripId}/${C.privateThreads}/${travelerUid}/${C.messages}`,
  users,
  invites: C.invites,
  outbox,
  checkouts,
  tripIdHolds,
  calendarTokens: C.calendarTokens,
  shares: (tripId: string) => `${trips}/${tripId}/${C.shares}`,
  paymentStatus: (tripId: string) => `${trips}/${tripId}/${C.paymentStatus}`,
  tripPayments: C.tripPayments,
  moneyCheckouts: C.moneyCheckouts,
  conversationPrefs: (tripId: string) => `${trips}/${tripId}/${C.conversationPrefs}`,
  conversationDigests: (tripId: string) => `${trips}/${tripId}/${C.conversationDigests}`,
};

/**
 * Document paths: every document the app, the functions, the scripts and the tests name, one
 * function each. The refs modules (src/lib/firestore-refs.ts, functions/src/firestore-refs.ts)
 * and the clean-up plans (account-deletion.ts) build on these.
 */
export const docPath = {
  trip: (tripId: string) => `${trips}/${tripId}`,
  response: (tripId: string, uid: string) => `${trips}/${tripId}/${responses}/${uid}`,
  privateAnswers: (tripId: string, uid: string) => `${trips}/${tripId}/${privateAnswers}/${uid}`,
  plannerAnswers: (tripId: string, uid: string) => `${trips}/${tripId}/${C.plannerAnswers}/${uid}`,
  user: (uid: string) => `${users}/${uid}`,
  checkout: (sessionId: string) => `${checkouts}/${sessionId}`,
  answerDigest: (tripId: string) => `${answerDigests}/${tripId}`,
  outboxItem: (id: string) => `${outbox}/${id}`,
  tripIdHold: (tripId: string) => `${tripIdHolds}/${tripId}`,
  note: (tripId: string, noteId: string) => `${trips}/${tripId}/${C.notes}/${noteId}`,
  invitation: (tripId: string, emailKey: string) => `${trips}/${tripId}/${invitations}/${emailKey}`,
  invite: (key: string) => `${C.invites}/${key}`,
  planDraftItem: (tripId: string, itemId: string) => `${trips}/${tripId}/${C.planDraft}/${itemId}`,
  planVersion: (tripId: string, version: number) => `${trips}/${tripId}/${C.planVersions}/${version}`,
  planPrivate: (tripId: string, version: number, uid: string) =>
    `${trips}/${tripId}/${C.planVersions}/${version}/${C.planPrivate}/${uid}`,
  calendarFeed: (tripId: string, uid: string) => `${trips}/${tripId}/${C.calendarFeeds}/${uid}`,
  calendarToken: (token: string) => `${C.calendarTokens}/${token}`,
  readyNotice: (tripId: string) => `${C.readyNotices}/${tripId}`,
  emailOptOut: (emailKey: string) => `${C.emailOptOuts}/${emailKey}`,
  rateLimit: (keyHash: string) => `${C.rateLimits}/${keyHash}`,
  emulatorFault: (sessionId: string) => `${C.emulatorFaults}/${sessionId}`,
  /** The one cached list of planner uids (email/recipients.ts). */
  plannerCache: () => `${C.plannerCache}/claims`,
  planQuestion: (tripId: string, questionId: string) => `${trips}/${tripId}/${C.planQuestions}/${questionId}`,
  planQuestionMark: (tripId: string, questionId: string) => `${trips}/${tripId}/${C.planQuestionMarks}/${questionId}`,
  planLooksGood: (tripId: string, markId: string) => `${trips}/${tripId}/${C.planLooksGood}/${markId}`,
  planQuestionQuota: (tripId: string, uid: string) => `${trips}/${tripId}/${C.planQuestionQuota}/${uid}`,
  planChoice: (tripId: string, choiceId: string) => `${trips}/${tripId}/${C.planChoices}/${choiceId}`,
  choiceVote: (tripId: string, choiceId: string, uid: string) =>
    `${trips}/${tripId}/${C.planChoices}/${choiceId}/${C.choiceVotes}/${uid}`,
  bookingDetails: (tripId: string, uid: string) => `${trips}/${tripId}/${C.bookingDetails}/${uid}`,
  roomWishes: (tripId: string, uid: string) => `${trips}/${tripId}/${C.roomWishes}/${uid}`,
  rooming: (tripId: string) => `${trips}/${tripId}/${C.rooming}/current`,
  roomAssignment: (tripId: string, uid: string) => `${trips}/${tripId}/${C.roomAssignments}/${uid}`,
  moneySettings: (tripId: string) => `${trips}/${tripId}/${C.money}/settings`,
  share: (tripId: string, uid: string) => `${trips}/${tripId}/${C.shares}/${uid}`,
  paymentStatus: (tripId: string, uid: string) => `${trips}/${tripId}/${C.paymentStatus}/${uid}`,
  tripPayment: (paymentIntentId: string) => `${C.tripPayments}/${paymentIntentId}`,
  moneyCheckout: (sessionId: string) => `${C.moneyCheckouts}/${sessionId}`,
  message: (tripId: string, messageId: string) => `${trips}/${tripId}/${C.messages}/${messageId}`,
  privateMessage: (tripId: string, travelerUid: string, messageId: string) =>
    `${trips}/${tripId}/${C.privateThreads}/${travelerUid}/${C.messages}/${messageId}`,
  messageQuota: (tripId: string, uid: string) => `${trips}/${tripId}/${C.messageQuota}/${uid}`,
  conversationPrefs: (tripId: string, uid: string) => `${trips}/${tripId}/${C.conversationPrefs}/${uid}`,
  conversationDigest: (tripId: string, uid: string) => `${trips}/${tripId}/${C.conversationDigests}/${uid}`,
};

/** The documents the Firestore triggers listen to. */
export const triggerPath = {
  trip: `${trips}/{tripId}`,
  response: `${trips}/{tripId}/${responses}/{responseId}`,
  invitation: `${trips}/{tripId}/${invitations}/{emailKey}`,
  outboxItem: `${outbox}/{id}`,
  planVersion: `${trips}/{tripId}/${C.planVersions}/{version}`,
  planQuestion: `${trips}/{tripId}/${C.planQuestions}/{questionId}`,
  planChoice: `${trips}/{tripId}/${C.planChoices}/{choiceId}`,
  bookingDetails: `${trips}/{tripId}/${C.bookingDetails}/{uid}`,
  roomWishes: `${trips}/{tripId}/${C.roomWishes}/{uid}`,
  message: `${trips}/{tripId}/${C.messages}/{messageId}`,
};
