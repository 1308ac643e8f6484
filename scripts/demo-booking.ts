// Booking details of the demo's "Bali Retreat" (docs/booking-details.md), so the planners'
// "Ready to book" shows each kind of traveler: Ana ready, Dana's passport expiring three months
// after the return (a flag, and a task on her dashboard), Eli without details yet.
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { EMPTY_BOOKING_DETAILS, type BookingDetailsFields } from '@domain/booking-details';
import { addMonths } from '@domain/readiness';
import { docPath } from '@domain/collections';

export async function seedDemoBookingDetails(
  db: Firestore,
  tripId: string,
  returnDay: string,
  travelers: { organizer: string; dana: string; eli: string },
): Promise<void> {
  const details = (uid: string, fields: Partial<BookingDetailsFields>) =>
    db.doc(docPath.bookingDetails(tripId, uid)).set({
      ...EMPTY_BOOKING_DETAILS,
      nationality: 'United States',
      passportCountry: 'United States',
      ...fields,
      uid,
      updatedAt: Timestamp.now(),
    });
  await Promise.all([
    details(travelers.organizer, {
      legalFirstName: 'Ana',
      legalLastName: 'Rivera',
      dateOfBirth: '1990-04-12',
      passportNumber: 'A12345678',
      passportExpiry: addMonths(returnDay, 36),
      emergencyContactName: 'Marco Rivera',
      emergencyContactPhone: '+1 313 555 0101',
    }),
    details(travelers.dana, {
      legalFirstName: 'Dana',
      legalLastName: 'Kim',
      dateOfBirth: '1992-02-17',
      nationality: 'Germany',
      passportNumber: 'C01X00T47',
      passportCountry: 'Germany',
      passportExpiry: addMonths(returnDay, 3),
      emergencyContactName: 'Jonas Kim',
      emergencyContactPhone: '+49 30 5550 1234',
    }),
    // Eli has not added any: "Add your passport details" on his dashboard.
    db.doc(docPath.bookingDetails(tripId, travelers.eli)).delete(),
  ]);
}
