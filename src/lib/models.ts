// What the app works with. Dates are Date (calendar days at local midnight); the converters
// in ./converters.ts are the only place Firestore Timestamps are seen.
import type {
  Flexibility,
  PlannedOptions,
  SameOrigin,
  ShareRoom,
  TimingFlex,
  TripStatus,
  TripType,
} from '@domain/trip';
import type { JoinAnswers, JoinQuestion } from '@domain/join-questions';

export interface Trip {
  id: string;
  tripName: string;
  userId: string;
  organizerEmail: string;
  organizerName: string;
  destination: string;
  numPeople: number;
  vibe: string;
  startDate: Date | null;
  endDate: Date | null;
  timingFlex: TimingFlex;
  sameOrigin: SameOrigin;
  extraNotes: string;
  plannedOptions: PlannedOptions;
  tripType: TripType;
  status: TripStatus;
  readyAt: Date | null;
  createdAt: Date | null;
  joined: string[];
  isBooked: boolean;
  isFinished: boolean;
  /** The daily job's reminders 3 and 7 days after an invitation; on unless switched off (false). */
  autoReminders?: boolean;
  /** The live invite key ('' on a trip made before keys); only its organizer, members and planners read it. */
  inviteKey: string;
  /** The planner handling the trip (planner workspace), null while nobody took it. */
  assignedTo: PlannerStamp | null;
  /** Who marked the trip booked / finished, and when (null for older trips and after a reset). */
  bookedBy: PlannerStamp | null;
  bookedAt: Date | null;
  finishedBy: PlannerStamp | null;
  finishedAt: Date | null;
  /** Travelers passing the readiness check, of all (written by the functions; docs/booking-details.md). */
  readinessSummary?: { ready: number; total: number } | null;
  /** A planner's written reason for booking despite open readiness flags. */
  bookingOverride?: { reason: string; openTravelers: number; by: PlannerStamp } | null;
  /** The trip's own join questions (docs/join-questions.md); absent = none. */
  joinQuestions?: JoinQuestion[];
}

/** A planner as recorded on a trip: assignment and booking stamps (firestore.rules isPlannerStamp). */
export interface PlannerStamp {
  uid: string;
  name: string;
}

/** trips/{tripId}/notes/{noteId}: a planner's internal note, never shown to organizers or travelers. */
export interface PlannerNote {
  id: string;
  text: string;
  authorUid: string;
  authorName: string;
  createdAt: Date | null;
}

/**
 * invites/{key}: what the join page shows before joining (docs/security.md "Invite links are
 * capabilities"), fetched by the key in the link; the functions keep it in step with the trip.
 */
export type TripInvite = Pick<
  Trip,
  | 'tripName'
  | 'organizerName'
  | 'destination'
  | 'numPeople'
  | 'vibe'
  | 'startDate'
  | 'endDate'
  | 'status'
  | 'isBooked'
  | 'joinQuestions'
> & { tripId: string };

/** The fields an organizer may change after paying (docs/security.md, "Actors and what each may do"). */
export type TripEdit = Pick<
  Trip,
  'numPeople' | 'timingFlex' | 'destination' | 'vibe' | 'sameOrigin' | 'startDate' | 'endDate'
>;

/** TripEdit as a form holds it: the number of people is what the input says until validated. */
export type TripEditForm = Omit<TripEdit, 'numPeople'> & { numPeople: string };

/**
 * trips/{tripId}/responses/{uid}: the part of a traveler's answers the whole group sees (the
 * response cards): name, email, availability, budget and must-see. The rest is in
 * PrivateAnswers, which only the traveler, the organizer and planners may read.
 */
export interface TripResponse {
  uid: string;
  firstName: string;
  lastName: string;
  /** First and last name joined by a space. */
  name: string;
  email: string;
  /** 'start - end' as text, kept beside the structured dates below. */
  availability: string;
  availabilityStart: Date | null;
  availabilityEnd: Date | null;
  /** Free text: a range, an amount, or (beside budgetAmount) a note such as "all in". */
  budget: string;
  /** The budget as an amount in whole units of budgetCurrency (issue 46); absent on older answers. */
  budgetAmount?: number;
  /** ISO 4217 code of budgetAmount ('EUR'); present exactly when budgetAmount is. */
  budgetCurrency?: string;
  mustSee: string;
  submittedAt: Date | null;
  profileImage?: string;
  /** Answers to the trip's join questions whose audience is the group's cards, by question id. */
  customAnswers?: JoinAnswers;
}

/**
 * trips/{tripId}/privateAnswers/{uid}: what only the traveler, the organizer and planners read
 * (medical and dietary notes, travel needs, where they travel from; docs/security.md).
 */
export interface PrivateAnswers {
  preferences: string;
  fromLocation: string;
  flexibility: Flexibility | '';
  accommodations: string;
  shareRoom: ShareRoom | '';
  specialTravel: string;
}

/**
 * Both parts of a traveler's answers, as the traveler, the organizer and planners see them; with
 * the answers to planners-only join questions when read by the traveler or planners (they live
 * in trips/{tripId}/plannerAnswers/{uid}, which the organizer cannot read).
 */
export type FullResponse = TripResponse & PrivateAnswers & { plannerAnswers?: JoinAnswers };

/** A traveler who has no private part (an answer from before the split was migrated). */
export const NO_PRIVATE_ANSWERS: PrivateAnswers = {
  preferences: '',
  fromLocation: '',
  flexibility: '',
  accommodations: '',
  shareRoom: '',
  specialTravel: '',
};

export interface UserProfile {
  email: string;
  acceptedTerms: boolean;
  acceptedTermsTimestamp: string;
  firstName: string;
  lastName: string;
  name: string;
  age: number | null;
  birthday: Date | null;
  preferences: string;
  countriesVisited: string;
  profileImage: string;
  joinedTrips: string[];
  /** The profile's "Email me reminders and updates" switch, off (true) also by one-click unsubscribe. */
  emailOptOut?: boolean;
}

/** trips/{tripId}/invitations/{key}: an address the organizer invited by email (written by the functions). */
export interface Invitation {
  key: string;
  email: string;
  invitedAt: Date | null;
  lastReminderAt: Date | null;
  remindersSent: number;
  /** Withdrawn by the organizer, or its person left the trip: never reminded again. */
  withdrawnAt: Date | null;
}
