// Booking details (docs/booking-details.md). The traveler reads and writes their own; planners
// list a trip's. Nothing here is sent anywhere but Firestore (never an email, a log or a URL).
import { getDoc, getDocs, query, serverTimestamp, setDoc, where } from 'firebase/firestore/lite';
import { normaliseBookingDetails, parseBookingDetails, type BookingDetailsFields } from '@domain/booking-details';
import { db } from '@/lib/firebase';
import { allBookingDetails, bookingDetailsOf, bookingDetailsRef } from '@/lib/booking-refs';

/** The traveler's own booking details on a trip, or null before they saved any. */
export async function loadMyBookingDetails(tripId: string, uid: string): Promise<BookingDetailsFields | null> {
  const snap = await getDoc(bookingDetailsRef(db, tripId, uid));
  return snap.exists() ? parseBookingDetails(snap.data()) : null;
}

/** Saves the traveler's own booking details (validated by the form first, by the rules always). */
export async function saveMyBookingDetails(tripId: string, uid: string, fields: BookingDetailsFields): Promise<void> {
  await setDoc(bookingDetailsRef(db, tripId, uid), {
    ...normaliseBookingDetails(fields),
    uid,
    updatedAt: serverTimestamp(),
  });
}

/** The traveler's booking details on every trip, by trip id: one query for the dashboard. */
export async function loadMyBookingDetailsByTrip(uid: string): Promise<Map<string, BookingDetailsFields>> {
  const snap = await getDocs(query(allBookingDetails(db), where('uid', '==', uid)));
  return new Map(snap.docs.map((d) => [d.ref.parent.parent?.id ?? '', parseBookingDetails(d.data())]));
}

/** Every traveler's booking details on a trip (planners only), by uid. */
export async function loadTripBookingDetails(tripId: string): Promise<Map<string, BookingDetailsFields>> {
  const snap = await getDocs(bookingDetailsOf(db, tripId));
  return new Map(snap.docs.map((d) => [d.id, parseBookingDetails(d.data())]));
}
