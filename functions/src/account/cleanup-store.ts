// Reads the facts the clean-up plans need (domain/account-deletion.ts) and commits the plans.
// Shared by deleteAccount and the trip-deletion trigger.
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import {
  packIntoBatches,
  planDeletedTripCleanup,
  type AccountFacts,
  type CleanupWrite,
  type TripMention,
  type TripReferences,
  type WriteGroup,
} from '../domain/account-deletion.js';
import { COLLECTIONS } from '../domain/collections.js';
import {
  allResponses,
  answerDigestRef,
  answerDigestsCollection,
  checkoutsCollection,
  outboxCollection,
  responseRef,
  responsesOf,
  tripRef,
  tripsCollection,
  userRef,
  usersCollection,
} from '../firestore-refs.js';

async function readTripPointers(db: Firestore, tripId: string) {
  const [responses, users, [digest]] = await Promise.all([
    responsesOf(db, tripId).select().get(),
    usersCollection(db).where('joinedTrips', 'array-contains', tripId).select().get(),
    db.getAll(answerDigestRef(db, tripId), { fieldMask: [] }),
  ]);
  return { responses: responses.docs, joinedUserIds: users.docs.map((d) => d.id), digest };
}

/** Everything that still points at trip `tripId`, whether or not the trip itself exists. */
async function readTripReferences(db: Firestore, tripId: string): Promise<TripReferences> {
  const { responses, joinedUserIds, digest } = await readTripPointers(db, tripId);
  return { tripId, responseIds: responses.map((d) => d.id), joinedUserIds, hasAnswerDigest: digest.exists };
}

/**
 * Where uid `uid` appears, as found: the plan (planAccountDeletion) decides what of it is
 * whose. Responses are found three ways, so none is missed: by their `uid` field (a
 * collection-group query), and at responses/{uid} of every trip whose `joined` or the user's
 * joinedTrips lists it (older responses may lack the field).
 */
export async function readAccountFacts(db: Firestore, uid: string): Promise<AccountFacts> {
  const trips = tripsCollection(db);
  const [organized, joinedSnap, responsesSnap, checkoutsSnap, outboxSnap, digestsSnap, userSnap] = await Promise.all([
    trips.where('userId', '==', uid).select().get(),
    trips.where('joined', 'array-contains', uid).select().get(),
    allResponses(db).where('uid', '==', uid).select().get(),
    checkoutsCollection(db).where('uid', '==', uid).select().get(),
    outboxCollection(db).where('uid', '==', uid).select().get(),
    answerDigestsCollection(db).where('notified', 'array-contains', uid).select('openBatchId', 'tripGeneration').get(),
    userRef(db, uid).get(),
  ]);

  const organizedTrips = await Promise.all(organized.docs.map((d) => readTripReferences(db, d.id)));

  const inJoined = new Set(joinedSnap.docs.map((d) => d.id));
  const withResponse = new Set<string>();
  for (const response of responsesSnap.docs) {
    const trip = response.ref.parent.parent;
    if (trip && trip.parent.id === COLLECTIONS.trips && trip.parent.parent === null) withResponse.add(trip.id);
  }
  const listed = userSnap.exists ? (userSnap.get('joinedTrips') as unknown) : [];
  const candidates = new Set([
    ...inJoined,
    ...(Array.isArray(listed) ? listed.filter((v): v is string => typeof v === 'string' && isDocId(v)) : []),
  ]);
  const unchecked = [...candidates].filter((tripId) => !withResponse.has(tripId));
  if (unchecked.length > 0) {
    const snaps = await db.getAll(...unchecked.map((tripId) => responseRef(db, tripId, uid)), {
      fieldMask: [],
    });
    for (const snap of snaps) if (snap.exists) withResponse.add(snap.ref.parent.parent!.id);
  }

  const mentionedTrips: TripMention[] = [...new Set([...inJoined, ...withResponse])]
    .sort()
    .map((tripId) => ({ tripId, inJoined: inJoined.has(tripId), hasResponse: withResponse.has(tripId) }));

  return {
    uid,
    organizedTrips,
    mentionedTrips,
    checkoutIds: checkoutsSnap.docs.map((d) => d.id),
    outboxIds: outboxSnap.docs.map((d) => d.id),
    answerDigests: digestsSnap.docs.map((d) => {
      const openBatchId: unknown = d.get('openBatchId');
      const tripGeneration: unknown = d.get('tripGeneration');
      return {
        tripId: d.id,
        openBatchId: typeof openBatchId === 'string' ? openBatchId : null,
        tripGeneration: typeof tripGeneration === 'string' ? tripGeneration : '',
      };
    }),
    hasUserDoc: userSnap.exists,
  };
}

/** Commits the groups batch by batch, in order; returns how many writes were committed. */
export async function commitPlan(db: Firestore, groups: WriteGroup[]): Promise<number> {
  let committed = 0;
  for (const writes of packIntoBatches(groups)) {
    const batch = db.batch();
    for (const write of writes) applyWrite(db, batch, write);
    await batch.commit();
    committed += writes.length;
  }
  return committed;
}

function applyWrite(db: Firestore, batch: WriteBatch, write: CleanupWrite): void {
  const ref = db.doc(write.path);
  switch (write.op) {
    case 'delete':
      batch.delete(ref);
      return;
    case 'arrayRemove':
      // update (not set/merge): a document deleted meanwhile fails the batch instead of being
      // re-created as a stub; the caller's retry then reads fresh facts.
      batch.update(ref, { [write.field]: FieldValue.arrayRemove(write.value) });
      return;
    case 'forgetCheckoutOwner':
      batch.update(ref, {
        uid: FieldValue.delete(),
        tripId: FieldValue.delete(),
        trip: FieldValue.delete(),
        organizer: FieldValue.delete(),
        ownerDeletedAt: FieldValue.serverTimestamp(),
      });
      return;
    case 'forgetAnswerer':
      batch.set(
        ref,
        {
          notified: FieldValue.arrayRemove(write.responseId),
          ...(write.closeOpenBatch ? { openBatchId: null } : {}),
        },
        { merge: true },
      );
      return;
  }
}

/**
 * After trip `tripId` was deleted: delete its responses and its answer digest and drop it from
 * users' joinedTrips, leaving alone what belongs to a trip re-created under the same id since.
 */
export async function cleanUpDeletedTrip(db: Firestore, tripId: string): Promise<number> {
  const [{ responses, joinedUserIds, digest }, trip] = await Promise.all([
    readTripPointers(db, tripId),
    tripRef(db, tripId).get(),
  ]);
  const writes = planDeletedTripCleanup({
    tripId,
    responses: responses.map((d) => ({ id: d.id, createdAtMillis: d.createTime.toMillis() })),
    joinedUserIds,
    answerDigestCreatedAtMillis: digest.exists && digest.createTime ? digest.createTime.toMillis() : null,
    recreatedAtMillis: trip.exists && trip.createTime ? trip.createTime.toMillis() : null,
  });
  return commitPlan(db, [writes]);
}

// A joinedTrips entry is user-written text; only something that can be a document id is looked up.
function isDocId(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= 1500 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}
