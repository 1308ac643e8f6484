// Trip money in Firestore: who may act on a trip's money, the settings, and every traveler's
// share recomputed from the latest published plan. Only the functions write these documents.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { utcMillisToIsoDay } from '../domain/calendar-day.js';
import type { PrivateVersionPart, PublishedVersion } from '../domain/plan.js';
import {
  buildQuote,
  statusAfterPayment,
  type PaymentStatus,
  type TravelerShare,
  type TripMoneySettings,
} from '../domain/trip-money.js';
import {
  moneySettingsRef,
  paymentStatusRef,
  planPrivateRef,
  planVersionsOf,
  shareRef,
  tripRef,
} from '../firestore-refs.js';
import { HttpError } from '../http/http-error.js';
import { planMembers } from '../plan/plan-store.js';

export const TRIP_NOT_FOUND = 'Trip not found.';
export const NOT_ON_TRIP = 'Only travelers on this trip can do this.';
export const ONLY_YOUR_OWN = 'You can only pay for or cancel your own place.';
export const NOT_PLANNER = 'Only planners can set the trip money.';

export function isPlanner(user: DecodedIdToken): boolean {
  return user.admin === true && user.email_verified === true;
}

/**
 * Payment functions act for the caller only: a body naming someone else (the organizer acting
 * for a friend, a fellow traveler) is refused with 403, never quietly ignored.
 */
export function requireSelf(user: DecodedIdToken, travelerUid: unknown): void {
  if (travelerUid === undefined) return;
  if (typeof travelerUid !== 'string') throw new HttpError(400, 'travelerUid must be your own user id.', 'travelerUid');
  if (travelerUid !== user.uid) throw new HttpError(403, ONLY_YOUR_OWN);
}

/** The trip's data, 404 when missing. */
export async function readTrip(tx: Transaction, db: Firestore, tripId: string) {
  const trip = (await tx.get(tripRef(db, tripId))).data();
  if (!trip) throw new HttpError(404, TRIP_NOT_FOUND, 'tripId');
  return trip;
}

/** The trip's first day ('YYYY-MM-DD'): its startDate is stored at 12:00 UTC. */
export function departureOf(trip: FirebaseFirestore.DocumentData): string {
  const start = trip.startDate as { toMillis?: () => number } | undefined;
  if (!start || typeof start.toMillis !== 'function') throw new HttpError(409, 'The trip has no start date yet.');
  return utcMillisToIsoDay(start.toMillis());
}

export async function readSettings(tx: Transaction, db: Firestore, tripId: string) {
  const snap = await tx.get(moneySettingsRef(db, tripId));
  return snap.exists ? (snap.data() as TripMoneySettings) : null;
}

/** Status of a share with payments on a (possibly new) quote; cancelled and overdue stay. */
export function nextStatus(
  share: TravelerShare | null,
  quote: TravelerShare['quote'],
  paidMinor: number,
): PaymentStatus {
  if (share?.status === 'cancelled') return 'cancelled';
  const status = statusAfterPayment(quote, paidMinor);
  return share?.status === 'overdue' && status !== 'paid-in-full' ? 'overdue' : status;
}

/** Writes a share and the organizer's status projection of it, together. */
export function writeShare(tx: Transaction, db: Firestore, share: TravelerShare): void {
  tx.set(shareRef(db, share.tripId, share.uid), share);
  tx.set(paymentStatusRef(db, share.tripId, share.uid), { uid: share.uid, status: share.status });
}

/**
 * Every traveler's quote from the latest published version and the settings, in the caller's
 * transaction (all reads first). Payments, receipts and refunds already made are kept; a
 * quote that grew after a payment asks for the difference (the status goes back to "due").
 */
export async function recomputeShares(
  tx: Transaction,
  db: Firestore,
  tripId: string,
  trip: FirebaseFirestore.DocumentData,
  settings: TripMoneySettings,
): Promise<number> {
  const latest = await tx.get(planVersionsOf(db, tripId).orderBy('version', 'desc').limit(1));
  if (latest.empty) throw new HttpError(409, 'Publish the plan before setting the trip money.');
  const plan = latest.docs[0].data() as PublishedVersion;
  const members = planMembers(trip);
  const [parts, shares] = await Promise.all([
    Promise.all(members.map((uid) => tx.get(planPrivateRef(db, tripId, plan.version, uid)))),
    Promise.all(members.map((uid) => tx.get(shareRef(db, tripId, uid)))),
  ]);
  members.forEach((uid, index) => {
    const own = (parts[index].data() as PrivateVersionPart | undefined)?.items ?? {};
    const quote = buildQuote(plan, own, uid, members.length, settings);
    const before = (shares[index].data() as TravelerShare | undefined) ?? null;
    const paidMinor = before?.paidMinor ?? 0;
    writeShare(tx, db, {
      uid,
      tripId,
      quote,
      status: nextStatus(before, quote, paidMinor),
      paidMinor,
      acceptedPolicyVersion: before?.acceptedPolicyVersion ?? null,
      acceptedPolicy: before?.acceptedPolicy ?? null,
      receipts: before?.receipts ?? [],
      refunds: before?.refunds ?? [],
      openCheckout: before?.openCheckout ?? null,
      attempt: before?.attempt ?? 0,
      balanceCharge: before?.balanceCharge ?? null,
    });
  });
  return members.length;
}
