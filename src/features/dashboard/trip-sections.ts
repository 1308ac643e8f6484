import { tripStage, type StageFacts, type TripStage } from '@domain/trip-lifecycle';

export type SectionKey = 'past' | 'pending' | 'booked';

export const SECTION_TITLES: Record<SectionKey, string> = {
  past: 'Past Trips',
  pending: 'Pending Trips',
  booked: 'Booked Trips',
};

const SECTION_OF_STAGE: Record<TripStage, SectionKey> = {
  collecting: 'pending',
  ready: 'pending',
  planning: 'pending',
  booked: 'booked',
  finished: 'past',
};

/**
 * Each trip shows in exactly one section, by its stage (@domain/trip-lifecycle): a finished trip
 * is Past even though it was booked first, so it never shows twice.
 */
export function sectionOf(trip: StageFacts): SectionKey {
  return SECTION_OF_STAGE[tripStage(trip)];
}

export function groupTrips<T extends StageFacts>(trips: T[]): Record<SectionKey, T[]> {
  const groups: Record<SectionKey, T[]> = { past: [], pending: [], booked: [] };
  for (const trip of trips) groups[sectionOf(trip)].push(trip);
  return groups;
}
