// "Ready to book" against the emulators (issue 44, docs/booking-details.md): "Mark as Booked"
// runs the readiness check on the server and is refused while a traveler has an open flag, unless
// a planner writes a reason (stored on the trip and in its history); booking details go when the
// traveler leaves, when the trip is deleted and when the account is deleted, and come with the
// account's data export.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_ERRORS } from '@domain/api';
import { EMPTY_BOOKING_DETAILS } from '@domain/booking-details';
import { isoDayToUtcNoonMillis } from '@domain/calendar-day';
import { collectionPath, docPath } from '@domain/collections';
import { adminDb, callFunction, clearFirestore, PROJECT_ID, signInWithPassword } from './helpers/emulators';
import { eventually } from './helpers/firestore-scan';
import { storedTrip } from '../support/stored-trip';
import { forgetBookingDetails } from '../../functions/src/booking/forget-booking-details';
import { exportAccountData } from '../../functions/src/account/export-data';

const auth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
const unique = (label: string) => `${label}${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
const dayStamp = (isoDay: string) => Timestamp.fromMillis(isoDayToUtcNoonMillis(isoDay) as number);

async function account(options: { admin?: boolean } = {}): Promise<{ uid: string; email: string; token: string }> {
  const email = `${unique('u')}@example.com`;
  const user = await auth().createUser({ email, password: 'secret-password', emailVerified: true });
  if (options.admin) await auth().setCustomUserClaims(user.uid, { admin: true });
  const { token } = await signInWithPassword(email);
  return { uid: user.uid, email, token };
}

const details = (uid: string, passportExpiry: string) => ({
  ...EMPTY_BOOKING_DETAILS,
  legalFirstName: 'Dana',
  legalLastName: 'Reyes',
  dateOfBirth: '1990-04-02',
  nationality: 'United States',
  passportNumber: 'X1234567',
  passportCountry: 'United States',
  passportExpiry,
  emergencyContactName: 'Sam Reyes',
  emergencyContactPhone: '+1 555 0100',
  uid,
  updatedAt: Timestamp.now(),
});

/** An international trip returning 1 June 2027, ready, with Dana's answer and booking details. */
async function readyTrip(organizerUid: string, dana: string, passportExpiry: string | null, later = {}) {
  const tripId = unique('trip');
  const db = adminDb();
  await db.doc(docPath.trip(tripId)).set(
    storedTrip(
      {
        userId: organizerUid,
        tripType: 'international',
        startDate: dayStamp('2027-05-20'),
        endDate: dayStamp('2027-06-01'),
      },
      { status: 'ready', readyAt: Timestamp.now(), joined: [dana], ...later },
    ),
  );
  await db.doc(docPath.response(tripId, dana)).set({ uid: dana, name: 'Dana Reyes' });
  if (passportExpiry) await db.doc(docPath.bookingDetails(tripId, dana)).set(details(dana, passportExpiry));
  return tripId;
}

const book = (token: string, body: Record<string, unknown>) => callFunction('markTripBooked', { token, body });

beforeEach(clearFirestore);

describe('"Mark as Booked" behind the readiness check', () => {
  it('refuses a passport expiring 1 September on a trip returning 1 June, and books once it expires later', async () => {
    const [planner, organizer] = await Promise.all([account({ admin: true }), account()]);
    const tripId = await readyTrip(organizer.uid, 'dana', '2027-09-01');

    const refused = await book(planner.token, { tripId });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'openReadinessFlags', error: API_ERRORS.openReadinessFlags.message });
    expect((await adminDb().doc(docPath.trip(tripId)).get()).get('isBooked')).toBe(false);

    await adminDb().doc(docPath.bookingDetails(tripId, 'dana')).set(details('dana', '2028-01-15'));
    const booked = await book(planner.token, { tripId });
    expect(booked).toMatchObject({ status: 200, body: { tripId, openTravelers: 0, overridden: false } });
    const trip = (await adminDb().doc(docPath.trip(tripId)).get()).data();
    expect(trip).toMatchObject({ isBooked: true, bookedBy: { uid: planner.uid }, bookingOverride: null });

    expect(await book(planner.token, { tripId })).toMatchObject({ status: 409, body: { code: 'tripAlreadyBooked' } });
  });

  it('books with open flags when a planner writes a reason, kept on the trip and in its history', async () => {
    const [planner, organizer] = await Promise.all([account({ admin: true }), account()]);
    const tripId = await readyTrip(organizer.uid, 'dana', null);
    const reason = 'Dana sends her passport by phone tomorrow.';

    expect(await book(planner.token, { tripId, overrideReason: '   ' })).toMatchObject({
      status: 409,
      body: { code: 'openReadinessFlags', field: 'overrideReason' },
    });
    expect(await book(planner.token, { tripId, overrideReason: reason })).toMatchObject({
      status: 200,
      body: { tripId, openTravelers: 1, overridden: true },
    });
    const trip = (await adminDb().doc(docPath.trip(tripId)).get()).data();
    expect(trip?.isBooked).toBe(true);
    expect(trip?.bookingOverride).toMatchObject({ reason, openTravelers: 1, by: { uid: planner.uid } });
    const notes = await adminDb().collection(collectionPath.notes(tripId)).get();
    expect(notes.docs.map((d) => d.get('text'))).toEqual([
      `Marked as Booked with 1 traveler not ready. Reason: ${reason}`,
    ]);
  });

  it('answers 4xx with a JSON error for non-planners, bad input and trips that cannot be booked', async () => {
    const [planner, organizer] = await Promise.all([account({ admin: true }), account()]);
    const tripId = await readyTrip(organizer.uid, 'dana', '2028-01-15');
    expect((await book(organizer.token, { tripId })).status).toBe(403);
    expect((await callFunction('markTripBooked', { body: { tripId } })).status).toBe(401);
    expect(await book(planner.token, { tripId: '' })).toMatchObject({ status: 400 });
    expect(await book(planner.token, { tripId, extra: true })).toMatchObject({ status: 400, body: { field: 'extra' } });
    expect(await book(planner.token, { tripId, overrideReason: 7 })).toMatchObject({
      status: 400,
      body: { field: 'overrideReason' },
    });
    expect(await book(planner.token, { tripId, overrideReason: 'x'.repeat(1001) })).toMatchObject({ status: 400 });
    expect(await book(planner.token, { tripId: unique('missing') })).toMatchObject({ status: 404 });
    await adminDb().doc(docPath.trip(tripId)).update({ status: 'draft', readyAt: null });
    expect(await book(planner.token, { tripId })).toMatchObject({ status: 409, body: { code: 'tripNotReadyToBook' } });
    expect((await adminDb().doc(docPath.trip(tripId)).get()).get('isBooked')).toBe(false);
  });
});

describe('booking details go with the traveler', () => {
  it('are deleted when the traveler leaves the trip, and all of them when the trip is deleted', async () => {
    const organizer = await account();
    const tripId = await readyTrip(organizer.uid, 'dana', '2028-01-15', { joined: ['dana', 'eli'] });
    await adminDb().doc(docPath.bookingDetails(tripId, 'eli')).set(details('eli', '2028-01-15'));
    const exists = async (uid: string) => (await adminDb().doc(docPath.bookingDetails(tripId, uid)).get()).exists;

    await adminDb()
      .doc(docPath.trip(tripId))
      .update({ joined: ['eli'] });
    await eventually("Dana's booking details deleted after she left", async () => !(await exists('dana')));
    expect(await exists('eli')).toBe(true);

    await adminDb().doc(docPath.trip(tripId)).delete();
    await eventually("the deleted trip's booking details deleted", async () => !(await exists('eli')));
  });

  it("are in the account's data export, and deleted with the account on every trip", async () => {
    const [organizer, dana] = await Promise.all([account(), account()]);
    const first = await readyTrip(organizer.uid, dana.uid, '2028-01-15');
    const second = await readyTrip(organizer.uid, dana.uid, '2028-02-15');

    const exported = await exportAccountData(adminDb(), dana.uid, dana.email);
    expect(exported.bookingDetails.map((d) => [d.path, d.data.passportNumber]).sort()).toEqual(
      [
        [docPath.bookingDetails(first, dana.uid), 'X1234567'],
        [docPath.bookingDetails(second, dana.uid), 'X1234567'],
      ].sort(),
    );

    expect(await forgetBookingDetails(adminDb(), dana.uid)).toBe(2);
    expect((await adminDb().doc(docPath.bookingDetails(first, dana.uid)).get()).exists).toBe(false);
    expect((await adminDb().doc(docPath.bookingDetails(second, dana.uid)).get()).exists).toBe(false);
  });
});
