// Trip money when its trip is deleted (docs/payments.md): the settings, each traveler's share and
// the organizer's status view go with the trip, so a trip re-created under the same id shows none
// of them; another trip's stay. The ledger (tripPayments) is kept for accounting.
import { describe, expect, it } from 'vitest';
import { forgetPlanOfTrip } from '../../functions/src/plan/forget-trip';
import { functionsDb } from './helpers/email';
import { docPath } from '@domain/collections';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

describe('trip money and trip deletion', () => {
  it('a deleted trip takes its money settings, shares and statuses; the ledger and another trip’s stay', async () => {
    const db = functionsDb();
    const [ana, trip, otherTrip, paymentIntent] = [unique('ana'), unique('trip'), unique('other'), unique('pi')];
    const moneyOf = (tripId: string) => [
      docPath.moneySettings(tripId),
      docPath.share(tripId, ana),
      docPath.paymentStatus(tripId, ana),
    ];
    await Promise.all([
      db.doc(docPath.trip(otherTrip)).set({ userId: ana, joined: [ana], tripName: 'Lisbon' }),
      ...[...moneyOf(trip), ...moneyOf(otherTrip)].map((path) => db.doc(path).set({ uid: ana, amount: 1200 })),
      db.doc(docPath.tripPayment(paymentIntent)).set({ tripId: trip, amount: 1200 }),
    ]);

    expect(await forgetPlanOfTrip(db, trip)).toBe(3);
    const exists = async (path: string) => (await db.doc(path).get()).exists;
    expect(await Promise.all(moneyOf(trip).map(exists))).toEqual([false, false, false]);
    expect(await Promise.all(moneyOf(otherTrip).map(exists))).toEqual([true, true, true]);
    expect(await exists(docPath.tripPayment(paymentIntent))).toBe(true);
  });
});
