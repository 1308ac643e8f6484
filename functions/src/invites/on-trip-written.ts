// Keeps invites/{key} in step with the trip (docs/security.md "Invite links are capabilities"): an
// edit or a status change shows on the join page, a reset key's old record goes, a deleted
// trip's record goes. Reads the trip afresh (reconcileInvites), so retries and out-of-order
// events are harmless.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { triggerPath } from '../domain/collections.js';
import { db } from '../http/firebase-admin.js';
import { reconcileInvites, touchesInvite } from './invite-store.js';

export const onTripWrittenSyncInvite = onDocumentWritten({ document: triggerPath.trip, retry: true }, async (event) => {
  // Joins and removals change only `joined`: nothing to mirror, and no transaction on the trip
  // that a crowd of joins would contend with.
  if (!touchesInvite(event.data?.before.data(), event.data?.after.data())) return;
  await reconcileInvites(db(), event.params.tripId);
});
