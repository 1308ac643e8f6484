// The readiness check (issue 44, docs/booking-details.md): per traveler, what stands between the
// trip and booking it, each flag saying what fixes it and who must act. One pure function for
// every reader: the planners' brief, the traveler's own tasks, and the server's guard on
// "Booked" (functions/src/booking/mark-booked.ts), so what planners see is what the server checks.
import type { BookingDetailsFields } from './booking-details.js';
import { isoDayToUtcNoonMillis, utcMillisToIsoDay } from './calendar-day.js';
import type { TripType } from './trip.js';

export type FlagKind =
  | 'bookingDetailsMissing'
  | 'passportMissing'
  | 'passportExpiresTooSoon'
  | 'legalNameMissing'
  | 'dateOfBirthMissing'
  | 'legalNameDiffers'
  | 'roomRequestOneSided'
  | 'budgetBelowFloor'
  | 'openRequest'
  | 'depositNotPaid';

/** A blocker keeps the trip from "Booked" (unless overridden); a warning only asks for a look. */
export type FlagSeverity = 'blocker' | 'warning';
export type FlagActor = 'traveler' | 'planners';

export interface ReadinessFlag {
  kind: FlagKind;
  severity: FlagSeverity;
  /** What is wrong, in the planners' words. */
  problem: string;
  /** What fixes it. */
  fix: string;
  /** Who must act. */
  actor: FlagActor;
  /** What the traveler is asked, in their words, when they are the one to act. */
  task?: string;
}

export interface ReadinessTrip {
  tripType: TripType;
  /** The return day, 'YYYY-MM-DD'. */
  returnDay: string;
  /** Planners book flights for this trip (its planned options name flights or everything). */
  plansFlights: boolean;
  /** The lowest budget (USD) planners set for the trip; null or absent: no floor. */
  budgetFloorUsd?: number | null;
}

export interface ReadinessTraveler {
  uid: string;
  /** The name the traveler gave in their answer. */
  answerName: string;
  details: BookingDetailsFields | null;
  /** Uids of fellow travelers this one asked to share a room with. */
  roomWith?: readonly string[];
  /** The top of the traveler's budget in USD, when their answer reads as one; null: unreadable. */
  budgetUsd?: number | null;
  /** Titles of planners' requests to this traveler that are still open. */
  openRequests?: readonly string[];
  /**
   * The hook for "Trip money": true or false once deposits exist for the trip; absent while
   * they do not (no flag then).
   */
  depositPaid?: boolean;
}

export interface TravelerReadiness {
  uid: string;
  flags: ReadinessFlag[];
  /** No blocker left (warnings allowed). */
  ready: boolean;
}

/** How long a passport must stay valid after the return day: most countries ask six months. */
export const PASSPORT_MONTHS_AFTER_RETURN = 6;

/** 'YYYY-MM-DD' plus `months`, the day clamped to the month's last (31 Aug + 6 → 28/29 Feb). */
export function addMonths(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1, 12));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0, 12),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(d, lastDay));
  return utcMillisToIsoDay(firstOfTarget.getTime());
}

/** The first expiry day that is valid long enough for a trip returning on `returnDay`. */
export function earliestValidExpiry(returnDay: string): string {
  return addMonths(returnDay, PASSPORT_MONTHS_AFTER_RETURN);
}

/** Names compared the way a booking agent would: case, accents, spaces and hyphens aside. */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

function legalNameDiffers(details: BookingDetailsFields, answerName: string): boolean {
  const legal = comparableName(`${details.legalFirstName} ${details.legalLastName}`).split(' ');
  const answered = comparableName(answerName).split(' ').filter(Boolean);
  // A middle name in the passport is fine: every word of the answer must be in the legal name.
  return answered.length > 0 && !answered.every((word) => legal.includes(word));
}

/** What each flag asks of the traveler (the wording where it quotes one). */
export const TRAVELER_TASKS: Partial<Record<FlagKind, string>> = {
  passportMissing: 'Add your passport details',
  passportExpiresTooSoon: 'Your passport expires too soon: renew it or tell us',
  legalNameMissing: 'Add your legal name as on your ID',
  dateOfBirthMissing: 'Add your date of birth',
  roomRequestOneSided: 'Confirm who you share a room with',
  depositNotPaid: 'Pay your deposit',
};

const flag = (
  kind: FlagKind,
  severity: FlagSeverity,
  actor: FlagActor,
  problem: string,
  fix: string,
  task = TRAVELER_TASKS[kind],
): ReadinessFlag => ({ kind, severity, actor, problem, fix, ...(actor === 'traveler' && task ? { task } : {}) });

function detailFlags(trip: ReadinessTrip, traveler: ReadinessTraveler): ReadinessFlag[] {
  const international = trip.tripType === 'international';
  const needsName = international || trip.plansFlights;
  const d = traveler.details;
  if (!d) {
    return needsName
      ? [
          flag(
            'bookingDetailsMissing',
            'blocker',
            'traveler',
            'No booking details yet.',
            international ? 'The traveler adds their passport details.' : 'The traveler adds their booking details.',
            international ? 'Add your passport details' : 'Add your booking details',
          ),
        ]
      : [];
  }
  const flags: ReadinessFlag[] = [];
  if (international && (!d.passportNumber || !d.passportExpiry || !d.passportCountry))
    flags.push(
      flag(
        'passportMissing',
        'blocker',
        'traveler',
        'Passport details missing.',
        'The traveler adds their passport details.',
      ),
    );
  else if (
    international &&
    isoDayToUtcNoonMillis(d.passportExpiry) !== null &&
    d.passportExpiry < earliestValidExpiry(trip.returnDay)
  )
    flags.push(
      flag(
        'passportExpiresTooSoon',
        'blocker',
        'traveler',
        `Passport expires less than ${PASSPORT_MONTHS_AFTER_RETURN} months after the return.`,
        `The traveler renews the passport (valid until ${earliestValidExpiry(trip.returnDay)} or later) or tells planners.`,
      ),
    );
  if (needsName && (!d.legalFirstName || !d.legalLastName))
    flags.push(
      flag(
        'legalNameMissing',
        'blocker',
        'traveler',
        'Legal name missing.',
        'The traveler adds their name as on their ID.',
      ),
    );
  if (needsName && !d.dateOfBirth)
    flags.push(
      flag(
        'dateOfBirthMissing',
        'blocker',
        'traveler',
        'Date of birth missing.',
        'The traveler adds their date of birth.',
      ),
    );
  if (d.legalFirstName && d.legalLastName && legalNameDiffers(d, traveler.answerName))
    flags.push(
      flag(
        'legalNameDiffers',
        'warning',
        'planners',
        'Legal name differs from the name in the answer.',
        'Planners check which name to book (the legal one goes on tickets).',
      ),
    );
  return flags;
}

/** Every traveler's flags, in the order given. */
export function tripReadiness(trip: ReadinessTrip, travelers: readonly ReadinessTraveler[]): TravelerReadiness[] {
  const roomWith = new Map(travelers.map((t) => [t.uid, new Set(t.roomWith ?? [])]));
  const names = new Map(travelers.map((t) => [t.uid, t.answerName]));
  return travelers.map((traveler) => {
    const flags = detailFlags(trip, traveler);
    for (const other of traveler.roomWith ?? []) {
      if (!names.has(other) || roomWith.get(other)?.has(traveler.uid)) continue;
      flags.push(
        flag(
          'roomRequestOneSided',
          'blocker',
          'traveler',
          `Asked to share a room with ${names.get(other)}, who did not ask back.`,
          'The traveler confirms who they share a room with.',
        ),
      );
    }
    const floor = trip.budgetFloorUsd;
    if (typeof floor === 'number' && typeof traveler.budgetUsd === 'number' && traveler.budgetUsd < floor)
      flags.push(
        flag(
          'budgetBelowFloor',
          'blocker',
          'planners',
          `Budget below the trip's floor ($${floor}).`,
          'Planners talk with the traveler about the budget.',
        ),
      );
    for (const title of traveler.openRequests ?? [])
      flags.push(
        flag(
          'openRequest',
          'blocker',
          'traveler',
          `Open request: ${title}`,
          'The traveler does what was asked.',
          title,
        ),
      );
    if (traveler.depositPaid === false)
      flags.push(flag('depositNotPaid', 'blocker', 'traveler', 'Deposit not paid.', 'The traveler pays the deposit.'));
    return { uid: traveler.uid, flags, ready: flags.every((f) => f.severity !== 'blocker') };
  });
}

/** "4/6 ready": travelers without a blocker, of all. */
export function readinessCount(readiness: readonly TravelerReadiness[]): { ready: number; total: number } {
  return { ready: readiness.filter((r) => r.ready).length, total: readiness.length };
}

/** The trip's return day from its stored end date (an instant at 12:00 UTC of that day). */
export function returnDayOf(endDateMillis: number): string {
  return utcMillisToIsoDay(endDateMillis);
}

/** Whether a trip's planned options include flights ("all" counts): legal names are needed then. */
export function plansFlights(plannedOptions: unknown): boolean {
  if (typeof plannedOptions !== 'object' || plannedOptions === null) return false;
  const options = plannedOptions as Record<string, unknown>;
  return options.flights === true || options.all === true;
}

/** Limits of a planner's written reason for booking despite open flags. */
export const OVERRIDE_REASON_MAX = 1000;

/** The traveler's own tasks: the flags they must act on, as they read them. */
export function travelerTasks(readiness: TravelerReadiness | undefined): string[] {
  return [...new Set((readiness?.flags ?? []).flatMap((f) => (f.task ? [f.task] : [])))];
}
