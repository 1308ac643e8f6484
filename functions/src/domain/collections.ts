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

// ---------------------------------------------------------------------------------------------
// Each collection declared once: where its documents live, whose data they are, and what happens
// to them when a trip is forgotten, a traveler leaves, an account is deleted or exported. The
// account deletion and export (account/personal-records.ts), the trip's forgetting
// (plan/forget-trip.ts) and the index check (tests/unit/collection-declarations.node.test.ts)
// are derived from it; a collection added to COLLECTIONS does not type-check until it is
// declared here (docs/architecture.md, "Adding a per-person collection").

/** A query that finds a person's documents: `field` holds their uid (`contains`: an array of uids). */
export interface PersonField {
  field: string;
  match: 'equals' | 'contains';
}

/**
 * Whose data a collection holds.
 * - `person`: one person's: `field` holds their uid (what account deletion and export query, by
 *   collection group when the collection is under a trip), and/or the document id is it
 *   (`idIsUid`: found through the trips the person is on).
 * - `trip`: the trip group's; `mentions` lists the fields that name a person in it.
 * - `server`: the product's own bookkeeping; `mentions` as for `trip`.
 */
export type Whose =
  | {
      kind: 'person';
      field?: string;
      match?: PersonField['match'];
      idIsUid?: boolean;
      mentions?: readonly PersonField[];
    }
  | { kind: 'trip' | 'server'; mentions?: readonly PersonField[] };

/**
 * What happens to a collection's documents at one moment of its life.
 * - `derived`: the code built from this declaration does it: deletes them (trip forgotten,
 *   account deleted) or copies them into the export (account exported). Not yet for a traveler
 *   leaving, where each collection names its module.
 * - `{ by }`: a module of its own does it (a repository path); it names the collection.
 * - `{ kept }`: they stay, and why.
 * - `none`: nothing to do: nothing of the kind at that moment (not in a trip, names no one).
 */
export type Handling = 'derived' | { by: string } | { kept: string } | 'none';

export interface CollectionDeclaration {
  /** One document's path, its ids in braces. */
  path: string;
  whose: Whose;
  tripForgotten: Handling;
  travelerLeaves: Handling;
  accountDeleted: Handling;
  accountExported: Handling;
  /** Collection-group queries on other fields (not a person's): their index overrides are expected too. */
  groupQueries?: readonly string[];
}

export type CollectionKey = keyof typeof COLLECTIONS;

const uid = { kind: 'person', field: 'uid', idIsUid: true } as const;
const byModule = (by: string) => ({ by });
const ACCOUNT_DELETION = byModule('functions/src/domain/account-deletion.ts');
const ACCOUNT_EXPORT = byModule('functions/src/account/export-data.ts');
const CLEANUP_STORE = byModule('functions/src/account/cleanup-store.ts');
const FORGET_TRIP = byModule('functions/src/plan/forget-trip.ts');
const FORMER_TRAVELER = byModule('functions/src/plan/former-traveler.ts');
const PLAN_FORGET_TRAVELER = byModule('functions/src/plan/forget-traveler.ts');
const PLAN_EXPORT = byModule('functions/src/account/export-plan.ts');
const QUESTIONS = byModule('functions/src/plan/questions-traces.ts');
const BOOKING = byModule('functions/src/booking/forget-booking-details.ts');
const CONVERSATION = byModule('functions/src/conversation/conversation-traces.ts');
const PLANNER_ANSWERS = byModule('functions/src/responses/planner-answers-traces.ts');
/** The app's leaving and removing a traveler: one batch deletes their answer (all three parts). */
const LEAVE_BATCH = byModule('src/features/trips/api/invite-api.ts');
const BOOKKEEPING = { kept: 'server bookkeeping that names no one' } as const;
const NOT_IN_A_TRIP = 'none';

export const COLLECTION_DECLARATIONS = {
  trips: {
    path: 'trips/{tripId}',
    whose: {
      kind: 'trip',
      mentions: [
        { field: 'userId', match: 'equals' },
        { field: 'joined', match: 'contains' },
      ],
    },
    tripForgotten: 'none',
    travelerLeaves: LEAVE_BATCH,
    accountDeleted: ACCOUNT_DELETION,
    accountExported: ACCOUNT_EXPORT,
  },
  responses: {
    path: 'trips/{tripId}/responses/{uid}',
    whose: uid,
    tripForgotten: CLEANUP_STORE,
    travelerLeaves: LEAVE_BATCH,
    accountDeleted: ACCOUNT_DELETION,
    accountExported: ACCOUNT_EXPORT,
  },
  privateAnswers: {
    path: 'trips/{tripId}/privateAnswers/{uid}',
    whose: { kind: 'person', idIsUid: true },
    tripForgotten: CLEANUP_STORE,
    travelerLeaves: LEAVE_BATCH,
    accountDeleted: ACCOUNT_DELETION,
    accountExported: ACCOUNT_EXPORT,
  },
  plannerAnswers: {
    path: 'trips/{tripId}/plannerAnswers/{uid}',
    whose: uid,
    tripForgotten: PLANNER_ANSWERS,
    travelerLeaves: LEAVE_BATCH,
    accountDeleted: PLANNER_ANSWERS,
    accountExported: PLANNER_ANSWERS,
  },
  notes: {
    path: 'trips/{tripId}/notes/{noteId}',
    whose: { kind: 'trip', mentions: [{ field: 'authorUid', match: 'equals' }] },
    tripForgotten: CLEANUP_STORE,
    travelerLeaves: { kept: "planners' notes on the trip, not the traveler's" },
    accountDeleted: ACCOUNT_DELETION,
    accountExported: ACCOUNT_EXPORT,
  },
  invitations: {
    path: 'trips/{tripId}/invitations/{emailKey}',
    whose: {
      kind: 'trip',
      mentions: [
        { field: 'email', match: 'equals' },
        { field: 'invitedBy', match: 'equals' },
      ],
    },
    tripForgotten: byModule('functions/src/invitations/invitation-store.ts'),
    travelerLeaves: byModule('functions/src/invitations/withdraw-invitations.ts'),
    accountDeleted: ACCOUNT_DELETION,
    accountExported: ACCOUNT_EXPORT,
    groupQueries: ['invitedAt'],
  },
  users: {
    path: 'users/{uid}',
    whose: { kind: 'person', idIsUid: true },
    tripForgotten: CLEANUP_STORE,
    travelerLeaves: LEAVE_BATCH,
    accountDeleted: ACCOUNT_DELETION,
    accountExported: ACCOUNT_EXPORT,
  },
  invites: {
    path: 'invites/{key}',
    whose: { kind: 'trip' },
    tripForgotten: byModule('functions/src/invites/on-trip-written.ts'),
    travelerLeaves: { kept: "the trip's join page, no one traveler's" },
    accountDeleted: { kept: "the trip's join page; goes with the trip" },
    accountExported: { kept: "the trip's join page; the invitations themselves are exported" },
  },
  checkouts: {
    path: 'checkouts/{sessionId}',
    whose: { kind: 'person', field: 'uid' },
    tripForgotten: { kept: 'the planning fee paid, for accounting' },
    travelerLeaves: NOT_IN_A_TRIP,
    accountDeleted: ACCOUNT_DELETION,
    accountExported: ACCOUNT_EXPORT,
  },
  tripIdHolds: {
    path: 'tripIdHolds/{tripId}',
    whose: { kind: 'person', field: 'uid' },
    tripForgotten: { kept: 'expires on its own (domain/trip-id-hold.ts)' },
    travelerLeaves: NOT_IN_A_TRIP,
    accountDeleted: ACCOUNT_DELETION,
    accountExported: ACCOUNT_EXPORT,
  },
  outbox: {
    path: 'outbox/{id}',
    whose: {
      kind: 'server',
      mentions: [
        { field: 'uid', match: 'equals' },
        { field: 'to', match: 'equals' },
      ],
    },
    tripForgotten: { kept: 'what was sent, for the email log' },
    travelerLeaves: NOT_IN_A_TRIP,
    accountDeleted: ACCOUNT_DELETION,
    accountExported: ACCOUNT_EXPORT,
  },
  answerDigests: {
    path: 'answerDigests/{tripId}',
    whose: { kind: 'server', mentions: [{ field: 'notified', match: 'contains' }] },
    tripForgotten: CLEANUP_STORE,
    travelerLeaves: { kept: 'which answers the organizer was told about' },
    accountDeleted: ACCOUNT_DELETION,
    accountExported: ACCOUNT_EXPORT,
  },
  emulatorFaults: {
    path: 'emulatorFaults/{sessionId}',
    whose: { kind: 'server' },
    tripForgotten: BOOKKEEPING,
    travelerLeaves: NOT_IN_A_TRIP,
    accountDeleted: 'none',
    accountExported: 'none',
  },
  readyNotices: {
    path: 'readyNotices/{tripId}',
    whose: { kind: 'server' },
    tripForgotten: BOOKKEEPING,
    travelerLeaves: NOT_IN_A_TRIP,
    accountDeleted: 'none',
    accountExported: 'none',
  },
  plannerCache: {
    path: 'plannerCache/claims',
    whose: { kind: 'server' },
    tripForgotten: NOT_IN_A_TRIP,
    travelerLeaves: NOT_IN_A_TRIP,
    accountDeleted: { kept: 'refreshed from Auth, which no longer lists the account' },
    accountExported: 'none',
  },
  rateLimits: {
    path: 'rateLimits/{keyHash}',
    whose: { kind: 'server' },
    tripForgotten: NOT_IN_A_TRIP,
    travelerLeaves: NOT_IN_A_TRIP,
    accountDeleted: { kept: 'a hash of the key, expiring with its window' },
    accountExported: 'none',
  },
  emailOptOuts: {
    path: 'emailOptOuts/{emailKey}',
    whose: { kind: 'server' },
    tripForgotten: NOT_IN_A_TRIP,
    travelerLeaves: NOT_IN_A_TRIP,
    accountDeleted: { kept: 'a hash of the address, so it stays unsubscribed' },
    accountExported: { kept: 'exported as emailPreferences.optedOut' },
  },
  planDraft: {
    path: 'trips/{tripId}/planDraft/{itemId}',
    whose: { kind: 'trip', mentions: [{ field: 'travelers', match: 'contains' }] },
    tripForgotten: 'derived',
    travelerLeaves: FORMER_TRAVELER,
    accountDeleted: PLAN_FORGET_TRAVELER,
    accountExported: PLAN_EXPORT,
  },
  planVersions: {
    path: 'trips/{tripId}/planVersions/{version}',
    whose: { kind: 'trip' },
    tripForgotten: FORGET_TRIP,
    travelerLeaves: FORMER_TRAVELER,
    accountDeleted: PLAN_FORGET_TRAVELER,
    accountExported: PLAN_EXPORT,
  },
  planPrivate: {
    path: 'trips/{tripId}/planVersions/{version}/private/{uid}',
    whose: uid,
    tripForgotten: FORGET_TRIP,
    travelerLeaves: FORMER_TRAVELER,
    accountDeleted: PLAN_FORGET_TRAVELER,
    accountExported: PLAN_EXPORT,
  },
  calendarFeeds: {
    path: 'trips/{tripId}/calendarFeeds/{uid}',
    whose: { kind: 'person', idIsUid: true },
    tripForgotten: 'derived',
    travelerLeaves: FORMER_TRAVELER,
    accountDeleted: PLAN_FORGET_TRAVELER,
    accountExported: PLAN_EXPORT,
  },
  calendarTokens: {
    path: 'calendarTokens/{token}',
    whose: { kind: 'person', field: 'uid' },
    tripForgotten: FORGET_TRIP,
    travelerLeaves: FORMER_TRAVELER,
    accountDeleted: PLAN_FORGET_TRAVELER,
    accountExported: { kept: 'the token opens the calendar: the export names the feed, never the token' },
  },
  planQuestions: {
    path: 'trips/{tripId}/planQuestions/{questionId}',
    whose: {
      kind: 'person',
      field: 'askerUid',
      mentions: [
        { field: 'answer.uid', match: 'equals' },
        { field: 'resolvedBy.uid', match: 'equals' },
      ],
    },
    tripForgotten: 'derived',
    travelerLeaves: FORMER_TRAVELER,
    accountDeleted: QUESTIONS,
    accountExported: QUESTIONS,
  },
  planQuestionMarks: {
    path: 'trips/{tripId}/planQuestionMarks/{questionId}',
    whose: { kind: 'trip' },
    tripForgotten: 'derived',
    travelerLeaves: FORMER_TRAVELER,
    accountDeleted: QUESTIONS,
    accountExported: { kept: "the group's text-free marker of a question the export lists" },
  },
  planLooksGood: {
    path: 'trips/{tripId}/planLooksGood/{uid}_{itemId}',
    whose: { kind: 'person', field: 'uid' },
    tripForgotten: 'derived',
    travelerLeaves: FORMER_TRAVELER,
    accountDeleted: QUESTIONS,
    accountExported: QUESTIONS,
  },
  planQuestionQuota: {
    path: 'trips/{tripId}/planQuestionQuota/{uid}',
    whose: uid,
    tripForgotten: 'derived',
    travelerLeaves: FORMER_TRAVELER,
    accountDeleted: QUESTIONS,
    accountExported: QUESTIONS,
  },
  planQuestionDigests: {
    path: 'trips/{tripId}/planQuestionDigests/planners',
    whose: { kind: 'server' },
    tripForgotten: 'derived',
    travelerLeaves: BOOKKEEPING,
    accountDeleted: 'none',
    accountExported: 'none',
  },
  planChoices: {
    path: 'trips/{tripId}/planChoices/{itemId}',
    whose: { kind: 'trip' },
    tripForgotten: FORGET_TRIP,
    travelerLeaves: { kept: "the group's choice; the leaver's vote goes" },
    accountDeleted: { kept: "the group's choice; the account's vote goes" },
    accountExported: { kept: "the group's choice; the account's votes are exported" },
    groupQueries: ['deadline'],
  },
  choiceVotes: {
    path: 'trips/{tripId}/planChoices/{itemId}/choiceVotes/{uid}',
    whose: uid,
    tripForgotten: FORGET_TRIP,
    travelerLeaves: FORMER_TRAVELER,
    accountDeleted: byModule('functions/src/plan/choices-forget.ts'),
    accountExported: PLAN_EXPORT,
  },
  bookingDetails: {
    path: 'trips/{tripId}/bookingDetails/{uid}',
    whose: uid,
    tripForgotten: BOOKING,
    travelerLeaves: BOOKING,
    accountDeleted: BOOKING,
    accountExported: ACCOUNT_EXPORT,
  },
  roomWishes: {
    path: 'trips/{tripId}/roomWishes/{uid}',
    whose: uid,
    tripForgotten: BOOKING,
    travelerLeaves: BOOKING,
    accountDeleted: BOOKING,
    accountExported: ACCOUNT_EXPORT,
  },
  rooming: {
    path: 'trips/{tripId}/rooming/current',
    whose: { kind: 'trip' },
    tripForgotten: BOOKING,
    travelerLeaves: { kept: "the planners' list; the leaver's room assignment goes" },
    accountDeleted: { kept: "the planners' list; the account's room assignment goes" },
    accountExported: { kept: "the planners' list; the account's room is exported" },
  },
  roomAssignments: {
    path: 'trips/{tripId}/roomAssignments/{uid}',
    whose: uid,
    tripForgotten: BOOKING,
    travelerLeaves: BOOKING,
    accountDeleted: BOOKING,
    accountExported: ACCOUNT_EXPORT,
  },
  money: {
    path: 'trips/{tripId}/money/settings',
    whose: { kind: 'trip' },
    tripForgotten: 'derived',
    travelerLeaves: { kept: "the planners' settings" },
    accountDeleted: 'none',
    accountExported: 'none',
  },
  shares: {
    path: 'trips/{tripId}/shares/{uid}',
    whose: uid,
    tripForgotten: 'derived',
    travelerLeaves: { kept: 'what they paid and were refunded ("I can\'t go" cancels the share, it stays)' },
    accountDeleted: 'derived',
    accountExported: 'derived',
    // The balance job's shares due soon (money/balance-run.ts).
    groupQueries: ['quote.balanceDueDate'],
  },
  paymentStatus: {
    path: 'trips/{tripId}/paymentStatus/{uid}',
    whose: uid,
    tripForgotten: 'derived',
    travelerLeaves: { kept: 'follows the share' },
    accountDeleted: 'derived',
    accountExported: 'derived',
  },
  tripPayments: {
    path: 'tripPayments/{paymentIntentId}',
    whose: { kind: 'person', field: 'uid' },
    tripForgotten: { kept: 'the ledger of money taken and refunded, for accounting' },
    travelerLeaves: { kept: 'the ledger of money taken and refunded, for accounting' },
    accountDeleted: { kept: 'the ledger of money taken and refunded, for accounting' },
    accountExported: 'derived',
  },
  moneyCheckouts: {
    path: 'moneyCheckouts/{sessionId}',
    whose: { kind: 'person', field: 'uid' },
    tripForgotten: { kept: 'what each payment was for, for accounting' },
    travelerLeaves: { kept: 'what each payment was for, for accounting' },
    accountDeleted: { kept: 'what each payment was for, for accounting' },
    accountExported: 'derived',
  },
  messages: {
    path: 'trips/{tripId}/messages/{messageId}',
    whose: { kind: 'person', field: 'authorUid' },
    // The daily digest finds the trips with new messages (conversation/conversation-digest.ts).
    groupQueries: ['createdAt'],
    tripForgotten: 'derived',
    travelerLeaves: { kept: 'the group thread keeps them, as "A former traveler"' },
    accountDeleted: CONVERSATION,
    accountExported: CONVERSATION,
  },
  privateThreads: {
    path: 'trips/{tripId}/privateThreads/{uid}/messages/{messageId}',
    whose: { kind: 'person', field: 'authorUid' },
    tripForgotten: FORGET_TRIP,
    travelerLeaves: CONVERSATION,
    accountDeleted: CONVERSATION,
    accountExported: CONVERSATION,
  },
  messageQuota: {
    path: 'trips/{tripId}/messageQuota/{uid}',
    whose: uid,
    tripForgotten: 'derived',
    travelerLeaves: CONVERSATION,
    accountDeleted: CONVERSATION,
    accountExported: CONVERSATION,
  },
  conversationPrefs: {
    path: 'trips/{tripId}/conversationPrefs/{uid}',
    whose: uid,
    tripForgotten: 'derived',
    travelerLeaves: CONVERSATION,
    accountDeleted: CONVERSATION,
    accountExported: CONVERSATION,
  },
  conversationDigests: {
    path: 'trips/{tripId}/conversationDigests/{uid}',
    whose: uid,
    tripForgotten: 'derived',
    travelerLeaves: CONVERSATION,
    accountDeleted: CONVERSATION,
    accountExported: CONVERSATION,
  },
} as const satisfies Record<CollectionKey, CollectionDeclaration>;

/** The declared collections, as a list (the derived clean-ups and checks walk it). */
export function declaredCollections(): { key: CollectionKey; name: string; declaration: CollectionDeclaration }[] {
  return (Object.keys(COLLECTION_DECLARATIONS) as CollectionKey[]).map((key) => ({
    key,
    name: COLLECTIONS[key],
    declaration: COLLECTION_DECLARATIONS[key],
  }));
}

/** The collections directly under a trip (trips/{tripId}/{name}/{id}) whose documents the trip's forgetting deletes. */
export function forgottenWithTrip(): string[] {
  return declaredCollections()
    .filter(({ declaration }) => declaration.tripForgotten === 'derived' && declaration.path.split('/').length === 4)
    .map(({ name }) => name);
}

/** The collection group a declared document is in: its path's last collection (`private` for plan parts). */
export function groupOf(declaration: Pick<CollectionDeclaration, 'path'>): string {
  const segments = declaration.path.split('/');
  return segments[segments.length - 2] ?? '';
}

/** True for a collection under another document (found across trips by a collection-group query). */
export function isNested(declaration: Pick<CollectionDeclaration, 'path'>): boolean {
  return declaration.path.split('/').length > 2;
}

/** Every query that finds a person's documents in the collection: its `field`, and what it `mentions`. */
export function personQueries(declaration: Pick<CollectionDeclaration, 'whose'>): PersonField[] {
  const { whose } = declaration;
  const own: PersonField[] =
    whose.kind === 'person' && whose.field ? [{ field: whose.field, match: whose.match ?? 'equals' }] : [];
  return [...own, ...(whose.mentions ?? [])];
}
