// Where invitations live and what the functions read about a trip's invitees. An invitation is
// trips/{tripId}/invitations/{emailKey}, keyed by a hash of the normalized address so the
// same person is one document however they typed it, and the address is not in the path.
// "Answered" is computed when needed from the trip's responses (docs/email-invitations.md).
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { normalizeEmail } from '../domain/invitations.js';
import { invitationsOf, responsesOf } from '../firestore-refs.js';

export interface Invitation {
  email: string;
  invitedAt: Date;
  invitedBy: string;
  lastReminderAt: Date | null;
  remindersSent: number;
  /** The automatic rounds (days after the invitation) already sent. */
  autoRounds: number[];
  /** Set when the organizer withdrew it or its person left the trip: never reminded again. */
  withdrawnAt: Date | null;
}

export interface InvitationDoc extends Invitation {
  key: string;
}

export function emailKey(address: string): string {
  return createHash('sha256').update(normalizeEmail(address)).digest('hex');
}

const toDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

export function invitationFromData(key: string, data: FirebaseFirestore.DocumentData): InvitationDoc {
  return {
    key,
    email: typeof data.email === 'string' ? data.email : '',
    invitedAt: toDate(data.invitedAt) ?? new Date(0),
    invitedBy: typeof data.invitedBy === 'string' ? data.invitedBy : '',
    lastReminderAt: toDate(data.lastReminderAt),
    remindersSent: typeof data.remindersSent === 'number' ? data.remindersSent : 0,
    autoRounds: Array.isArray(data.autoRounds) ? data.autoRounds.filter((n): n is number => typeof n === 'number') : [],
    withdrawnAt: toDate(data.withdrawnAt),
  };
}

export function newInvitation(email: string, invitedBy: string, now: Date): FirebaseFirestore.DocumentData {
  return {
    email,
    invitedAt: Timestamp.fromDate(now),
    invitedBy,
    lastReminderAt: null,
    remindersSent: 0,
    autoRounds: [],
  };
}

/** Normalized address -> when that account answered, for every response of the trip. */
export async function answeredEmails(db: Firestore, tripId: string): Promise<Map<string, Date | null>> {
  const snap = await responsesOf(db, tripId).select('email', 'submittedAt').get();
  const answered = new Map<string, Date | null>();
  for (const doc of snap.docs) {
    const email = doc.get('email');
    if (typeof email === 'string') answered.set(normalizeEmail(email), toDate(doc.get('submittedAt')));
  }
  return answered;
}

/** After a trip is deleted: its invitations (addresses of people who may never have answered) go too. */
export async function deleteInvitationsOf(db: Firestore, tripId: string): Promise<number> {
  const snap = await invitationsOf(db, tripId).select().get();
  const writer = db.bulkWriter();
  for (const doc of snap.docs) void writer.delete(doc.ref);
  await writer.close();
  return snap.size;
}
