// The stored trip document (trips/{tripId}, the spec's section 3), built in one place: the
// functions make it when a checkout is paid (payments/fulfil-checkout.ts), and the seed, the
// large data set and the test fixtures make theirs with the same builder, so a field added
// here reaches all of them. Pure: the caller passes its own date and timestamp values (an
// Admin SDK Timestamp, a server timestamp, a Date), which is why they are type parameters.
import type { PlannedOptions, SameOrigin, TimingFlex, TripStatus, TripType } from './trip.js';
import { searchWords } from './trip-search.js';

/** What the organizer chose and who they are: the trip as the form and the account give it. */
export interface TripDocumentInput<Day> {
  tripName: string;
  /** The organizer's uid. */
  userId: string;
  organizerEmail: string;
  organizerName: string;
  destination: string;
  numPeople: number;
  vibe: string;
  startDate: Day;
  endDate: Day;
  timingFlex: TimingFlex;
  sameOrigin: SameOrigin;
  extraNotes: string;
  plannedOptions: PlannedOptions;
  tripType: TripType;
}

/** Where the trip is in its life: a new trip is a draft nobody joined, not booked, not finished. */
export interface TripLifecycleFields<Time> {
  status: TripStatus;
  readyAt: Time | null;
  joined: string[];
  isBooked: boolean;
  isFinished: boolean;
}

/**
 * The trip document for `input`, created at `createdAt`; `later` sets lifecycle fields (and any
 * other stored field, e.g. the invite key) for a trip that is further along. `searchWords`,
 * what the planners' search finds the trip by, always follows the final name and email.
 */
export function tripDocument<Day, Time, Later extends object = object>(
  input: TripDocumentInput<Day>,
  createdAt: Time,
  later?: Partial<TripLifecycleFields<Time>> & Later,
) {
  const lifecycle: TripLifecycleFields<Time> = {
    status: 'draft',
    readyAt: null,
    joined: [],
    isBooked: false,
    isFinished: false,
  };
  return {
    ...input,
    ...lifecycle,
    createdAt,
    ...later,
    searchWords: searchWords(input.tripName, input.organizerEmail),
  };
}
