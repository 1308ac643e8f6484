// How a traveler's availability reads on cards, on the planners' page and in the CSV. The
// stored text is written only when both days are chosen, so a traveler who gave one side would
// show as nothing although the timeline uses that day: the structured days come first.
import type { TripResponse } from '@/lib/models';
import { formatUsDate } from '@/ui/us-date';

type Availability = Pick<TripResponse, 'availability' | 'availabilityStart' | 'availabilityEnd'>;

/** 'MM/dd/yyyy - MM/dd/yyyy', 'From MM/dd/yyyy', 'Until MM/dd/yyyy', the stored text, or ''. */
export function availabilityLabel({ availability, availabilityStart, availabilityEnd }: Availability): string {
  if (availabilityStart && availabilityEnd)
    return `${formatUsDate(availabilityStart)} - ${formatUsDate(availabilityEnd)}`;
  if (availabilityStart) return `From ${formatUsDate(availabilityStart)}`;
  if (availabilityEnd) return `Until ${formatUsDate(availabilityEnd)}`;
  return availability;
}
