// "Your plan is ready" (version 1) and "Your plan changed" (every later version) through the
// outbox, keyed by trip, version and recipient: a redelivered trigger queues nothing new.
// A later version emails only the travelers some change concerns, listing those changes.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { changesFor, describeChange } from '../domain/plan.js';
import { queueEmail } from '../email/outbox.js';
import { tripMembers } from '../email/recipients.js';
import { causeHash, tripFacts } from '../email/trip-facts.js';
import { publishedVersionRef, tripRef } from '../firestore-refs.js';

/** Returns how many emails were newly queued. */
export async function notifyPlanPublished(db: Firestore, auth: Auth, tripId: string, version: number): Promise<number> {
  const [tripSnap, versionSnap] = await Promise.all([
    tripRef(db, tripId).get(),
    publishedVersionRef(db, tripId, version).get(),
  ]);
  const trip = tripSnap.data();
  const published = versionSnap.data();
  if (!trip || !published) return 0;
  const facts = tripFacts(tripId, trip);
  let queued = 0;
  for (const recipient of await tripMembers(auth, facts)) {
    const mine = recipient.uid ? changesFor(published.changes, recipient.uid) : published.changes;
    if (version > 1 && mine.length === 0) continue;
    const created = await queueEmail(db, {
      id: `plan-${causeHash(tripId)}-v${version}-${causeHash(recipient.email)}`,
      to: recipient.email,
      uid: recipient.uid,
      template: 'plan-published',
      props: { tripId, tripName: facts.tripName, version, changes: mine.map(describeChange) },
      category: 'optional',
    });
    if (created) queued += 1;
  }
  return queued;
}
