// The trip's vocabulary, shared by the web app and the functions so both agree on
// option lists and limits. Pure data: no Firebase imports here.

export const TRIP_TYPES = ['domestic', 'international'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const TIMING_FLEX = ['same', 'flexible'] as const;
export type TimingFlex = (typeof TIMING_FLEX)[number];

export const SAME_ORIGIN = ['yes', 'no'] as const;
export type SameOrigin = (typeof SAME_ORIGIN)[number];

export const TRIP_STATUSES = ['draft', 'ready'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

export const PLANNED_OPTION_KEYS = ['hotels', 'restaurants', 'flights', 'transport', 'tickets', 'all'] as const;
export type PlannedOptionKey = (typeof PLANNED_OPTION_KEYS)[number];
export type PlannedOptions = Record<PlannedOptionKey, boolean>;

export const FLEXIBILITY = ['fixed', 'somewhat', 'very'] as const;
export type Flexibility = (typeof FLEXIBILITY)[number];

export const SHARE_ROOM = ['yes', 'no', 'maybe'] as const;
export type ShareRoom = (typeof SHARE_ROOM)[number];

/** Size limits; firestore.rules repeats them (rules cannot import), keep both in step. */
export const LIMITS = {
  tripName: 100,
  email: 254,
  personName: 100,
  destination: 200,
  shortText: 200,
  longText: 2000,
  numPeopleMin: 1,
  numPeopleMax: 100,
} as const;

export const TIMING_FLEX_LABELS: Record<TimingFlex, string> = {
  same: 'We want to arrive and leave at the same time',
  flexible: "It's okay if people come/leave at different times",
};

export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  domestic: 'Domestic (within the US)',
  international: 'International (outside the US)',
};
