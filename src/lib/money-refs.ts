// The Firestore paths of trip money (docs/payments.md, "Trip money"), built on the schema's
// names as plan-refs.ts is. A module of its own so that only the money feature's chunk carries
// them. Every document here is written by the functions; the browser only reads.
import { collection, doc, type Firestore } from 'firebase/firestore/lite';
import type { COLLECTIONS } from '@domain/collections';

type C = typeof COLLECTIONS;

const TRIPS: C['trips'] = 'trips';
const MONEY: C['money'] = 'money';
const SHARES: C['shares'] = 'shares';
const PAYMENT_STATUS: C['paymentStatus'] = 'paymentStatus';

/** trips/{tripId}/money/settings: the planners' settings and policy versions (everyone on the trip). */
export const moneySettingsRef = (db: Firestore, tripId: string) => doc(db, TRIPS, tripId, MONEY, 'settings');
/** trips/{tripId}/shares/{uid}: one traveler's quote, receipts and refunds (that traveler, planners). */
export const shareRef = (db: Firestore, tripId: string, uid: string) => doc(db, TRIPS, tripId, SHARES, uid);
/** trips/{tripId}/shares: every traveler's share (planners only). */
export const sharesOf = (db: Firestore, tripId: string) => collection(db, TRIPS, tripId, SHARES);
/** trips/{tripId}/paymentStatus: a status per traveler, no amounts (organizer, planners). */
export const paymentStatusesOf = (db: Firestore, tripId: string) => collection(db, TRIPS, tripId, PAYMENT_STATUS);
