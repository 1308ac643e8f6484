// Booking details go with the person and with the trip (docs/booking-details.md): when the
// account is deleted (deleteAccount calls forgetBookingDetails), when the traveler leaves or is
// removed (their uid leaves `joined`), and when the trip itself is deleted (on-trip-written.ts). Found by queries, so
// a retried or repeated run deletes what is left and nothing else.
import type { Firestore } from 'firebase-admin/firestore';
// Room wishes and rooms (docs/booking-details.md, "Rooming") go the same ways, with them.
import {
  allBookingDetails,
  allRoomAssignments,
  allRoomWishes,
  bookingDetailsOf,
  roomAssignmentsOf,
  roomingRef,
  roomWishesOf,
} from '../firestore-refs.js';

/** Deletes every trip's booking details, room wishes and room of account `uid`; returns how many. */
export async function forgetBookingDetails(firestore: Firestore, uid: string): Promise<number> {
  const found = await Promise.all(
    [allBookingDetails, allRoomWishes, allRoomAssignments].map((group) =>
      group(firestore).where('uid', '==', uid).get(),
    ),
  );
  const docs = found.flatMap((snap) => snap.docs);
  await Promise.all(docs.map((d) => d.ref.delete()));
  return docs.length;
}

/**
 * Deletes the booking details, room wishes and rooms of `uids` on one trip (all of them, and the
 * planners' rooming list, when `uids` is null: the trip was deleted).
 */
export async function forgetTripBookingDetails(
  firestore: Firestore,
  tripId: string,
  uids: readonly string[] | null,
): Promise<number> {
  const collections = [bookingDetailsOf, roomWishesOf, roomAssignmentsOf].map((of) => of(firestore, tripId));
  const refs = uids
    ? collections.flatMap((c) => uids.map((uid) => c.doc(uid)))
    : [
        ...(await Promise.all(collections.map((c) => c.select().get()))).flatMap((snap) => snap.docs.map((d) => d.ref)),
        roomingRef(firestore, tripId),
      ];
  await Promise.all(refs.map((ref) => ref.delete()));
  return refs.length;
}
