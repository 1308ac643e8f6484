// Choices on the plan, server side (docs/decide-together.md): reading a stored choice, confirming
// one option (the draft item becomes the option and the next version is published, in the same
// transaction), and the items a member said "Out" of, which leave their calendar.
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  confirmProblem,
  itemFromOption,
  itemsSaidOut,
  OPTION_IDS,
  type ChoiceVote,
  type ConfirmRole,
  type PlanChoice,
} from '../domain/plan-choices.js';
import { choiceVotesOf, planChoiceRef, planChoicesOf, planDraftItemRef } from '../firestore-refs.js';
import { HttpError } from '../http/http-error.js';
import { publishDraft, type PlannerStamp } from './plan-store.js';

export const CHOICE_NOT_FOUND = 'No choice has this id on this trip.';
export const OPTION_NOT_FOUND = 'optionId must be one of the choice’s options.';
export const ITEM_GONE = 'The item this choice decides is no longer in the draft plan.';
export const NOT_ALLOWED_TO_CONFIRM = 'Only the organizer or, after the deadline, the planners can confirm a choice.';
export const TRIP_FINISHED = 'This trip is finished: its plan no longer changes.';

/** A stored choice document as the domain reads it (the deadline Timestamp as milliseconds). */
export function choiceOf(data: DocumentData): PlanChoice {
  const deadline = data.deadline as Timestamp | undefined;
  return {
    kind: data.kind,
    itemKind: data.itemKind,
    title: data.title,
    options: Array.isArray(data.options) ? data.options : [],
    deadlineLocal: data.deadlineLocal,
    deadlineMillis: deadline && typeof deadline.toMillis === 'function' ? deadline.toMillis() : 0,
    status: data.status === 'confirmed' ? 'confirmed' : 'open',
    confirmedOption: OPTION_IDS.find((id) => id === data.confirmedOption) ?? null,
  };
}

export function voteOf(data: DocumentData): ChoiceVote {
  return { uid: String(data.uid), answers: data.answers ?? {} };
}

export interface Confirmer extends PlannerStamp {
  role: ConfirmRole;
}

/** Who may confirm on this trip: its organizer, a planner, or neither. */
export function confirmRole(trip: DocumentData, uid: string, isPlanner: boolean): ConfirmRole {
  if (trip.userId === uid) return 'organizer';
  return isPlanner ? 'planner' : 'other';
}

/**
 * Confirms `optionId`: in one transaction the draft item takes the option's title, times, price
 * and link (its next revision), the choice is marked confirmed, and exactly that outcome is
 * published on top of the last published version: the planners' other unpublished drafts stay
 * drafts (docs/security.md, "Round 4"). Answers the version's number. A stranger is refused
 * before anything tells them what state the trip is in; a finished trip's plan is closed.
 */
export async function confirmChoice(
  db: Firestore,
  tripId: string,
  choiceId: string,
  optionId: string,
  who: { uid: string; name: string; isPlanner: boolean },
  now: Date,
): Promise<number> {
  return publishDraft(
    db,
    tripId,
    { uid: who.uid, name: who.name },
    {
      authorize: (trip) => {
        if (confirmRole(trip, who.uid, who.isPlanner) === 'other') throw new HttpError(403, NOT_ALLOWED_TO_CONFIRM);
      },
      build: async (tx, trip, drafted, published) => {
        if (trip.isFinished === true) throw new HttpError(409, TRIP_FINISHED);
        const [choiceSnap, draftSnap] = await Promise.all([
          tx.get(planChoiceRef(db, tripId, choiceId)),
          tx.get(planDraftItemRef(db, tripId, choiceId)),
        ]);
        if (!choiceSnap.exists) throw new HttpError(404, CHOICE_NOT_FOUND, 'choiceId');
        const choice = choiceOf(choiceSnap.data() as DocumentData);
        const role = confirmRole(trip, who.uid, who.isPlanner);
        const problem = confirmProblem(choice, role, now.getTime());
        if (problem) throw new HttpError(role === 'other' ? 403 : 409, problem);
        const option = choice.options.find((o) => o.id === optionId);
        if (!option) throw new HttpError(400, OPTION_NOT_FOUND, 'optionId');
        const current = drafted.find((item) => item.id === choiceId);
        if (!current || !draftSnap.exists) throw new HttpError(409, ITEM_GONE);
        const confirmed = itemFromOption(current, option);
        // The outcome as the group sees it: the published item (if any) with the option applied,
        // so the draft's unpublished edits to the same item stay drafts too.
        const before = published.find((item) => item.id === choiceId);
        const outcome = before ? itemFromOption(before, option) : confirmed;
        const rev = Number(draftSnap.get('rev')) || 0;
        return {
          items: before ? published.map((item) => (item.id === choiceId ? outcome : item)) : [...published, outcome],
          write: (version) => {
            const { id: _id, ...fields } = confirmed;
            // Written as the next revision, so a planner's editor open on the old one is told to reload.
            tx.set(planDraftItemRef(db, tripId, choiceId), {
              ...draftSnap.data(),
              ...fields,
              travelers: draftSnap.get('travelers'),
              rev: rev + 1,
              updatedAt: Timestamp.fromDate(now),
              updatedBy: who.uid,
            });
            tx.update(planChoiceRef(db, tripId, choiceId), {
              status: 'confirmed',
              confirmedOption: option.id,
              confirmedBy: { uid: who.uid, name: who.name },
              confirmedAt: Timestamp.fromDate(now),
              version,
            });
          },
        };
      },
    },
  );
}

/** The "who is in" choices of a trip with every vote: what calendars and totals follow. */
export async function readWhoIsIn(
  db: Firestore,
  tripId: string,
): Promise<{ id: string; kind: 'whoIsIn'; votes: ChoiceVote[] }[]> {
  const choices = await planChoicesOf(db, tripId).where('kind', '==', 'whoIsIn').get();
  return Promise.all(
    choices.docs.map(async (choice) => ({
      id: choice.id,
      kind: 'whoIsIn' as const,
      votes: (await choiceVotesOf(db, tripId, choice.id).get()).docs.map((vote) => voteOf(vote.data())),
    })),
  );
}

/** The items `uid` said "Out" of on this trip: they leave that member's calendar. */
export async function readItemsSaidOut(db: Firestore, tripId: string, uid: string): Promise<Set<string>> {
  const choices = await readWhoIsIn(db, tripId);
  return itemsSaidOut(choices, (id) => choices.find((choice) => choice.id === id)?.votes ?? [], uid);
}
