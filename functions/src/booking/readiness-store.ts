// Reads what the readiness check needs for one trip (domain/readiness.ts): the trip, its answers
// and its booking details. Inside a transaction when one is given, so "Booked" is decided on the
// same facts it is written against (mark-booked.ts).
import type { DocumentData, DocumentSnapshot, Firestore, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import { parseBookingDetails } from '../domain/booking-details.js';
import {
  plansFlights,
  returnDayOf,
  tripReadiness,
  type ReadinessTraveler,
  type TravelerReadiness,
} from '../domain/readiness.js';
import { parseRoomWishes } from '../domain/rooming.js';
import { bookingDetailsOf, responsesOf, roomWishesOf, tripRef } from '../firestore-refs.js';

export interface TripReadinessFacts {
  trip: DocumentSnapshot<DocumentData>;
  /** Null when the trip does not exist. */
  readiness: TravelerReadiness[] | null;
}

function millisOf(value: unknown): number | null {
  return value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function'
    ? (value.toMillis as () => number)()
    : null;
}

/**
 * The travelers as the check sees them: everyone who answered, with their booking details if
 * any and whom they asked to share a room with (the "not mutual" flag).
 */
export function travelersFrom(
  responses: QuerySnapshot,
  details: QuerySnapshot,
  roomWishes?: QuerySnapshot,
): ReadinessTraveler[] {
  const detailsByUid = new Map(details.docs.map((d) => [d.id, parseBookingDetails(d.data())]));
  const shareWith = new Map((roomWishes?.docs ?? []).map((d) => [d.id, parseRoomWishes(d.data()).shareWith]));
  return responses.docs.map((r) => ({
    uid: r.id,
    answerName: typeof r.get('name') === 'string' ? (r.get('name') as string) : '',
    details: detailsByUid.get(r.id) ?? null,
    roomWith: shareWith.get(r.id) ?? [],
  }));
}

export async function readTripReadiness(db: Firestore, tripId: string, tx?: Transaction): Promise<TripReadinessFacts> {
  const refs = [
    tripRef(db, tripId),
    responsesOf(db, tripId),
    bookingDetailsOf(db, tripId),
    roomWishesOf(db, tripId),
  ] as const;
  const [trip, responses, details, wishes] = tx
    ? await Promise.all([tx.get(refs[0]), tx.get(refs[1]), tx.get(refs[2]), tx.get(refs[3])])
    : await Promise.all([refs[0].get(), refs[1].get(), refs[2].get(), refs[3].get()]);
  if (!trip.exists) return { trip, readiness: null };
  const endMillis = millisOf(trip.get('endDate')) ?? 0;
  const readiness = tripReadiness(
    {
      tripType: trip.get('tripType') === 'international' ? 'international' : 'domestic',
      returnDay: returnDayOf(endMillis),
      plansFlights: plansFlights(trip.get('plannedOptions')),
    },
    travelersFrom(responses, details, wishes),
  );
  return { trip, readiness };
}
