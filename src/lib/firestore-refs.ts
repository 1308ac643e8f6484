// Every Firestore path the app uses, with its converter, built on the schema's names
// (COLLECTIONS in functions/src/domain/collections.ts). API modules build on these; no file
// in src types a collection name. A new collection gets its name there and its refs here.
// Each takes the Firestore instance first, so tests can run the app's own writes as other
// users (tests/rules/concurrent-joins.test.ts) without loading the app's Firebase setup.
import { collection, collectionGroup, doc, type Firestore } from 'firebase/firestore/lite';
import {
  invitationConverter,
  inviteConverter,
  plannerNoteConverter,
  privateAnswersConverter,
  responseConverter,
  tripConverter,
  userConverter,
} from './converters';
import type { COLLECTIONS } from '@domain/collections';

type C = typeof COLLECTIONS;

const TRIPS: C['trips'] = 'trips';
const RESPONSES: C['responses'] = 'responses';
const USERS: C['users'] = 'users';
const INVITATIONS: C['invitations'] = 'invitations';
const INVITES: C['invites'] = 'invites';
const NOTES: C['notes'] = 'notes';
const PRIVATE_ANSWERS: C['privateAnswers'] = 'privateAnswers';

/** trips (typed): queries over trips start here. */
export const tripsCollection = (db: Firestore) => collection(db, TRIPS).withConverter(tripConverter);
/** trips/{tripId} (typed, for reads: trips are created by the functions). */
export const tripRef = (db: Firestore, tripId: string) => doc(db, TRIPS, tripId).withConverter(tripConverter);
/** trips/{tripId} untyped, for partial updates (status, joined, the editable fields). */
export const tripUpdateRef = (db: Firestore, tripId: string) => doc(db, TRIPS, tripId);
/** trips/{tripId}/responses (typed). */
export const responsesOf = (db: Firestore, tripId: string) =>
  collection(db, TRIPS, tripId, RESPONSES).withConverter(responseConverter);
/** trips/{tripId}/responses/{uid} (typed). */
export const responseRef = (db: Firestore, tripId: string, uid: string) =>
  doc(db, TRIPS, tripId, RESPONSES, uid).withConverter(responseConverter);
/** trips/{tripId}/privateAnswers (typed): only the organizer and planners may list it. */
export const privateAnswersOf = (db: Firestore, tripId: string) =>
  collection(db, TRIPS, tripId, PRIVATE_ANSWERS).withConverter(privateAnswersConverter);
/** trips/{tripId}/privateAnswers/{uid} (typed): the traveler's own, or any for the organizer and planners. */
export const privateAnswersRef = (db: Firestore, tripId: string, uid: string) =>
  doc(db, TRIPS, tripId, PRIVATE_ANSWERS, uid).withConverter(privateAnswersConverter);
/** trips/{tripId}/invitations (typed; read-only for the app). */
export const invitationsOf = (db: Firestore, tripId: string) =>
  collection(db, TRIPS, tripId, INVITATIONS).withConverter(invitationConverter);
/** trips/{tripId}/notes (typed): planners' internal notes, readable by planners only. */
export const notesOf = (db: Firestore, tripId: string) =>
  collection(db, TRIPS, tripId, NOTES).withConverter(plannerNoteConverter);
/** users/{uid} (typed). */
export const userRef = (db: Firestore, uid: string) => doc(db, USERS, uid).withConverter(userConverter);
/** users/{uid} untyped, for merges of a few fields (terms at signup, joinedTrips). */
export const userUpdateRef = (db: Firestore, uid: string) => doc(db, USERS, uid);
/** invites/{key} (typed, get only: the rules refuse listing). */
export const inviteRef = (db: Firestore, key: string) => doc(db, INVITES, key).withConverter(inviteConverter);

// The trip plan (docs/trip-plan.md): untyped refs, parsed by src/features/plan/api.
const PLAN_DRAFT: C['planDraft'] = 'planDraft';
const PLAN_VERSIONS: C['planVersions'] = 'planVersions';
const PLAN_PRIVATE: C['planPrivate'] = 'private';
const CALENDAR_FEEDS: C['calendarFeeds'] = 'calendarFeeds';
/** trips/{tripId}/planDraft: the draft, one document per item (planners only). */
export const planDraftOf = (db: Firestore, tripId: string) => collection(db, TRIPS, tripId, PLAN_DRAFT);
export const planDraftItemRef = (db: Firestore, tripId: string, itemId: string) =>
  doc(db, TRIPS, tripId, PLAN_DRAFT, itemId);
/** trips/{tripId}/planVersions: published versions (written by the functions). */
export const planVersionsOf = (db: Firestore, tripId: string) => collection(db, TRIPS, tripId, PLAN_VERSIONS);
/** trips/{tripId}/planVersions/{version}/private/{uid}: one traveler's own details. */
export const planPrivateRef = (db: Firestore, tripId: string, version: number, uid: string) =>
  doc(db, TRIPS, tripId, PLAN_VERSIONS, String(version), PLAN_PRIVATE, uid);
/** trips/{tripId}/calendarFeeds/{uid}: the member's calendar subscription token. */
export const calendarFeedRef = (db: Firestore, tripId: string, uid: string) =>
  doc(db, TRIPS, tripId, CALENDAR_FEEDS, uid);

// Questions and "Looks good" on the plan (docs/plan-questions.md): untyped refs, parsed by
// src/features/plan/api/questions-api.ts.
const PLAN_QUESTIONS: C['planQuestions'] = 'planQuestions';
const PLAN_QUESTION_MARKS: C['planQuestionMarks'] = 'planQuestionMarks';
const PLAN_LOOKS_GOOD: C['planLooksGood'] = 'planLooksGood';
/** trips/{tripId}/planQuestions: questions with their text (asker, organizer, planners; the group if asked to it). */
export const planQuestionsOf = (db: Firestore, tripId: string) => collection(db, TRIPS, tripId, PLAN_QUESTIONS);
export const planQuestionRef = (db: Firestore, tripId: string, questionId: string) =>
  doc(db, TRIPS, tripId, PLAN_QUESTIONS, questionId);
/** Every trip's questions (planners only: a collection-group query). */
export const allPlanQuestions = (db: Firestore) => collectionGroup(db, PLAN_QUESTIONS);
/** trips/{tripId}/planQuestionMarks: that a question was asked and answered, without its text. */
export const planQuestionMarksOf = (db: Firestore, tripId: string) =>
  collection(db, TRIPS, tripId, PLAN_QUESTION_MARKS);
/** trips/{tripId}/planLooksGood: members' "Looks good" marks, one per member and item. */
export const planLooksGoodOf = (db: Firestore, tripId: string) => collection(db, TRIPS, tripId, PLAN_LOOKS_GOOD);
export const planLooksGoodRef = (db: Firestore, tripId: string, markId: string) =>
  doc(db, TRIPS, tripId, PLAN_LOOKS_GOOD, markId);
// Choices on the plan (docs/decide-together.md): untyped refs, parsed by src/features/plan/api.
const PLAN_CHOICES: C['planChoices'] = 'planChoices';
const CHOICE_VOTES: C['choiceVotes'] = 'choiceVotes';
/** trips/{tripId}/planChoices: choices on plan items (planners write, the trip reads). */
export const planChoicesOf = (db: Firestore, tripId: string) => collection(db, TRIPS, tripId, PLAN_CHOICES);
export const planChoiceRef = (db: Firestore, tripId: string, choiceId: string) =>
  doc(db, TRIPS, tripId, PLAN_CHOICES, choiceId);
/** trips/{tripId}/planChoices/{choiceId}/choiceVotes: every member's vote; each writes only their own. */
export const choiceVotesOf = (db: Firestore, tripId: string, choiceId: string) =>
  collection(db, TRIPS, tripId, PLAN_CHOICES, choiceId, CHOICE_VOTES);
export const choiceVoteRef = (db: Firestore, tripId: string, choiceId: string, uid: string) =>
  doc(db, TRIPS, tripId, PLAN_CHOICES, choiceId, CHOICE_VOTES, uid);
