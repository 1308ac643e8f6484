// Keeps invites/{key} in step with the trip (docs/security.md "Invite links are capabilities"): an
// edit or a status change shows on the join page, a reset key's old record goes, a deleted
// trip's record goes. Reads the trip afresh (reconcileInvites), so retries and out-of-order
// events are harmless. Someone taken out of `joined` (removed, or left) has their email
// invitation withdrawn, so no reminder mails them a link made after they left. A trip whose
// `searchWords` miss or lag its name is given them (functions/src/search/search-words-store.ts).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { triggerPath } from '../domain/collections.js';
import { adminAuth, db } from '../http/firebase-admin.js';
import { verifiedEmailOfRecord } from '../http/verified-email.js';
import { leftJoined, withdrawLeavers } from '../invitations/withdraw-invitations.js';
import { reconcileInvites, touchesInvite } from './invite-store.js';
import { staleSearchWords } from '../domain/trip-search.js';
import { syncSearchWords } from '../search/search-words-store.js';
import { forgetTravelerOnTrip } from '../plan/former-traveler.js';
import { forgetConversationOnTrip } from '../conversation/conversation-traces.js';

/** The leaver's address, verified only: an unverified one may be someone else's invitation. */
async function accountEmail(uid: string): Promise<string | null> {
  try {
    return verifiedEmailOfRecord(await adminAuth().getUser(uid));
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return null;
    throw err;
  }
}

export const onTripWrittenSyncInvite = onDocumentWritten({ document: triggerPath.trip, retry: true }, async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  // A deleted trip takes its invitations with it; only a trip that still exists has leavers.
  const leavers = after ? leftJoined(before?.joined, after.joined) : [];
  if (leavers.length > 0) await withdrawLeavers(db(), event.params.tripId, leavers, accountEmail, new Date());
  // What a leaver left on the plan goes with them (docs/security.md, "Round 4"): their questions,
  // marks, votes, calendar token, and their name in the published versions.
  for (const uid of leavers) await forgetTravelerOnTrip(db(), event.params.tripId, uid);
  // Their private thread with the planners goes too; their group messages stay, as "A former
  // traveler" (docs/conversation.md).
  for (const uid of leavers) await forgetConversationOnTrip(db(), event.params.tripId, uid);
  // Whatever wrote the trip, its search words follow its name and organizer email (the write
  // this makes comes back here in step, so it stops there).
  if (after && staleSearchWords(after)) await syncSearchWords(db(), event.params.tripId);
  // Joins and removals change only `joined`: nothing to mirror, and no transaction on the trip
  // that a crowd of joins would contend with.
  if (!touchesInvite(before, after)) return;
  await reconcileInvites(db(), event.params.tripId);
});
