import { describe, expect, it } from 'vitest';
import { Timestamp, type DocumentData, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { invitationConverter, inviteConverter, plannerNoteConverter, tripConverter } from '../../src/lib/converters';
import { isoDayToLocalDate, isoDayToUtcNoonMillis } from '@domain/calendar-day';

/** Just what the converters read of a snapshot: its id and its data. */
const snapshot = (id: string, data: DocumentData) => ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;
const storedDay = (iso: string) => Timestamp.fromMillis(isoDayToUtcNoonMillis(iso)!);

const tripDocument = {
  tripName: 'Lisbon 2027',
  organizerName: 'Ana',
  destination: 'Lisbon',
  numPeople: 4,
  vibe: 'relaxed',
  startDate: storedDay('2027-07-01'),
  endDate: storedDay('2027-07-10'),
  status: 'ready',
};

describe('read-only converters', () => {
  it('read a trip and its invite record the same way where they share fields', () => {
    const trip = tripConverter.fromFirestore(snapshot('trip-1', { ...tripDocument, userId: 'u1' }));
    const invite = inviteConverter.fromFirestore(snapshot('key-1', { ...tripDocument, tripId: 'trip-1' }));
    const shared = {
      tripName: 'Lisbon 2027',
      organizerName: 'Ana',
      destination: 'Lisbon',
      numPeople: 4,
      vibe: 'relaxed',
      startDate: isoDayToLocalDate('2027-07-01'),
      endDate: isoDayToLocalDate('2027-07-10'),
      status: 'ready',
      isBooked: false,
      joinQuestions: [],
    };
    expect(invite).toEqual({ tripId: 'trip-1', ...shared });
    expect(trip).toMatchObject({ id: 'trip-1', userId: 'u1', ...shared });
  });

  it('give the defaults for missing fields and take the id from the snapshot', () => {
    expect(tripConverter.fromFirestore(snapshot('t', {}))).toMatchObject({
      id: 't',
      tripName: '',
      numPeople: 0,
      startDate: null,
      status: 'draft',
      timingFlex: 'flexible',
      autoReminders: true,
      joined: [],
      assignedTo: null,
    });
    expect(plannerNoteConverter.fromFirestore(snapshot('n1', { text: 'Call hotel' }))).toEqual({
      id: 'n1',
      text: 'Call hotel',
      authorUid: '',
      authorName: '',
      createdAt: null,
    });
    expect(invitationConverter.fromFirestore(snapshot('k1', { email: 'b@example.com' }))).toEqual({
      key: 'k1',
      email: 'b@example.com',
      invitedAt: null,
      lastReminderAt: null,
      remindersSent: 0,
      withdrawnAt: null,
    });
  });

  it('refuse to write: these documents are written elsewhere', () => {
    const trip = tripConverter.fromFirestore(snapshot('t', tripDocument));
    expect(() => tripConverter.toFirestore(trip)).toThrow(/Trips are read-only/);
    const invite = inviteConverter.fromFirestore(snapshot('k', tripDocument));
    expect(() => inviteConverter.toFirestore(invite)).toThrow(/Invite records are read-only/);
  });
});
