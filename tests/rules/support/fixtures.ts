// The seed lines the rules files share: the organizer's trip as the functions store it (draft or
// ready) and a member's response as stored. Each writes with the Firestore it is given: in a seed
// or a setup the rules are disabled (useRulesEnv, accessMatrixTests); as an actor it is the attempt.
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { docPath } from '@domain/collections';
import { day, responseFor, tripFixture, type Actor } from './rules-env';

/** tripFixture's trip at trips/{tripId}: a draft by the organizer unless `overrides` say otherwise. */
export function storeTrip(db: Firestore, tripId: string, overrides: Record<string, unknown> = {}): Promise<void> {
  return setDoc(doc(db, docPath.trip(tripId)), tripFixture(overrides));
}

/** The same trip marked ready a day ago (the planners' queue, the plan, choices and questions). */
export function storeReadyTrip(db: Firestore, tripId: string, overrides: Record<string, unknown> = {}): Promise<void> {
  return storeTrip(db, tripId, { status: 'ready', readyAt: day(-1), ...overrides });
}

/**
 * `actor`'s answers stored whole at trips/{tripId}/responses/{uid}, submitted a day ago
 * (storeAnswers stores them split into the response and its private part, as the app does).
 */
export function storeResponse(
  db: Firestore,
  tripId: string,
  actor: Actor,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  return setDoc(
    doc(db, docPath.response(tripId, actor.uid)),
    responseFor(actor, { submittedAt: day(-1), ...overrides }),
  );
}
