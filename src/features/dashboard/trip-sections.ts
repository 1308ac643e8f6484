import type { Trip } from '../../lib/models';

export type SectionKey = 'past' | 'pending' | 'booked';

export const SECTION_TITLES: Record<SectionKey, string> = {
  past: 'Past Trips',
  pending: 'Pending Trips',
  booked: 'Booked Trips',
};

/**
 * Each trip shows in exactly one section. A finished trip is Past even when it is also booked
 * (booking comes before finishing), a booked trip that is not finished is Booked, and every
 * other trip is Pending (three independent filters would otherwise show a finished trip twice).
 */
export function sectionOf(trip: Pick<Trip, 'isBooked' | 'isFinished'>): SectionKey {
  if (trip.isFinished) return 'past';
  if (trip.isBooked) return 'booked';
  return 'pending';
}

export function groupTrips<T extends Pick<Trip, 'isBooked' | 'isFinished'>>(trips: T[]): Record<SectionKey, T[]> {
  const groups: Record<SectionKey, T[]> = { past: [], pending: [], booked: [] };
  for (const trip of trips) groups[sectionOf(trip)].push(trip);
  return groups;
}
