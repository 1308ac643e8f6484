// Every Firestore path the app uses, with its converter, built on the schema's names
// (COLLECTIONS in functions/src/domain/collections.ts). API modules build on these; no file
// in src types a collection name. A new collection gets its name there and its refs here.
// Each takes the Firestore instance first, so tests can run the app's own writes as other
// users (tests/rules/concurrent-joins.test.ts) without loading the app's Firebase setup.
import { collection, doc, type Firestore } from 'firebase/firestore/lite';
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
const PLANNER_ANSWERS: C['plannerAnswers'] = 'plannerAnswers';

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
/**
 * trips/{tripId}/plannerAnswers/{uid} untyped ({ answers }, parsed by parseJoinAnswers): answers to
 * planners-only join questions, read by the traveler and planners alone (docs/join-questions.md).
 */
export const plannerAnswersRef = (db: Firestore, tripId: string, uid: string) =>
  doc(db, TRIPS, tripId, PLANNER_ANSWERS, uid);
/** trips/{tripId}/plannerAnswers: planners only may list it. */
export const plannerAnswersOf = (db: Firestore, tripId: string) => collection(db, TRIPS, tripId, PLANNER_ANSWERS);
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
