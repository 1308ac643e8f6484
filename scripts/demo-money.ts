// Trip money of the demo "Bali Retreat" (docs/payments.md, "Trip money"), so each screen shows
// each kind of traveler: Ana (the organizer) paid in full, Dana due (nothing paid yet, the
// policy not accepted), Eli overdue (his deposit paid, the balance charge declined). Quotes are
// built from the seeded plan by the functions' own model (buildQuote), in rupiah (IDR): the
// flights priced in USD and EUR are listed apart, as the app does.
import type { Firestore } from 'firebase-admin/firestore';
import { addDays, isoDayToUtcNoonMillis } from '@domain/calendar-day';
import { docPath } from '@domain/collections';
import type { PrivateVersionPart, PublishedVersion } from '@domain/plan';
import {
  buildQuote,
  nextSettings,
  POLICY_PRESETS,
  statusAfterPayment,
  type PaymentStatus,
  type Receipt,
  type TravelerShare,
} from '@domain/trip-money';

export async function seedDemoMoney(
  db: Firestore,
  tripId: string,
  departureDay: string,
  people: { organizer: string; dana: string; eli: string },
): Promise<void> {
  const plan = (await db.doc(docPath.planVersion(tripId, 1)).get()).data() as PublishedVersion;
  const members = [people.organizer, people.dana, people.eli];
  const settings = nextSettings(
    null,
    {
      currency: 'IDR',
      deposit: { kind: 'percent', percent: 20 },
      balanceDueDate: addDays(departureDay, -45),
      policy: { tiers: POLICY_PRESETS.standard.tiers.map((tier) => ({ ...tier })) },
    },
    departureDay,
  );
  const paidAt = (daysBefore: number) => isoDayToUtcNoonMillis(addDays(departureDay, -daysBefore)) as number;
  const receipt = (uid: string, kind: Receipt['kind'], amountMinor: number, last4: string): Receipt => ({
    kind,
    amountMinor,
    currency: 'IDR',
    // Paid well before departure: 100 days (deposit) and 60 days (balance) before it, or today
    // when the trip is nearer than that.
    paidAt: Math.min(Date.now(), paidAt(kind === 'deposit' ? 100 : 60)),
    cardLast4: last4,
    paymentIntentId: `pi_demo_${kind}_${uid}`,
  });

  const batch = db.batch();
  batch.set(db.doc(docPath.moneySettings(tripId)), settings);
  for (const uid of members) {
    const own = (await db.doc(docPath.planPrivate(tripId, 1, uid)).get()).data() as PrivateVersionPart | undefined;
    const quote = buildQuote(plan, own?.items ?? {}, uid, members.length, settings);
    let receipts: Receipt[] = [];
    if (uid === people.organizer)
      receipts = [
        receipt(uid, 'deposit', quote.depositMinor, '4242'),
        receipt(uid, 'balance', quote.balanceMinor, '4242'),
      ];
    if (uid === people.eli) receipts = [receipt(uid, 'deposit', quote.depositMinor, '1881')];
    const paidMinor = receipts.reduce((sum, r) => sum + r.amountMinor, 0);
    const status: PaymentStatus = uid === people.eli ? 'overdue' : statusAfterPayment(quote, paidMinor);
    const share: TravelerShare = {
      uid,
      tripId,
      quote,
      status,
      paidMinor,
      acceptedPolicyVersion: receipts.length > 0 ? settings.policy.version : null,
      acceptedPolicy: receipts.length > 0 ? settings.policy : null,
      receipts,
      refunds: [],
      openCheckout: null,
      attempt: 0,
    };
    batch.set(db.doc(docPath.share(tripId, uid)), share);
    batch.set(db.doc(docPath.paymentStatus(tripId, uid)), { uid, status });
  }
  await batch.commit();
}
