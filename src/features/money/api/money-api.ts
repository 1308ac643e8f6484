// Trip money's reads and writes (docs/payments.md, "Trip money"). Reads are plain gets the rules
// allow (a traveler's own share, the settings, the organizer's status list); every write is a
// function, called by name: the browser never decides an amount.
import { getDoc, getDocs } from 'firebase/firestore/lite';
import type { ApiResponse } from '@domain/api';
import type {
  PaymentStatus,
  PaymentStatusProjection,
  TravelerShare,
  TripMoneyInput,
  TripMoneySettings,
} from '@domain/trip-money';
import { db } from '@/lib/firebase';
import { moneySettingsRef, paymentStatusesOf, shareRef, sharesOf } from '@/lib/money-refs';
import { callApi } from '@/lib/functions-client';

/** The traveler's own share, or null while the planners have not set the trip money. */
export async function loadMyShare(tripId: string, uid: string): Promise<TravelerShare | null> {
  const snap = await getDoc(shareRef(db, tripId, uid));
  return snap.exists() ? (snap.data() as TravelerShare) : null;
}

export async function loadMoneySettings(tripId: string): Promise<TripMoneySettings | null> {
  const snap = await getDoc(moneySettingsRef(db, tripId));
  return snap.exists() ? (snap.data() as TripMoneySettings) : null;
}

/** Each traveler's payment status by uid (the organizer's tracker): statuses only, never amounts. */
export async function loadPaymentStatuses(tripId: string): Promise<Map<string, PaymentStatus>> {
  const snap = await getDocs(paymentStatusesOf(db, tripId));
  return new Map(snap.docs.map((d) => [d.id, (d.data() as PaymentStatusProjection).status]));
}

/** Every traveler's share (planners only). */
export async function loadShares(tripId: string): Promise<TravelerShare[]> {
  const snap = await getDocs(sharesOf(db, tripId));
  return snap.docs.map((d) => d.data() as TravelerShare);
}

/** "Approve and pay the deposit": the Checkout page to go to. */
export async function startDeposit(tripId: string, acceptedPolicyVersion: number): Promise<string> {
  const { url } = await callApi('payTripMoney', { tripId, kind: 'deposit', acceptedPolicyVersion });
  return url;
}

/**
 * "Pay the balance" (early, or the pay link after a failed charge): the Checkout page to go to;
 * an open session for the balance is reused by the function.
 */
export async function startBalance(tripId: string, acceptedPolicyVersion: number): Promise<string> {
  const { url } = await callApi('payTripMoney', { tripId, kind: 'balance', acceptedPolicyVersion });
  return url;
}

/** The return from Checkout (`?money=paid&session_id=…`): fulfils the payment if Stripe says it is paid. */
export async function confirmPayment(tripId: string, sessionId: string): Promise<PaymentStatus> {
  const { status } = await callApi('confirmTripPayment', { tripId, sessionId });
  return status;
}

export type CancelAnswer = ApiResponse<'cancelMyPlace'>;

/** "I can't go", asked first: the exact refund under the accepted policy, nothing changed. */
export function previewCancellation(tripId: string): Promise<CancelAnswer> {
  return callApi('cancelMyPlace', { tripId, confirm: false });
}

export function cancelMyPlace(tripId: string): Promise<CancelAnswer> {
  return callApi('cancelMyPlace', { tripId, confirm: true });
}

export async function saveTripMoney(tripId: string, input: TripMoneyInput): Promise<void> {
  await callApi('saveTripMoney', { tripId, ...input });
}
