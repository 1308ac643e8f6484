// The choices' reads and writes (docs/decide-together.md): a trip's choices with every vote (the
// tally is counted from them in the app, never stored), a member's own vote, the planners' choice
// documents, and confirmChoice.
import { deleteDoc, getDocs, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore/lite';
import { OPTION_IDS, type ChoiceVote, type OptionId, type PlanChoice, type VoteAnswers } from '@domain/plan-choices';
import { db } from '../../../lib/firebase';
import { choiceVoteRef, choiceVotesOf, planChoiceRef, planChoicesOf } from '../../../lib/plan-refs';
import { callApi } from '../../../lib/functions-client';

export interface LoadedChoice extends PlanChoice {
  /** The plan item's id: the choice decides that item. */
  id: string;
  votes: ChoiceVote[];
  /** When it was read: the views ask "open?" of that moment (a render stays pure). */
  loadedAt: number;
}

function choiceOf(id: string, data: Record<string, unknown>, votes: ChoiceVote[]): LoadedChoice {
  const deadline = data.deadline as Timestamp | undefined;
  return {
    id,
    kind: data.kind === 'whoIsIn' ? 'whoIsIn' : 'pick',
    itemKind: data.itemKind as PlanChoice['itemKind'],
    title: String(data.title ?? ''),
    options: Array.isArray(data.options) ? (data.options as PlanChoice['options']) : [],
    deadlineLocal: data.deadlineLocal as PlanChoice['deadlineLocal'],
    deadlineMillis: deadline instanceof Timestamp ? deadline.toMillis() : 0,
    status: data.status === 'confirmed' ? 'confirmed' : 'open',
    confirmedOption: OPTION_IDS.find((o) => o === data.confirmedOption) ?? null,
    votes,
    loadedAt: Date.now(),
  };
}

/** Every choice of the trip and every vote on each: one query, then one per choice. */
export async function loadChoices(tripId: string): Promise<LoadedChoice[]> {
  const choices = await getDocs(planChoicesOf(db, tripId));
  return Promise.all(
    choices.docs.map(async (choice) => {
      const votes = await getDocs(choiceVotesOf(db, tripId, choice.id));
      return choiceOf(
        choice.id,
        choice.data(),
        votes.docs.map((vote) => ({ uid: String(vote.get('uid')), answers: vote.get('answers') as VoteAnswers })),
      );
    }),
  );
}

/** The member's own answers (the rules accept them only before the deadline). */
export async function saveVote(tripId: string, choiceId: string, uid: string, answers: VoteAnswers): Promise<void> {
  await setDoc(choiceVoteRef(db, tripId, choiceId, uid), { uid, answers, updatedAt: serverTimestamp() });
}

/** A planner's choice on draft item `itemId` (open, not confirmed: confirming is the function's). */
export async function saveChoice(
  tripId: string,
  itemId: string,
  choice: Omit<PlanChoice, 'status' | 'confirmedOption'>,
  plannerUid: string,
): Promise<void> {
  const { deadlineMillis, ...fields } = choice;
  await setDoc(planChoiceRef(db, tripId, itemId), {
    ...fields,
    deadline: Timestamp.fromMillis(deadlineMillis),
    status: 'open',
    confirmedOption: null,
    updatedAt: serverTimestamp(),
    updatedBy: plannerUid,
  });
}

export async function removeChoice(tripId: string, itemId: string): Promise<void> {
  await deleteDoc(planChoiceRef(db, tripId, itemId));
}

/** Confirms an option; answers the plan version it is part of. */
export async function confirmChoice(tripId: string, choiceId: string, optionId: OptionId): Promise<number> {
  const { version } = await callApi('confirmChoice', { tripId, choiceId, optionId });
  return version;
}
