// The readiness check as the app runs it (docs/booking-details.md): the trip and answers as the
// app holds them, handed to the domain's check, the same one the server runs before "Booked".
import type { BookingDetailsFields } from '@domain/booking-details';
import type { RoomWishes } from '@domain/rooming';
import { localDateToIsoDay, todayIsoDay } from '@domain/calendar-day';
import { plansFlights, tripReadiness, type ReadinessTrip, type TravelerReadiness } from '@domain/readiness';
import type { Trip } from '@/lib/models';

type ReadinessTripFields = Pick<Trip, 'tripType' | 'endDate' | 'startDate' | 'plannedOptions'>;

export function readinessTripOf(trip: ReadinessTripFields): ReadinessTrip {
  const returnDate = trip.endDate ?? trip.startDate;
  return {
    tripType: trip.tripType,
    // A trip day is a local Date at midnight of that day (src/lib/calendar-day-timestamp.ts).
    returnDay: returnDate ? localDateToIsoDay(returnDate) : todayIsoDay(),
    plansFlights: plansFlights(trip.plannedOptions),
  };
}

/**
 * Each answering traveler's readiness, in the order of `travelers`. Room wishes (planners read
 * everyone's) feed the "not mutual" room flag.
 */
export function readinessOf(
  trip: ReadinessTripFields,
  travelers: readonly { uid: string; name: string }[],
  details: ReadonlyMap<string, BookingDetailsFields>,
  roomWishes: ReadonlyMap<string, RoomWishes> = new Map(),
): TravelerReadiness[] {
  return tripReadiness(
    readinessTripOf(trip),
    travelers.map((t) => ({
      uid: t.uid,
      answerName: t.name,
      details: details.get(t.uid) ?? null,
      roomWith: roomWishes.get(t.uid)?.shareWith ?? [],
    })),
  );
}
