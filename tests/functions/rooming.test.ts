// Rooming against the emulators (issue 44 item 5, docs/booking-details.md "Rooming"): the
// server's readiness check refuses "Booked" while a room request is not mutual (and the stored
// "N/M ready" follows the wishes); room wishes and
// rooms go when the traveler leaves, when the trip is deleted and with the account, and come
// with the account's data export.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { isoDayToUtcNoonMillis } from '@domain/calendar-day';
import { docPath } from '@domain/collections';
import { PLANNED_OPTION_KEYS, type PlannedOptions } from '@domain/trip';
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

const wishes = (uid: string, shareWith: string[], ratherNot: string[] = []) => ({
  uid,
  shareWith,
  ratherNot,
  updatedAt: Timestamp.now(),
});

/** A domestic trip without flights (no booking details needed), ready, with ana and ben's answers. */
async function readyTrip(organizerUid: string, joined: string[]) {
  const tripId = unique('trip');
  const db = adminDb();
  await db.doc(docPath.trip(tripId)).set(
    storedTrip(
      {
        userId: organizerUid,
        tripType: 'domestic',
        plannedOptions: Object.fromEntries(PLANNED_OPTION_KEYS.map((key) => [key, false])) as PlannedOptions,
        startDate: dayStamp('2027-05-20'),
        endDate: dayStamp('2027-06-01'),
      },
      { status: 'ready', readyAt: Timestamp.now(), joined },
    ),
  );
  await Promise.all(joined.map((uid) => db.doc(docPath.response(tripId, uid)).set({ uid, name: uid.toUpperCase() })));
  return tripId;
}

beforeEach(clearFirestore);

describe('"Mark as Booked" and room requests', () => {
  it('refuses while a room request is not mutual, and books once it is', async () => {
    const [planner, organizer] = await Promise.all([account({ admin: true }), account()]);
    const tripId = await readyTrip(organizer.uid, ['ana', 'ben']);
    await adminDb()
      .doc(docPath.roomWishes(tripId, 'ana'))
      .set(wishes('ana', ['ben']));

    const summary = async () => (await adminDb().doc(docPath.trip(tripId)).get()).get('readinessSummary') as unknown;
    await eventually('the stored count says 1/2 ready', async () => {
      const stored = (await summary()) as { ready?: number; total?: number } | undefined;
      return stored?.ready === 1 && stored.total === 2;
    });

    const refused = await callFunction('markTripBooked', { token: planner.token, body: { tripId } });
    expect(refused).toMatchObject({ status: 409, body: { code: 'openReadinessFlags' } });

    await adminDb()
      .doc(docPath.roomWishes(tripId, 'ben'))
      .set(wishes('ben', ['ana']));
    const booked = await callFunction('markTripBooked', { token: planner.token, body: { tripId } });
    expect(booked).toMatchObject({ status: 200, body: { tripId, openTravelers: 0 } });
    await eventually('the stored count says 2/2 ready', async () => {
      const stored = (await summary()) as { ready?: number; total?: number } | undefined;
      return stored?.ready === 2 && stored.total === 2;
    });
  });
});

describe('room wishes and rooms go with the traveler', () => {
  it('are deleted when the traveler leaves, and all of them (and the list) when the trip is deleted', async () => {
    const organizer = await account();
    const tripId = await readyTrip(organizer.uid, ['ana', 'ben']);
    const db = adminDb();
    await Promise.all([
      db.doc(docPath.roomWishes(tripId, 'ana')).set(wishes('ana', ['ben'])),
      db.doc(docPath.roomWishes(tripId, 'ben')).set(wishes('ben', ['ana'])),
      db
        .doc(docPath.roomAssignment(tripId, 'ana'))
        .set({ uid: 'ana', room: 1, roommates: ['BEN'], savedAt: Timestamp.now() }),
      db
        .doc(docPath.rooming(tripId))
        .set({ beds: 2, rooms: [{ number: 1, uids: ['ana', 'ben'] }], savedAt: Timestamp.now(), savedBy: 'p' }),
    ]);
    const exists = async (path: string) => (await db.doc(path).get()).exists;

    await db.doc(docPath.trip(tripId)).update({ joined: ['ben'] });
    await eventually(
      "Ana's room wishes and room deleted after she left",
      async () =>
        !(await exists(docPath.roomWishes(tripId, 'ana'))) && !(await exists(docPath.roomAssignment(tripId, 'ana'))),
    );
    expect(await exists(docPath.roomWishes(tripId, 'ben'))).toBe(true);

    await db.doc(docPath.trip(tripId)).delete();
    await eventually(
      "the deleted trip's room wishes and rooming list deleted",
      async () => !(await exists(docPath.roomWishes(tripId, 'ben'))) && !(await exists(docPath.rooming(tripId))),
    );
  });

  it("are in the account's data export, and deleted with the account", async () => {
    const [organizer, ana] = await Promise.all([account(), account()]);
    const tripId = await readyTrip(organizer.uid, [ana.uid]);
    const db = adminDb();
    await db.doc(docPath.roomWishes(tripId, ana.uid)).set(wishes(ana.uid, [], ['someone']));
    await db
      .doc(docPath.roomAssignment(tripId, ana.uid))
      .set({ uid: ana.uid, room: 2, roommates: [], savedAt: Timestamp.now() });

    const exported = await exportAccountData(db, ana.uid, ana.email);
    expect(exported.rooming.wishes.map((d) => d.path)).toEqual([docPath.roomWishes(tripId, ana.uid)]);
    expect(exported.rooming.rooms.map((d) => d.path)).toEqual([docPath.roomAssignment(tripId, ana.uid)]);

    expect(await forgetBookingDetails(db, ana.uid)).toBe(2);
    expect((await db.doc(docPath.roomWishes(tripId, ana.uid)).get()).exists).toBe(false);
    expect((await db.doc(docPath.roomAssignment(tripId, ana.uid)).get()).exists).toBe(false);
  });
});
