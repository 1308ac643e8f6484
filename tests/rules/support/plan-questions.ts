// Questions and "Looks good" as the app writes them (src/features/plan/api/questions-api.ts),
// for the rules tests: tests/rules/plan-questions.test.ts and the access matrix's rows.
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { looksGoodId } from '@domain/plan-questions';
import { actors, day, type Actor } from './rules-env';
import { docPath } from '@domain/collections';

export const QUESTION_ITEM = 'item-villa';

/** A new question as `actor` asks it (the create the rules check). */
export function newQuestion(tripId: string, actor: Actor, overrides: Record<string, unknown> = {}) {
  return {
    tripId,
    itemId: QUESTION_ITEM,
    itemTitle: 'Ubud villa',
    version: 1,
    askerUid: actor.uid,
    askerName: 'Tara Traveler',
    text: 'Is the airport transfer included?',
    toGroup: false,
    createdAt: serverTimestamp(),
    answer: null,
    resolved: false,
    resolvedBy: null,
    resolvedAt: null,
    ...overrides,
  };
}

/** A question as stored a day ago (for seeds, with the rules disabled). */
export const storedQuestion = (tripId: string, actor: Actor, overrides: Record<string, unknown> = {}) =>
  newQuestion(tripId, actor, { createdAt: day(-1), ...overrides });

/** A planner's answer as the workspace writes it. */
export const plannerAnswer = (actor: Actor = actors.planner, overrides: Record<string, unknown> = {}) => ({
  text: 'Yes, the villa sends a driver.',
  uid: actor.uid,
  name: 'Priya Planner',
  at: serverTimestamp(),
  ...overrides,
});

/** A member's "Looks good" on the item (its id is `${uid}_${itemId}`). */
export function looksGood(actor: Actor, overrides: Record<string, unknown> = {}) {
  return { uid: actor.uid, itemId: QUESTION_ITEM, version: 1, createdAt: serverTimestamp(), ...overrides };
}
export const looksGoodDoc = (db: Firestore, tripId: string, actor: Actor) =>
  doc(db, docPath.planLooksGood(tripId, looksGoodId(actor.uid, QUESTION_ITEM)));

/** The published version 1 the questions are about (what the rules check exists). */
export function publishVersionOne(db: Firestore, tripId: string) {
  return setDoc(doc(db, docPath.planVersion(tripId, 1)), {
    version: 1,
    items: [],
    changes: [],
    travelerNames: {},
  });
}
