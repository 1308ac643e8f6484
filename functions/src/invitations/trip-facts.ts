// What the invitation and reminder emails say about a trip, read once from the trip document.
// The emails build the full invite link from inviteKey (invite-capabilities writes it); a trip
// without one yet gets the bare join path, which still explains itself when opened.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { utcMillisToIsoDay } from '../domain/calendar-day.js';
import { tripDoc } from './invitation-store.js';

export interface TripFacts {
  tripId: string;
  organizerUid: string;
  organizerName: string;
  tripName: string;
  destination: string;
  /** 'YYYY-MM-DD' calendar days, or null when the trip has none. */
  startDay: string | null;
  endDay: string | null;
  inviteKey: string | null;
  isDraft: boolean;
  /** The organizer's switch for the daily job; on unless switched off. */
  autoReminders: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const day = (value: unknown): string | null =>
  value instanceof Timestamp ? utcMillisToIsoDay(value.toMillis()) : null;

export async function readTripFacts(db: Firestore, tripId: string): Promise<TripFacts | null> {
  const snap = await tripDoc(db, tripId).get();
  if (!snap.exists) return null;
  const data = snap.data() ?? {};
  return {
    tripId,
    organizerUid: text(data.userId),
    organizerName: text(data.organizerName),
    tripName: text(data.tripName),
    destination: text(data.destination),
    startDay: day(data.startDate),
    endDay: day(data.endDate),
    inviteKey: text(data.inviteKey) || null,
    isDraft: data.status === 'draft',
    autoReminders: data.autoReminders !== false,
  };
}
