// "Download my data": the file's shape, shared by the function that builds it
// (functions/src/account/export-data.ts) and the profile page that offers it and summarizes it.

export const EXPORT_FORMAT = 'tripwise-account-export/1';

export interface ExportedDocument {
  path: string;
  data: Record<string, unknown>;
}

export interface OrganizedTripExport {
  trip: ExportedDocument | null;
  /** The account's own answer in full; other travelers' answers by name only (theirs to export). */
  responses: ExportedDocument[];
  /** The private parts of those answers: the account's own in full, other travelers' by path only. */
  privateAnswers: ExportedDocument[];
  invitations: ExportedDocument[];
  /** Planners' notes on the trip: text and time, not which planner wrote them. */
  plannerNotes: ExportedDocument[];
}

export interface AccountExport {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  account: { uid: string; email: string | null };
  profile: ExportedDocument | null;
  consent: { acceptedTerms: boolean | null; acceptedTermsTimestamp: string | null };
  /** The trip plan as it concerns the account (account/export-plan.ts). */
  plan: PlanExport;
  emailPreferences: { optedOut: boolean };
  tripsOrganized: OrganizedTripExport[];
  /** The account's answers in trips others organize, with the trip's name. */
  answersInOtherTrips: {
    tripId: string;
    tripName: string | null;
    response: ExportedDocument | null;
    /** The answer's private part (medical or dietary notes, travel needs, where from). */
    privateAnswers: ExportedDocument | null;
  }[];
  /** Invitations sent to the account's email address, in any trip. */
  invitationsReceived: { tripId: string; invitation: ExportedDocument }[];
  /** Payment records the account started (amount, status, session). */
  payments: ExportedDocument[];
  /** Trip ids held for a checkout the account started (tripIdHolds/{tripId}). */
  tripIdHolds: ExportedDocument[];
  /** A planner's work: trips they took, booked or finished (the stamp), and the notes they wrote. */
  plannerWork: {
    stamps: { tripId: string; field: 'assignedTo' | 'bookedBy' | 'finishedBy' }[];
    notesWritten: ExportedDocument[];
  };
  /** Emails to the account: the outbox documents addressed to its uid or its address. */
  emailLog: ExportedDocument[];
  /**
   * Other organizers' answer-notice bookkeeping that names the account's answer (digest, notice
   * batch, and batches opened by others' answers that list the account's name).
   */
  answerNoticeMentions: string[];
  /** Questions and "Looks good" on trip plans (plan/questions-traces.ts). */
  planQuestions: QuestionsExport;
  /** The account's booking details on each trip (passport, legal name; docs/booking-details.md). */
  bookingDetails: ExportedDocument[];
  /** The account's room wishes and rooms on each trip (docs/booking-details.md, "Rooming"). */
  rooming: { wishes: ExportedDocument[]; rooms: ExportedDocument[] };
  /** Answers to trips' planners-only join questions (docs/join-questions.md). */
  plannerAnswers: ExportedDocument[];
  /** The trip conversation (docs/conversation.md). */
  conversation: ConversationExport;
  /**
   * The account's documents, whole, in each collection whose declaration exports them as they are
   * (`accountExported: 'derived'` in domain/collections.ts; account/personal-records.ts), by the
   * collection's key: trip money's shares and statuses, its ledger and checkouts.
   */
  byCollection: Record<string, ExportedDocument[]>;
  /** Every document path read into this export, sorted. */
  documents: string[];
}

/** The trip plan's part of the export. */
export interface PlanExport {
  /** Calendar subscriptions: which trip and since when, never the token (it opens the calendar). */
  calendarFeeds: { tripId: string; createdAt: string | null }[];
  /** Planners' draft items that name the account (the deletion takes the account out of them). */
  draftItemsNamingYou: ExportedDocument[];
  /** The account's own details of each published version (confirmation codes, booking refs, prices). */
  privatePlanParts: ExportedDocument[];
  /** The latest published plan of each trip the account is on: the items that apply to them. */
  publishedPlans: { tripId: string; version: number; items: unknown[] }[];
  /** The account's votes on the plan's choices (the deletion removes them). */
  choiceVotes: ExportedDocument[];
}

/** The trip conversation in the export (docs/conversation.md). */
export interface ConversationExport {
  /** Every message the account wrote, in group and private threads. */
  messagesWritten: ExportedDocument[];
  /** The other messages of the account's private threads with the planners (their replies). */
  privateThreadMessages: ExportedDocument[];
  /** How many messages the account wrote per trip in the current minute (the rate limit's counter). */
  messageCounters: ExportedDocument[];
  /** The account's "Mute this conversation" per trip, and when its last daily digest was made. */
  conversationSettings: ExportedDocument[];
}

/** Plan questions and "Looks good" marks in the export (docs/plan-questions.md). */
export interface QuestionsExport {
  /** The account's questions, with the planners' answers to them. */
  questionsAsked: ExportedDocument[];
  looksGood: ExportedDocument[];
  /** How many questions the account asked per trip in the current hour (the flood limit's counter). */
  questionCounters: ExportedDocument[];
  /** A planner's answers: the item and the answer, not the asker's question. */
  answersWritten: ExportedDocument[];
  /** Paths of the questions a planner resolved. */
  questionsResolved: string[];
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The export in a few plain lines, for the page that downloaded it. */
export function summarizeExport(data: AccountExport): string[] {
  const responses = data.tripsOrganized.reduce((sum, trip) => sum + trip.responses.length, 0);
  const invitationsSent = data.tripsOrganized.reduce((sum, trip) => sum + trip.invitations.length, 0);
  const notes = data.tripsOrganized.reduce((sum, trip) => sum + trip.plannerNotes.length, 0);
  const consent = data.consent.acceptedTerms
    ? `Terms accepted${data.consent.acceptedTermsTimestamp ? ` on ${data.consent.acceptedTermsTimestamp.slice(0, 10)}` : ''}`
    : 'Terms acceptance not recorded';
  return [
    `Profile: ${data.profile ? 'yes' : 'none saved'}`,
    `${plural(data.tripsOrganized.length, 'trip')} organized, with ${plural(responses, 'response')}, ${plural(invitationsSent, 'invitation')} sent and ${plural(notes, 'planner note')}`,
    `${plural(data.answersInOtherTrips.length, 'answer')} in other people's trips`,
    `${plural(data.invitationsReceived.length, 'invitation')} received`,
    `${plural(data.payments.length, 'payment record')}`,
    `${plural(data.emailLog.length, 'email')} sent or queued to you`,
    `${consent}; reminders and updates by email ${data.emailPreferences.optedOut ? 'off' : 'on'}`,
    `${plural(data.plan.publishedPlans.length, 'published trip plan')}, ${plural(data.plan.calendarFeeds.length, 'calendar subscription')}`,
    `Booking details on ${plural(data.bookingDetails.length, 'trip')}`,
    `${plural(data.conversation.messagesWritten.length, 'message')} written in trip conversations`,
  ];
}
