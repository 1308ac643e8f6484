import { describe, expect, it } from 'vitest';
import {
  BOOKED_NOTICE,
  FINISHED_NOTICE,
  OWNER_DRAFT_HINT,
  OWNER_READY_HINT,
  STAGE_LABELS,
  TRANSITIONS,
  TRAVELER_READY_NOTICE,
  TRIP_STAGES,
  allowedActions,
  everyoneAnswered,
  stageNotice,
  tripStage,
  waitingSentence,
  type TripAction,
  type TripRole,
  type TripStage,
} from '@domain/trip-lifecycle';

const ROLES: TripRole[] = ['organizer', 'traveler', 'planner'];

// Every stage × role: what may be done and what is read. A change to the model shows up here
// as a changed row, on purpose.
const TABLE: Record<TripStage, Record<TripRole, { actions: TripAction[]; notice: string | null }>> = {
  collecting: {
    organizer: {
      actions: [
        'editMyResponse',
        'updateTrip',
        'deleteTrip',
        'copyInviteLink',
        'resetInviteLink',
        'inviteByEmail',
        'remind',
        'removeTraveler',
        'markReady',
      ],
      notice: OWNER_DRAFT_HINT,
    },
    traveler: { actions: ['editMyResponse', 'copyInviteLink', 'leaveTrip'], notice: null },
    planner: { actions: [], notice: null },
  },
  ready: {
    organizer: {
      actions: ['deleteTrip', 'copyInviteLink', 'resetInviteLink', 'markUnready'],
      notice: OWNER_READY_HINT,
    },
    traveler: { actions: [], notice: TRAVELER_READY_NOTICE },
    planner: { actions: ['markBooked'], notice: null },
  },
  planning: {
    organizer: {
      actions: ['deleteTrip', 'copyInviteLink', 'resetInviteLink', 'markUnready'],
      notice: OWNER_READY_HINT,
    },
    traveler: { actions: [], notice: TRAVELER_READY_NOTICE },
    planner: { actions: ['markBooked'], notice: null },
  },
  booked: {
    organizer: { actions: [], notice: BOOKED_NOTICE },
    traveler: { actions: [], notice: BOOKED_NOTICE },
    planner: { actions: ['markFinished', 'resetBooking'], notice: null },
  },
  finished: {
    organizer: { actions: [], notice: FINISHED_NOTICE },
    traveler: { actions: [], notice: FINISHED_NOTICE },
    planner: { actions: ['resetBooking'], notice: null },
  },
};

describe('the trip life cycle', () => {
  for (const stage of TRIP_STAGES) {
    for (const role of ROLES) {
      it(`${stage} × ${role}: offers exactly its actions and its notice`, () => {
        expect(allowedActions(stage, role)).toEqual(TABLE[stage][role].actions);
        expect(stageNotice(stage, role)).toBe(TABLE[stage][role].notice);
      });
    }
  }

  it('derives the stage from the stored flags, finished over booked over ready', () => {
    const base = { status: 'draft' as const, isBooked: false, isFinished: false, assignedTo: null };
    expect(tripStage(base)).toBe('collecting');
    expect(tripStage({ ...base, status: 'ready' })).toBe('ready');
    expect(tripStage({ ...base, status: 'ready', assignedTo: { uid: 'p', name: 'Pat' } })).toBe('planning');
    expect(tripStage({ ...base, status: 'ready', isBooked: true })).toBe('booked');
    expect(tripStage({ ...base, status: 'ready', isBooked: true, isFinished: true })).toBe('finished');
  });

  it('gives every stage one label', () => {
    expect(Object.keys(STAGE_LABELS)).toEqual([...TRIP_STAGES]);
    expect(new Set(Object.values(STAGE_LABELS)).size).toBe(TRIP_STAGES.length);
  });

  it('asks first before ready, booked and finished, never before unready', () => {
    const asks = Object.fromEntries(TRANSITIONS.map((t) => [t.action, t.confirm]));
    expect(asks).toEqual({
      markReady: true,
      markUnready: false,
      markBooked: true,
      markFinished: true,
      resetBooking: false,
    });
    // Booking starts only from a ready trip (the rules refuse it otherwise).
    expect(TRANSITIONS.find((t) => t.action === 'markBooked')?.from).not.toContain('collecting');
  });

  it('counts invitees who have not answered as missing, even when the head count is reached', () => {
    expect(everyoneAnswered({ answered: 5, expected: 5, invitedWaiting: 2 })).toBe(false);
    expect(waitingSentence('collecting', { answered: 5, expected: 5, invitedWaiting: 2 })).toBe(
      'Waiting for 2 more travelers.',
    );
    expect(everyoneAnswered({ answered: 5, expected: 5, invitedWaiting: 0 })).toBe(true);
    expect(waitingSentence('collecting', { answered: 4, expected: 5, invitedWaiting: 0 })).toBe(
      'Waiting for 1 more traveler.',
    );
    // After collecting, nobody is "waited for" any more.
    expect(waitingSentence('booked', { answered: 1, expected: 5, invitedWaiting: 0 })).toBeNull();
  });
});
