// The Firestore paths of the trip plan and of deciding on it together (docs/trip-plan.md,
// docs/decide-together.md, docs/plan-questions.md), built on the schema's names as
// firestore-refs.ts is. A module of their own so that only the plan's and the planners' code
// carries them: pages that never show a plan (the dashboard) load firestore-refs.ts alone.
import {
  collection,
  collectionGroup,
  doc,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { COLLECTIONS } from '@domain/collections';
import type { PrivateVersionPart, PublishedVersion } from '@domain/plan';

type C = typeof COLLECTIONS;

const TRIPS: C['trips'] = 'trips';

/**
 * Documents only the functions write (the rules let no client): read back as the type they were
 * written with (domain/plan.ts, buildVersion), the one place that says so. The app never writes
 * through it.
 */
function writtenByFunctions<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error('Only the functions write this document.');
    },
    fromFirestore: (snap: QueryDocumentSnapshot) => snap.data() as T,
  };
}

// The trip plan (docs/trip-plan.md): the draft's refs are untyped, parsed by src/features/plan/api;
// the published version and its private parts are typed.
const PLAN_DRAFT: C['planDraft'] = 'planDraft';
const PLAN_VERSIONS: C['planVersions'] = 'planVersions';
const PLAN_PRIVATE: C['planPrivate'] = 'private';
const CALENDAR_FEEDS: C['calendarFeeds'] = 'calendarFeeds';
/** trips/{tripId}/planDraft: the draft, one document per item (planners only). */
export const planDraftOf = (db: Firestore, tripId: string) => collection(db, TRIPS, tripId, PLAN_DRAFT);
export const planDraftItemRef = (db: Firestore, tripId: string, itemId: string) =>
  doc(db, TRIPS, tripId, PLAN_DRAFT, itemId);
/** trips/{tripId}/planVersions: published versions (written by the functions). */
export const planVersionsOf = (db: Firestore, tripId: string) =>
  collection(db, TRIPS, tripId, PLAN_VERSIONS).withConverter(writtenByFunctions<PublishedVersion>());
/** trips/{tripId}/planVersions/{version}/private/{uid}: one traveler's own details. */
export const planPrivateRef = (db: Firestore, tripId: string, version: number, uid: string) =>
  doc(db, TRIPS, tripId, PLAN_VERSIONS, String(version), PLAN_PRIVATE, uid).withConverter(
    writtenByFunctions<PrivateVersionPart>(),
  );
/** trips/{tripId}/calendarFeeds/{uid}: the member's calendar subscription token. */
export const calendarFeedRef = (db: Firestore, tripId: string, uid: string) =>
  doc(db, TRIPS, tripId, CALENDAR_FEEDS, uid);

// Questions and "Looks good" on the plan (docs/plan-questions.md): untyped refs, parsed by
// src/features/plan/api/questions-api.ts.
const PLAN_QUESTIONS: C['planQuestions'] = 'planQuestions';
const PLAN_QUESTION_MARKS: C['planQuestionMarks'] = 'planQuestionMarks';
const PLAN_LOOKS_GOOD: C['planLooksGood'] = 'planLooksGood';
const PLAN_QUESTION_QUOTA: C['planQuestionQuota'] = 'planQuestionQuota';
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
/** trips/{tripId}/planQuestionQuota/{uid}: the member's question counter, written with each question. */
export const planQuestionQuotaRef = (db: Firestore, tripId: string, uid: string) =>
  doc(db, TRIPS, tripId, PLAN_QUESTION_QUOTA, uid);
