// The trip-money tests' world (trip-money.test.ts, trip-money-balance.test.ts): accounts, a
// ready trip 100 days out with a published plan, the planners' money body, and reads of a
// share and of the ledger through the admin SDK.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { EMPTY_ITEM_FIELDS } from '@domain/plan';
import { POLICY_PRESETS, type TravelerShare } from '@domain/trip-money';
import { addDays, isoDayToUtcNoonMillis, todayIsoDay } from '@domain/calendar-day';
import { collectionPath, docPath } from '@domain/collections';
import { adminDb, callFunction, PROJECT_ID, signInWithPassword } from './emulators';
import { storedTrip } from '../../support/stored-trip';

export const auth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
export const unique = (label: string) => `${label}${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

export async function account(options: { admin?: boolean } = {}) {
  const email = `${unique('u')}@example.com`;
  const user = await auth().createUser({ email, password: 'secret-password', emailVerified: true });
  if (options.admin) await auth().setCustomUserClaims(user.uid, { admin: true });
  const { token } = await signInWithPassword(email);
  return { uid: user.uid, email, token };
}

export const draftItem = (id: string, overrides: Record<string, unknown>) => ({
  kind: 'activity',
  title: id,
  ...EMPTY_ITEM_FIELDS,
  order: 1,
  rev: 1,
  updatedAt: Timestamp.now(),
  updatedBy: 'planner',
  ...overrides,
});

export const moneyBody = (tripId: string, overrides: Record<string, unknown> = {}) => ({
  tripId,
  currency: 'USD',
  deposit: { kind: 'percent', percent: 20 },
  balanceDueDate: addDays(todayIsoDay(), 60),
  policy: { tiers: POLICY_PRESETS.standard.tiers },
  ...overrides,
});

/** A ready trip 100 days out with a published plan: Ana has a flight, everyone shares a villa. */
export async function tripWithPlan() {
  const [planner, organizer, ana, ben, stranger] = await Promise.all([
    account({ admin: true }),
    account(),
    account(),
    account(),
    account(),
  ]);
  const tripId = unique('bali');
  const db = adminDb();
  const start = Timestamp.fromMillis(isoDayToUtcNoonMillis(addDays(todayIsoDay(), 100)) as number);
  await db
    .doc(docPath.trip(tripId))
    .set(
      storedTrip(
        { tripName: 'Bali Retreat', userId: organizer.uid, startDate: start, endDate: start },
        { status: 'ready', joined: [ana.uid, ben.uid] },
      ),
    );
  await db.doc(docPath.response(tripId, ana.uid)).set({ name: 'Ana' });
  await db.doc(docPath.response(tripId, ben.uid)).set({ name: 'Ben' });
  await db.doc(docPath.planDraftItem(tripId, 'flight')).set(
    draftItem('Flight', {
      kind: 'flight',
      start: { at: `${addDays(todayIsoDay(), 100)}T09:00`, zone: 'America/New_York' },
      travelers: [ana.uid],
      price: { currency: 'USD', perPersonMinor: 80_000, totalMinor: null },
    }),
  );
  await db.doc(docPath.planDraftItem(tripId, 'villa')).set(
    draftItem('Villa', {
      kind: 'lodging',
      checkIn: addDays(todayIsoDay(), 100),
      checkOut: addDays(todayIsoDay(), 104),
      order: 2,
      price: { currency: 'USD', perPersonMinor: null, totalMinor: 90_000 },
    }),
  );
  expect((await callFunction('publishPlan', { token: planner.token, body: { tripId } })).status).toBe(200);
  return { planner, organizer, ana, ben, stranger, tripId };
}

export const share = async (tripId: string, uid: string) =>
  (await adminDb().doc(docPath.share(tripId, uid)).get()).data() as TravelerShare;

export async function paymentsOf(tripId: string) {
  return (await adminDb().collection(collectionPath.tripPayments).where('tripId', '==', tripId).get()).docs;
}
