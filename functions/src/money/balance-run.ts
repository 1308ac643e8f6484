// The balance job's body (docs/payments.md, "The balance"), run once a day by tripMoneyBalances
// and called directly by the tests with a given `now`: for each share whose balance is due
// within BALANCE_REMINDER_DAYS, the reminder email (once per due date); on and after the due
// date, one off-session charge of the card saved with the deposit per round (the idempotency
// key names trip, traveler, 'balance', quote version and round, so overlapping or repeated
// runs charge once). A decline or a card that needs authentication leaves the traveler on the
// trip as "overdue", opens a Checkout for the balance (their page's "Pay the balance" goes to
// it) and emails them; the card is tried again every BALANCE_RETRY_DAYS days.
import { logger } from 'firebase-functions';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { addDays, utcMillisToIsoDay } from '../domain/calendar-day.js';
import { collectionPath, COLLECTIONS } from '../domain/collections.js';
import {
  BALANCE_REMINDER_DAYS,
  BALANCE_RETRY_DAYS,
  balanceChargeKey,
  balanceStep,
  overdueCheckoutKey,
} from '../domain/trip-money-balance.js';
import type { TravelerShare } from '../domain/trip-money.js';
import { outboxId } from '../email/outbox-id.js';
import { queueEmail } from '../email/outbox.js';
import { tripRef } from '../firestore-refs.js';
import { verifiedEmailOfRecord } from '../http/verified-email.js';
import { OFF_SESSION_CHARGE, recordBalanceFailure, recordBalancePayment } from './balance-payments.js';
import { openMoneyCheckout } from './money-checkout.js';
import { tripMoneyMetadata } from './money-metadata.js';

export type BalanceOutcome = 'reminded' | 'charged' | 'failed' | 'unchanged' | 'error';

export interface BalanceRunResult {
  tripId: string;
  uid: string;
  outcome: BalanceOutcome;
}

interface Context {
  db: Firestore;
  auth: Auth;
  stripe: Stripe;
  today: string;
  appUrl: string;
}

async function verifiedEmail(auth: Auth, uid: string): Promise<string | null> {
  try {
    return verifiedEmailOfRecord(await auth.getUser(uid));
  } catch {
    return null;
  }
}

/** The card the traveler paid with (the latest payment on this trip that saved one). */
async function savedCard(db: Firestore, tripId: string, uid: string) {
  const payments = await db
    .collection(collectionPath.tripPayments)
    .where('tripId', '==', tripId)
    .where('uid', '==', uid)
    .get();
  const withCard = payments.docs
    .map((doc) => doc.data())
    .filter((p) => typeof p.customerId === 'string' && typeof p.paymentMethodId === 'string')
    .sort((a, b) => (b.paidAt?.toMillis?.() ?? 0) - (a.paidAt?.toMillis?.() ?? 0));
  const found = withCard[0];
  return found ? { customerId: found.customerId as string, paymentMethodId: found.paymentMethodId as string } : null;
}

async function remind(ctx: Context, tripId: string, tripName: string, share: TravelerShare): Promise<BalanceOutcome> {
  const email = await verifiedEmail(ctx.auth, share.uid);
  if (!email) return 'unchanged';
  const created = await queueEmail(ctx.db, {
    id: outboxId('balance-reminder', tripId, share.uid, share.quote.balanceDueDate),
    to: email,
    uid: share.uid,
    template: 'balance-reminder',
    props: {
      tripId,
      tripName,
      balanceMinor: share.quote.shareMinor - share.paidMinor,
      currency: share.quote.currency,
      dueDate: share.quote.balanceDueDate,
    },
    category: 'transactional',
  });
  return created ? 'reminded' : 'unchanged';
}

/** Stripe's code for a failed charge, or null when the error is not the card's answer (retry later). */
function cardFailure(err: unknown): string | null {
  const error = err as { type?: string; statusCode?: number; code?: string };
  if (error?.type === 'StripeCardError' || error?.statusCode === 402) return error.code ?? 'card_declined';
  return null;
}

async function charge(
  ctx: Context,
  tripId: string,
  tripName: string,
  share: TravelerShare,
  round: number,
): Promise<BalanceOutcome> {
  const { quote } = share;
  const amountMinor = quote.shareMinor - share.paidMinor;
  const meta = { tripId, uid: share.uid, quoteVersion: quote.version, round };
  const card = await savedCard(ctx.db, tripId, share.uid);
  let failure: string | null = card ? null : 'no_saved_card';
  if (card) {
    try {
      const intent = await ctx.stripe.paymentIntents.create(
        {
          amount: amountMinor,
          currency: quote.currency.toLowerCase(),
          customer: card.customerId,
          payment_method: card.paymentMethodId,
          off_session: true,
          confirm: true,
          description: `${tripName} – balance`,
          metadata: {
            ...tripMoneyMetadata({
              tripId,
              uid: share.uid,
              kind: 'balance',
              quoteVersion: quote.version,
              policyVersion: String(share.acceptedPolicyVersion ?? quote.policyVersion),
            }),
            charge: OFF_SESSION_CHARGE,
            round: String(round),
          },
        },
        { idempotencyKey: balanceChargeKey(tripId, share.uid, quote.version, round) },
      );
      const paid = await ctx.stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
      await recordBalancePayment(ctx.db, paid, ctx.today);
      return 'charged';
    } catch (err) {
      failure = cardFailure(err);
      if (!failure) {
        logger.error('Charging a balance failed; the next run tries again', { tripId, uid: share.uid, err });
        return 'error';
      }
    }
  }
  const reason = failure ?? 'card_declined';
  await recordBalanceFailure(ctx.db, meta, reason, ctx.today);
  // The pay link of this round: the same key again gives the same session.
  await openMoneyCheckout(ctx.db, ctx.stripe, {
    tripId,
    tripName,
    uid: share.uid,
    kind: 'balance',
    amountMinor,
    quote,
    policyVersion: share.acceptedPolicyVersion ?? quote.policyVersion,
    payer: card ? { customerId: card.customerId } : { email: null },
    idempotencyKey: overdueCheckoutKey(tripId, share.uid, quote.version, round),
    appUrl: ctx.appUrl,
  });
  const email = await verifiedEmail(ctx.auth, share.uid);
  if (email)
    await queueEmail(ctx.db, {
      id: outboxId('balance-failed', tripId, share.uid, quote.version, String(round)),
      to: email,
      uid: share.uid,
      template: 'balance-failed',
      props: {
        tripId,
        tripName,
        balanceMinor: amountMinor,
        currency: quote.currency,
        dueDate: quote.balanceDueDate,
        failure: reason,
        nextTry: addDays(quote.balanceDueDate, (round + 1) * BALANCE_RETRY_DAYS),
      },
      category: 'transactional',
    });
  return 'failed';
}

/** One run at `now`: what happened to each share the run looked at. */
export async function runBalanceJob(
  db: Firestore,
  auth: Auth,
  stripe: Stripe,
  now: Date,
  appUrl: string,
): Promise<BalanceRunResult[]> {
  const today = utcMillisToIsoDay(now.getTime());
  const ctx: Context = { db, auth, stripe, today, appUrl };
  // Shares due within the reminder window or already due; the statuses are checked per share
  // (one range on one field: a single-field collection-group index, firestore.indexes.json).
  const due = await db
    .collectionGroup(COLLECTIONS.shares)
    .where('quote.balanceDueDate', '<=', addDays(today, BALANCE_REMINDER_DAYS))
    .get();
  const tripNames = new Map<string, string | null>();
  const results: BalanceRunResult[] = [];
  for (const snap of due.docs) {
    const tripDoc = snap.ref.parent.parent;
    if (!tripDoc || tripDoc.parent.id !== COLLECTIONS.trips) continue;
    const share = snap.data() as TravelerShare;
    const step = balanceStep(share, today);
    if (step.kind === 'none') continue;
    if (!tripNames.has(tripDoc.id)) {
      const trip = (await tripRef(db, tripDoc.id).get()).data();
      tripNames.set(tripDoc.id, trip ? (typeof trip.tripName === 'string' ? trip.tripName : tripDoc.id) : null);
    }
    const tripName = tripNames.get(tripDoc.id);
    if (!tripName) continue;
    let outcome: BalanceOutcome;
    try {
      outcome =
        step.kind === 'remind'
          ? await remind(ctx, tripDoc.id, tripName, share)
          : await charge(ctx, tripDoc.id, tripName, share, step.round);
    } catch (err) {
      logger.error('The balance job failed for a traveler; the next run tries again', {
        tripId: tripDoc.id,
        uid: share.uid,
        err,
      });
      outcome = 'error';
    }
    results.push({ tripId: tripDoc.id, uid: share.uid, outcome });
  }
  return results;
}
