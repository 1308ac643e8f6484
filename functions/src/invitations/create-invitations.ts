// The organizer invites a pasted list of addresses (docs/email-invitations.md). All or nothing:
// one bad address refuses the whole list, naming it; addresses already invited or already
// answered are skipped, not refused; at most INVITATIONS_PER_DAY new ones in any 24 hours.
// Writing the invitation documents is all this does: onInvitationCreated queues each email.
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import {
  INVITATIONS_PER_DAY,
  INVITATIONS_PER_TRIP,
  invitationsLeftInAll,
  invitationsLeftToday,
  parseAddressList,
} from '../domain/invitations.js';
import type { InviteResult } from '../domain/api.js';
import { HttpError } from '../http/http-error.js';
import { emailOptOutRef, invitationRef, invitationsOf, tripRef } from '../firestore-refs.js';
import { answeredEmails, emailKey, newInvitation } from './invitation-store.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than 50 addresses can need; refuses a pasted novel before parsing it. */
export const MAX_ADDRESS_TEXT = 20_000;

export interface InviteRequest {
  tripId: string;
  organizerUid: string;
  addresses: string;
  now: Date;
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** Checks the caller may invite to this trip; the trip must be the caller's draft. */
export async function requireOrganizerOfDraft(db: Firestore, tripId: string, uid: string): Promise<void> {
  const snap = await tripRef(db, tripId).get();
  if (!snap.exists) throw new HttpError(404, 'This trip does not exist.', 'tripId');
  if (snap.get('userId') !== uid) throw new HttpError(403, 'Only the organizer of this trip can do this.');
  if (snap.get('status') !== 'draft')
    throw new HttpError(409, 'This trip is marked ready. Mark it as unready to invite or remind travelers.');
}

export async function createInvitations(db: Firestore, request: InviteRequest): Promise<InviteResult> {
  const { tripId, organizerUid, now } = request;
  const parsed = parseAddressList(request.addresses);
  if (parsed.invalid.length > 0)
    throw new HttpError(
      400,
      `${plural(parsed.invalid.length, 'This is not an email address', 'These are not email addresses')}: ${parsed.invalid.join(', ')}. Nobody was invited.`,
      'addresses',
    );
  if (parsed.valid.length === 0) throw new HttpError(400, 'Enter at least one email address.', 'addresses');
  if (parsed.valid.length > INVITATIONS_PER_DAY)
    throw new HttpError(400, `You can invite at most ${INVITATIONS_PER_DAY} addresses a day.`, 'addresses');

  await requireOrganizerOfDraft(db, tripId, organizerUid);
  const answered = await answeredEmails(db, tripId);
  const alreadyAnswered = parsed.valid.filter((email) => answered.has(email));
  const notAnswered = parsed.valid.filter((email) => !answered.has(email));
  const optOuts =
    notAnswered.length > 0 ? await db.getAll(...notAnswered.map((email) => emailOptOutRef(db, emailKey(email)))) : [];
  const unsubscribed = notAnswered.filter((_, i) => optOuts[i].exists);
  const candidates = notAnswered.filter((_, i) => !optOuts[i].exists);

  // One transaction: two organizers' tabs pasting at once cannot pass the limit together.
  return db.runTransaction(async (tx) => {
    const since = Timestamp.fromMillis(now.getTime() - DAY_MS);
    const recent = await tx.get(invitationsOf(db, tripId).where('invitedAt', '>', since));
    const invitedSoFar = (await tx.get(invitationsOf(db, tripId).count())).data().count;
    const refs = candidates.map((email) => invitationRef(db, tripId, emailKey(email)));
    const existing = refs.length > 0 ? await tx.getAll(...refs) : [];
    const alreadyInvited = candidates.filter((_, i) => existing[i].exists);
    const fresh = candidates.filter((_, i) => !existing[i].exists);
    const leftInAll = invitationsLeftInAll(invitedSoFar);
    if (fresh.length > leftInAll)
      throw new HttpError(
        429,
        `A trip can invite at most ${INVITATIONS_PER_TRIP} people in all. ${leftInAll === 0 ? 'None are' : `Only ${leftInAll} ${plural(leftInAll, 'is', 'are')}`} left for this trip; you asked for ${fresh.length}. Nobody was invited.`,
        'addresses',
      );
    const left = invitationsLeftToday(recent.size);
    if (fresh.length > left)
      throw new HttpError(
        429,
        `A trip can send at most ${INVITATIONS_PER_DAY} invitations a day. ${left === 0 ? 'None are' : `Only ${left} ${plural(left, 'is', 'are')}`} left today; you asked for ${fresh.length}. Nobody was invited.`,
        'addresses',
      );
    for (const email of fresh)
      tx.create(invitationRef(db, tripId, emailKey(email)), newInvitation(email, organizerUid, now));
    return {
      invited: fresh,
      alreadyInvited,
      alreadyAnswered,
      unsubscribed,
      repeated: parsed.repeated,
      leftToday: left - fresh.length,
    };
  });
}
