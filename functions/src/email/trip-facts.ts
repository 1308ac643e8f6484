// What emails may say about a trip, read from its document: name, organizer, destination,
// dates and the people on it. Nothing from the travelers' answers.
import { createHash } from 'node:crypto';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { utcMillisToIsoDay } from '../domain/calendar-day.js';

export interface TripFacts {
  tripId: string;
  tripName: string;
  destination: string;
  startDay: string | null;
  endDay: string | null;
  organizerName: string;
  organizerUid: string;
  organizerEmail: string;
  numPeople: number;
  joined: string[];
  status: string;
  isBooked: boolean;
  isFinished: boolean;
  /** Written by the functions when the trip is created (invite links are capabilities); may be absent. */
  inviteKey: string | null;
  /**
   * The trip's creation stamp (`createdAt`, base-36 milliseconds), '' when absent. A trip
   * deleted and created again under the same id is another generation, so its once-per-trip
   * emails (everyone answered, answer batches) are news again.
   */
  generation: string;
}

function day(value: unknown): string | null {
  const stamp = value as Timestamp | null | undefined;
  return stamp && typeof stamp.toMillis === 'function' ? utcMillisToIsoDay(stamp.toMillis()) : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function tripFacts(tripId: string, data: DocumentData): TripFacts {
  return {
    tripId,
    tripName: text(data.tripName),
    destination: text(data.destination),
    startDay: day(data.startDate),
    endDay: day(data.endDate),
    organizerName: text(data.organizerName),
    organizerUid: text(data.userId),
    organizerEmail: text(data.organizerEmail),
    numPeople: typeof data.numPeople === 'number' ? data.numPeople : 0,
    joined: Array.isArray(data.joined) ? data.joined.filter((uid): uid is string => typeof uid === 'string') : [],
    status: text(data.status),
    isBooked: data.isBooked === true,
    isFinished: data.isFinished === true,
    inviteKey: typeof data.inviteKey === 'string' && data.inviteKey ? data.inviteKey : null,
    generation: tripGeneration(data),
  };
}

export function tripGeneration(data: DocumentData): string {
  const stamp = data.createdAt as Timestamp | null | undefined;
  return stamp && typeof stamp.toMillis === 'function' ? stamp.toMillis().toString(36) : '';
}

/** A short stable key for an address or an event id inside an outbox cause key. */
export function causeHash(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 16);
}
