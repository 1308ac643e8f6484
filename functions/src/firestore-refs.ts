// Every Firestore path the functions read or write, as Admin SDK references, built from the
// schema in domain/collections.ts. No other module types a collection name; a new path gets its
// ref here (the app's counterpart is src/lib/firestore-refs.ts). Each takes the Firestore
// instance first, so a transaction or a test can pass its own.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS as C, docPath } from './domain/collections.js';
import { checkoutConverter } from './payments/checkout-record.js';
import { privatePartConverter, publishedVersionConverter } from './plan/plan-converters.js';

export const tripsCollection = (db: Firestore) => db.collection(C.trips);
export const tripRef = (db: Firestore, tripId: string) => tripsCollection(db).doc(tripId);
export const responsesOf = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.responses);
export const responseRef = (db: Firestore, tripId: string, uid: string) => responsesOf(db, tripId).doc(uid);
export const privateAnswersOf = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.privateAnswers);
export const privateAnswersRef = (db: Firestore, tripId: string, uid: string) => privateAnswersOf(db, tripId).doc(uid);
/** Every trip's private answers at once (a collection-group query; their id is the author's uid). */
export const allPrivateAnswers = (db: Firestore) => db.collectionGroup(C.privateAnswers);
/** Every trip's responses at once (a collection-group query). */
export const allResponses = (db: Firestore) => db.collectionGroup(C.responses);
export const invitationsOf = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.invitations);
/** trips/{tripId}/invitations/{key}: key is emailKey(address) (invitations/invitation-store.ts). */
export const invitationRef = (db: Firestore, tripId: string, key: string) => invitationsOf(db, tripId).doc(key);
export const notesOf = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.notes);
/** Every trip's planner notes at once (a collection-group query). */
export const allNotes = (db: Firestore) => db.collectionGroup(C.notes);
/** Every trip's invitations at once (a collection-group query). */
export const allInvitations = (db: Firestore) => db.collectionGroup(C.invitations);

export const usersCollection = (db: Firestore) => db.collection(C.users);
export const userRef = (db: Firestore, uid: string) => usersCollection(db).doc(uid);

export const invitesCollection = (db: Firestore) => db.collection(C.invites);
export const inviteRef = (db: Firestore, key: string) => invitesCollection(db).doc(key);

export const checkoutsCollection = (db: Firestore) => db.collection(C.checkouts);
/** checkouts/{sessionId}, read through the converter that checks the stored shape. */
export const checkoutRef = (db: Firestore, sessionId: string) =>
  checkoutsCollection(db).doc(sessionId).withConverter(checkoutConverter);

export const tripIdHoldRef = (db: Firestore, tripId: string) => db.collection(C.tripIdHolds).doc(tripId);

export const outboxCollection = (db: Firestore) => db.collection(C.outbox);
export const outboxRef = (db: Firestore, id: string) => outboxCollection(db).doc(id);

export const answerDigestsCollection = (db: Firestore) => db.collection(C.answerDigests);
export const answerDigestRef = (db: Firestore, tripId: string) => answerDigestsCollection(db).doc(tripId);

export const emulatorFaultRef = (db: Firestore, sessionId: string) => db.collection(C.emulatorFaults).doc(sessionId);

export const readyNoticeRef = (db: Firestore, tripId: string) => db.collection(C.readyNotices).doc(tripId);
/** The one cached list of planner uids (email/recipients.ts). */
export const plannerCacheRef = (db: Firestore) => db.doc(docPath.plannerCache());
/** rateLimits/{hash of the key} (http/rate-limit.ts). */
export const rateLimitDocRef = (db: Firestore, keyHash: string) => db.collection(C.rateLimits).doc(keyHash);
/** emailOptOuts/{emailKey}: an address that unsubscribed from invitations and reminders. */
export const emailOptOutRef = (db: Firestore, key: string) => db.collection(C.emailOptOuts).doc(key);
export const planDraftOf = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.planDraft);
export const planVersionsOf = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.planVersions);
export const planVersionRef = (db: Firestore, tripId: string, version: number) =>
  planVersionsOf(db, tripId).doc(String(version));
export const planPrivateRef = (db: Firestore, tripId: string, version: number, uid: string) =>
  planVersionRef(db, tripId, version).collection(C.planPrivate).doc(uid);
/** The published versions, read typed (plan/plan-converters.ts). */
export const publishedVersionsOf = (db: Firestore, tripId: string) =>
  planVersionsOf(db, tripId).withConverter(publishedVersionConverter);
export const publishedVersionRef = (db: Firestore, tripId: string, version: number) =>
  publishedVersionsOf(db, tripId).doc(String(version));
/** One published version's private parts, one per member, read typed. */
export const privatePartsOf = (db: Firestore, tripId: string, version: number) =>
  planVersionRef(db, tripId, version).collection(C.planPrivate).withConverter(privatePartConverter);
export const privatePartRef = (db: Firestore, tripId: string, version: number, uid: string) =>
  privatePartsOf(db, tripId, version).doc(uid);
export const calendarFeedRef = (db: Firestore, tripId: string, uid: string) =>
  tripRef(db, tripId).collection(C.calendarFeeds).doc(uid);
export const calendarTokenRef = (db: Firestore, token: string) => db.collection(C.calendarTokens).doc(token);
export const planQuestionsOf = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.planQuestions);
export const planQuestionRef = (db: Firestore, tripId: string, questionId: string) =>
  planQuestionsOf(db, tripId).doc(questionId);
/** Every trip's questions at once (a collection-group query). */
export const allPlanQuestions = (db: Firestore) => db.collectionGroup(C.planQuestions);
export const planQuestionMarkRef = (db: Firestore, tripId: string, questionId: string) =>
  tripRef(db, tripId).collection(C.planQuestionMarks).doc(questionId);
export const planLooksGoodOf = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.planLooksGood);
/** Every trip's "Looks good" marks at once (a collection-group query). */
export const allPlanLooksGood = (db: Firestore) => db.collectionGroup(C.planLooksGood);
/** trips/{tripId}/planQuestionDigests/planners: the planners' question-email bookkeeping (functions only). */
export const questionDigestRef = (db: Firestore, tripId: string) =>
  tripRef(db, tripId).collection(C.planQuestionDigests).doc('planners');
export const planChoicesOf = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.planChoices);
export const planChoiceRef = (db: Firestore, tripId: string, choiceId: string) =>
  planChoicesOf(db, tripId).doc(choiceId);
export const choiceVotesOf = (db: Firestore, tripId: string, choiceId: string) =>
  planChoiceRef(db, tripId, choiceId).collection(C.choiceVotes);
export const planDraftItemRef = (db: Firestore, tripId: string, itemId: string) => planDraftOf(db, tripId).doc(itemId);
export const bookingDetailsOf = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.bookingDetails);
export const allBookingDetails = (db: Firestore) => db.collectionGroup(C.bookingDetails);
/** trips/{tripId}/roomWishes and roomAssignments: a traveler's room wishes and room (docs/booking-details.md, "Rooming"). */
export const roomWishesOf = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.roomWishes);
export const allRoomWishes = (db: Firestore) => db.collectionGroup(C.roomWishes);
export const roomAssignmentsOf = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.roomAssignments);
export const allRoomAssignments = (db: Firestore) => db.collectionGroup(C.roomAssignments);
export const roomingRef = (db: Firestore, tripId: string) => tripRef(db, tripId).collection(C.rooming).doc('current');

// Trip money (docs/payments.md, "Trip money").
export const moneySettingsRef = (db: Firestore, tripId: string) => db.doc(docPath.moneySettings(tripId));
export const shareRef = (db: Firestore, tripId: string, uid: string) => db.doc(docPath.share(tripId, uid));
export const paymentStatusRef = (db: Firestore, tripId: string, uid: string) =>
  db.doc(docPath.paymentStatus(tripId, uid));
export const tripPaymentRef = (db: Firestore, paymentIntentId: string) => db.doc(docPath.tripPayment(paymentIntentId));
export const moneyCheckoutRef = (db: Firestore, sessionId: string) => db.doc(docPath.moneyCheckout(sessionId));
