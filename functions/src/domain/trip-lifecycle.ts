// The trip's life cycle in one place: its stages, who moves it from one to the next, and what
// each stage lets each person do and read. The dashboard card, the trip page, the planner
// workspace and the emails take their labels, actions and notices from here, so no two screens
// can tell a different story (docs/trip-lifecycle.md). Pure data: no Firebase imports.
import type { TripStatus } from './trip.js';

export const TRIP_STAGES = ['collecting', 'ready', 'planning', 'booked', 'finished'] as const;
export type TripStage = (typeof TRIP_STAGES)[number];

/** What the stored trip says; the stage is derived from it, never stored twice. */
export interface StageFacts {
  status: TripStatus;
  isBooked: boolean;
  isFinished: boolean;
  /** A planner took the trip (planner workspace); null or absent while nobody has. */
  assignedTo?: unknown;
}

/**
 * Finished beats booked (booking comes first), booked beats the organizer's ready flag; a
 * ready trip a planner has taken is "in planning".
 */
export function tripStage(trip: StageFacts): TripStage {
  if (trip.isFinished) return 'finished';
  if (trip.isBooked) return 'booked';
  if (trip.status !== 'ready') return 'collecting';
  return trip.assignedTo ? 'planning' : 'ready';
}

/** The one label every badge, pill, list and email uses for a stage. */
export const STAGE_LABELS: Record<TripStage, string> = {
  collecting: 'Gathering answers',
  ready: 'Ready to plan',
  planning: 'In planning',
  booked: 'Booked',
  finished: 'Finished',
};

export type TripRole = 'organizer' | 'traveler' | 'planner';

export type TripAction =
  | 'editMyResponse'
  | 'updateTrip'
  | 'deleteTrip'
  | 'copyInviteLink'
  | 'resetInviteLink'
  | 'inviteByEmail'
  | 'remind'
  | 'removeTraveler'
  | 'leaveTrip'
  | 'markReady'
  | 'markUnready'
  | 'markBooked'
  | 'markFinished'
  | 'resetBooking';

/** A move between stages, who makes it, and whether it asks first. */
export interface Transition {
  action: 'markReady' | 'markUnready' | 'markBooked' | 'markFinished' | 'resetBooking';
  from: readonly TripStage[];
  to: TripStage;
  by: TripRole;
  /** Asks the person to confirm first (a mistake here costs the group). */
  confirm: boolean;
}

export const TRANSITIONS: readonly Transition[] = [
  { action: 'markReady', from: ['collecting'], to: 'ready', by: 'organizer', confirm: true },
  // Unready stays one click: it only gives the group back the right to change answers.
  { action: 'markUnready', from: ['ready', 'planning'], to: 'collecting', by: 'organizer', confirm: false },
  // firestore.rules refuse booking a trip that is not ready (isBookingUpdate).
  { action: 'markBooked', from: ['ready', 'planning'], to: 'booked', by: 'planner', confirm: true },
  { action: 'markFinished', from: ['booked'], to: 'finished', by: 'planner', confirm: true },
  { action: 'resetBooking', from: ['booked', 'finished'], to: 'ready', by: 'planner', confirm: false },
];

/** The actions besides the stage moves, by stage and role. */
const PAGE_ACTIONS: Record<TripStage, Record<TripRole, readonly TripAction[]>> = {
  collecting: {
    organizer: [
      'editMyResponse',
      'updateTrip',
      'deleteTrip',
      'copyInviteLink',
      'resetInviteLink',
      'inviteByEmail',
      'remind',
      'removeTraveler',
    ],
    traveler: ['editMyResponse', 'copyInviteLink', 'leaveTrip'],
    planner: [],
  },
  // Answers and trip details are frozen while the planners work: the organizer marks the trip
  // unready to change them, so Edit My Response and Update Trip give way to that hint. A
  // traveler is offered nothing that would only lead to "can't be edited" (issue #45): no Edit My
  // Response, no invite link (nobody new may join); the notice says who can reopen the trip.
  ready: {
    organizer: ['deleteTrip', 'copyInviteLink', 'resetInviteLink'],
    traveler: [],
    planner: [],
  },
  planning: {
    organizer: ['deleteTrip', 'copyInviteLink', 'resetInviteLink'],
    traveler: [],
    planner: [],
  },
  // Booked and finished trips are the planners' (rules: isBookedLock): nobody joins any more, so
  // no invite link is offered.
  booked: { organizer: [], traveler: [], planner: [] },
  finished: { organizer: [], traveler: [], planner: [] },
};

/** Everything a person may do to a trip in a stage: page actions, then stage moves. */
export function allowedActions(stage: TripStage, role: TripRole): TripAction[] {
  const moves = TRANSITIONS.filter((t) => t.by === role && t.from.includes(stage)).map((t) => t.action);
  return [...PAGE_ACTIONS[stage][role], ...moves];
}

export function canDo(stage: TripStage, role: TripRole, action: TripAction): boolean {
  return allowedActions(stage, role).includes(action);
}

// ---------- what each person reads ----------
// The spec's sentences, word for word.
export const OWNER_READY_HINT =
  'Edits to this trip are not accepted when trip is in "Ready" mode. To allow edits, please mark as "Unready".';
export const OWNER_DRAFT_HINT = 'Please mark your trip as "Ready" when everyone in your group fills out the Join Form.';
export const TRAVELER_READY_NOTICE =
  'This trip has been marked as ready. Responses can no longer be changed unless the creator changes the ready status.';
export const READY_TOGGLE_LABELS = {
  markReady: 'Mark as Ready to Plan',
  markUnready: 'In Planning Process…Click to Mark as Unready',
} as const;

export const BOOKED_NOTICE =
  'Our planners have booked this trip, so it can no longer be reopened, edited or deleted here.';
export const FINISHED_NOTICE = 'This trip is finished. Nothing about it can change any more.';
/** Said beside the notice once a planner took the trip (the spec's sentences stay as they are). */
export const PLANNING_NOTE = 'A planner is working on it now.';

/** Told to the organizer where a ready trip refuses a change (their answers, the trip's details). */
export const ORGANIZER_UNREADY_FIRST =
  'You are the organizer: to change it, open the trip page and mark the trip as unready first ("In Planning Process…Click to Mark as Unready"). Mark it ready again when you are done.';

/** The notice a person reads under the trip's title for a stage (null: none). */
export function stageNotice(stage: TripStage, role: TripRole): string | null {
  switch (stage) {
    case 'collecting':
      return role === 'organizer' ? OWNER_DRAFT_HINT : null;
    case 'ready':
    case 'planning':
      return role === 'organizer' ? OWNER_READY_HINT : role === 'traveler' ? TRAVELER_READY_NOTICE : null;
    case 'booked':
      return role === 'planner' ? null : BOOKED_NOTICE;
    case 'finished':
      return role === 'planner' ? null : FINISHED_NOTICE;
  }
}

/**
 * Where the group stands with answering. Someone invited by email counts as not answered until
 * they answer or their invitation is withdrawn, even when the trip's head count is already reached.
 */
export interface AnswerCount {
  answered: number;
  expected: number;
  /** Invitees (not withdrawn) who have not answered yet. */
  invitedWaiting: number;
}

export function waitingFor({ answered, expected, invitedWaiting }: AnswerCount): number {
  return Math.max(expected - answered, invitedWaiting, 0);
}

export function everyoneAnswered(count: AnswerCount): boolean {
  return count.expected > 0 && waitingFor(count) === 0;
}

/** "Waiting for …" while answers are gathered; null once everyone answered or the stage moved on. */
export function waitingSentence(stage: TripStage, count: AnswerCount): string | null {
  const waiting = waitingFor(count);
  if (stage !== 'collecting' || waiting === 0) return null;
  return `Waiting for ${waiting === 1 ? '1 more traveler' : `${waiting} more travelers`}.`;
}

/** The organizer's prompt once everyone answered (collecting only). */
export const EVERYONE_ANSWERED_PROMPT =
  'Everyone has answered. Mark the trip as ready to plan so our planners can start.';
