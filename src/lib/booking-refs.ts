// The Firestore paths of booking details (docs/booking-details.md), built on the schema's names
// as firestore-refs.ts is: a module of their own so only the pages that show booking details
// carry them. Untyped refs, parsed by src/features/booking/api with the domain's parser.
import { collection, collectionGroup, doc, type Firestore } from 'firebase/firestore/lite';
import type { COLLECTIONS } from '@domain/collections';

type C = typeof COLLECTIONS;

const TRIPS: C['trips'] = 'trips';
const BOOKING_DETAILS: C['bookingDetails'] = 'bookingDetails';

/** trips/{tripId}/bookingDetails: planners list them; nobody else may. */
export const bookingDetailsOf = (db: Firestore, tripId: string) => collection(db, TRIPS, tripId, BOOKING_DETAILS);
/** trips/{tripId}/bookingDetails/{uid}: the traveler's own (or any, for planners). */
export const bookingDetailsRef = (db: Firestore, tripId: string, uid: string) =>
  doc(db, TRIPS, tripId, BOOKING_DETAILS, uid);
/** Every trip's booking details (a traveler asks for their own by uid: the dashboard's tasks). */
export const allBookingDetails = (db: Firestore) => collectionGroup(db, BOOKING_DETAILS);
