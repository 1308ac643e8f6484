// Booking details go with the person and with the trip (docs/booking-details.md): when the
// account is deleted (deleteAccount calls forgetBookingDetails), when the traveler leaves or is
// removed (their uid leaves `joined`), and when the trip itself is deleted (on-trip-written.ts). Found by queries, so
// a retried or repeated run deletes what is left and nothing else.
import type { Firestore } from 'firebase-admin/firestore';
import { allBookingDetails, bookingDetailsOf } from '../firestore-refs.js';

/** Deletes every trip's booking details of account `uid`; returns how many. */
export async function forgetBookingDetails(firestore: Firestore, uid: string): Promise<number> {
  const found = await allBookingDetails(firestore).where('uid', '==', uid).get();
  await Promise.all(found.docs.map((d) => d.ref.delete()));
  return found.size;
}

/** Deletes the booking details of `uids` on one trip (all of them when `uids` is null). */
export async function forgetTripBookingDetails(
  firestore: Firestore,
  tripId: string,
  uids: readonly string[] | null,
): Promise<number> {
  const refs = uids
    ? uids.map((uid) => bookingDetailsOf(firestore, tripId).doc(uid))
    : (await bookingDetailsOf(firestore, tripId).select().get()).docs.map((d) => d.ref);
  await Promise.all(refs.map((ref) => ref.delete()));
  return refs.length;
}
