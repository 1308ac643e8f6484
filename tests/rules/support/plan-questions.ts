// Questions and "Looks good" as the app writes them (src/features/plan/api/questions-api.ts),
// for the rules tests: tests/rules/plan-questions.test.ts and the access matrix's rows.
import { doc, getDoc, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { looksGoodId, QUESTION_RATE, type QuestionQuota } from '@domain/plan-questions';
import { actors, day, type Actor } from './rules-env';
import { docPath } from '@domain/collections';

export const QUESTION_ITEM = 'item-villa';

/** The name each test account goes by on the plan (version 1's travelerNames, below). */
export const askerNameOf = (actor: Pick<Actor, 'uid'>) => `Name of ${actor.uid}`;
const NAMED_UIDS = ['organizer', 'traveler', 'mate', 'stranger', 'planner', 'planner-2'];

/** A new question as `actor` asks it (the create the rules check), in the actor's own name. */
export function newQuestion(tripId: string, actor: Actor, overrides: Record<string, unknown> = {}) {
  return {
    tripId,
    itemId: QUESTION_ITEM,
    itemTitle: 'Ubud villa',
    version: 1,
    askerUid: actor.uid,
    askerName: askerNameOf(actor),
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
    travelerNames: Object.fromEntries(NAMED_UIDS.map((uid) => [uid, askerNameOf({ uid })])),
  });
}

/** The clock hour the rules count questions in (isQuotaStep). */
export const currentQuotaHour = () => Math.floor(Date.now() / QUESTION_RATE.windowMs);

/**
 * Asks as the app does (questions-api.ts): the question and `actor`'s counter, stepped by one,
 * in one batch. The counter is never capped here, so a refusal of the 11th is the rules' own.
 */
export async function askAs(
  db: Firestore,
  actor: Pick<Actor, 'uid'>,
  tripId: string,
  questionId: string,
  question: Record<string, unknown>,
  counter: Partial<QuestionQuota> = {},
): Promise<void> {
  const quotaRef = doc(db, docPath.planQuestionQuota(tripId, actor.uid));
  const before = (await getDoc(quotaRef)).data() as Partial<QuestionQuota> | undefined;
  const hour = currentQuotaHour();
  const count = (before?.hour === hour ? (before.count ?? 0) : 0) + 1;
  const batch = writeBatch(db);
  batch.set(doc(db, docPath.planQuestion(tripId, questionId)), question);
  batch.set(quotaRef, { uid: actor.uid, hour, count, lastQuestionId: questionId, ...counter });
  await batch.commit();
}
