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
  allInvitations,
  allNotes,
  notesOf,
  privateAnswersOf,
  privateAnswersRef,
  responseRef,
  responsesOf,
  tripRef,
  tripsCollection,
  userRef,
  usersCollection,
} from '../firestore-refs.js';

async function readTripPointers(db: Firestore, tripId: string) {
  const [responses, privateAnswers, notes, users, [digest]] = await Promise.all([
    responsesOf(db, tripId).select().get(),
    privateAnswersOf(db, tripId).select().get(),
    notesOf(db, tripId).select().get(),
    usersCollection(db).where('joinedTrips', 'array-contains', tripId).select().get(),
    db.getAll(answerDigestRef(db, tripId), { fieldMask: [] }),
  ]);
  return {
    responses: responses.docs,
    privateAnswers: privateAnswers.docs,
    notes: notes.docs,
    joinedUserIds: users.docs.map((d) => d.id),
    digest,
  };
}

/** Everything that still points at trip `tripId`, whether or not the trip itself exists. */
async function readTripReferences(db: Firestore, tripId: string): Promise<TripReferences> {
  const { responses, privateAnswers, notes, joinedUserIds, digest } = await readTripPointers(db, tripId);
  return {
    tripId,
    responseIds: responses.map((d) => d.id),
    privateAnswerIds: privateAnswers.map((d) => d.id),
    noteIds: notes.map((d) => d.id),
    joinedUserIds,
    hasAnswerDigest: digest.exists,
  };
}

/**
 * Where the account (`uid`, `email`) appears, as found: the plan (planAccountDeletion) decides
 * what of it is whose. Responses are found three ways, so none is missed: by their `uid` field
 * (a collection-group query), and at responses/{uid} of every trip whose `joined` or the user's
 * joinedTrips lists it (older responses may lack the field). The email finds what was addressed
 * to the person before (or without) the account: outbox documents and invitations.
 * Exported for the features that build on it (the data export, the trip plan's clean-up).
 */
export async function readAccountFacts(db: Firestore, uid: string, email: string | null): Promise<AccountFacts> {
  const trips = tripsCollection(db);
  const byEmail = <T>(read: (address: string) => Promise<T[]>) =>
    email ? Promise.all([...new Set([email, email.toLowerCase()])].map(read)).then((all) => all.flat()) : [];
  const [organized, joinedSnap, responsesSnap, checkoutsSnap, outboxSnap, digestsSnap, userSnap] = await Promise.all([
    trips.where('userId', '==', uid).select('isBooked', 'tripName').get(),
    trips.where('joined', 'array-contains', uid).select().get(),
    allResponses(db).where('uid', '==', uid).select('name').get(),
    checkoutsCollection(db).where('uid', '==', uid).select().get(),
    outboxCollection(db).where('uid', '==', uid).select().get(),
    answerDigestsCollection(db).where('notified', 'array-contains', uid).select('openBatchId', 'tripGeneration').get(),
    userRef(db, uid).get(),
  ]);
  const [outboxToEmail, invitationsToEmail, holds, notes, sentInvitations, ...stampSnaps] = await Promise.all([
    byEmail(async (address) => (await outboxCollection(db).where('to', '==', address).select().get()).docs),
    byEmail(async (address) => (await allInvitations(db).where('email', '==', address).select().get()).docs),
    db.collection(COLLECTIONS.tripIdHolds).where('uid', '==', uid).select().get(),
    allNotes(db).where('authorUid', '==', uid).select().get(),
    allInvitations(db).where('invitedBy', '==', uid).select().get(),
    ...PLANNER_STAMPS.map((field) => trips.where(`${field}.uid`, '==', uid).select().get()),
  ]);

  const organizedTrips = await Promise.all(
    organized.docs.map(async (d) => ({
      ...(await readTripReferences(db, d.id)),
      isBooked: d.get('isBooked') === true,
      tripName: typeof d.get('tripName') === 'string' ? (d.get('tripName') as string) : '',
    })),
  );

  const inJoined = new Set(joinedSnap.docs.map((d) => d.id));
  const withResponse = new Set<string>();
  const names = new Map<string, string>();
  const noteName = (tripId: string, name: unknown) => {
    if (typeof name === 'string' && name.trim() !== '') names.set(tripId, name);
  };
  for (const response of responsesSnap.docs) {
    const trip = response.ref.parent.parent;
    if (trip && trip.parent.id === COLLECTIONS.trips && trip.parent.parent === null) {
      withResponse.add(trip.id);
      noteName(trip.id, response.get('name'));
    }
  }
  const listed = userSnap.exists ? (userSnap.get('joinedTrips') as unknown) : [];
  const candidates = new Set([
    ...inJoined,
    ...(Array.isArray(listed) ? listed.filter((v): v is string => typeof v === 'string' && isDocId(v)) : []),
  ]);
  const unchecked = [...candidates].filter((tripId) => !withResponse.has(tripId));
  if (unchecked.length > 0) {
    const snaps = await db.getAll(...unchecked.map((tripId) => responseRef(db, tripId, uid)), {
      fieldMask: ['name'],
    });
    for (const snap of snaps) {
      if (!snap.exists) continue;
      withResponse.add(snap.ref.parent.parent!.id);
      noteName(snap.ref.parent.parent!.id, snap.get('name'));
    }
  }

  // A response's private part is written and deleted with it (the rules see to that), so it is
  // looked for wherever a response or a membership could be.
  const privateCandidates = [...new Set([...candidates, ...withResponse])];
  const withPrivateAnswers = new Set<string>();
  if (privateCandidates.length > 0) {
    const snaps = await db.getAll(...privateCandidates.map((tripId) => privateAnswersRef(db, tripId, uid)), {
      fieldMask: [],
    });
    for (const snap of snaps) if (snap.exists) withPrivateAnswers.add(snap.ref.parent.parent!.id);
  }

  const mentionedTrips: TripMention[] = [...new Set([...inJoined, ...withResponse, ...withPrivateAnswers])]
    .sort()
    .map((tripId) => ({
      tripId,
      inJoined: inJoined.has(tripId),
      hasResponse: withResponse.has(tripId),
      hasPrivateAnswers: withPrivateAnswers.has(tripId),
    }));

  return {
    uid,
    organizedTrips,
    mentionedTrips,
    checkoutIds: checkoutsSnap.docs.map((d) => d.id),
    outboxIds: [...outboxSnap.docs, ...outboxToEmail].map((d) => d.id),
    answerDigests: digestsSnap.docs.map((d) => {
      const openBatchId: unknown = d.get('openBatchId');
      const tripGeneration: unknown = d.get('tripGeneration');
      return {
        tripId: d.id,
        openBatchId: typeof openBatchId === 'string' ? openBatchId : null,
        tripGeneration: typeof tripGeneration === 'string' ? tripGeneration : '',
      };
    }),
    namedInAnswerBatches: await readAnswerBatchesNaming(db, uid, names),
    invitationPaths: invitationsToEmail.map((d) => d.ref.path),
    heldTripIds: holds.docs.map((d) => d.id),
    plannerStamps: PLANNER_STAMPS.flatMap((field, i) => stampSnaps[i].docs.map((d) => ({ tripId: d.id, field }))),
    authoredNotePaths: notes.docs.map((d) => d.ref.path),
    sentInvitationPaths: sentInvitations.docs.map((d) => d.ref.path),
    hasUserDoc: userSnap.exists,
  };
}

const PLANNER_STAMPS = ['assignedTo', 'bookedBy', 'finishedBy'] as const;

/**
 * Answer batches (outbox emails to an organizer) that list the account: by its uid beside the
 * name (`props.answerers`: found even when the answer itself is gone), and, for batches written
 * before the uids were kept, by the name of its answer to that batch's trip.
 */
async function readAnswerBatchesNaming(
  db: Firestore,
  uid: string,
  namesByTrip: ReadonlyMap<string, string>,
): Promise<AccountFacts['namedInAnswerBatches']> {
  const [byUid, ...byName] = await Promise.all([
    outboxCollection(db).where('props.answerers', 'array-contains', uid).select('props.names', 'props.answerers').get(),
    ...[...new Set(namesByTrip.values())].map(async (name) => {
      const snap = await outboxCollection(db).where('props.names', 'array-contains', name).select('props.tripId').get();
      return snap.docs
        .filter((d) => namesByTrip.get(String(d.get('props.tripId'))) === name)
        .map((d) => ({ outboxId: d.id, name }));
    }),
  ]);
  const found: AccountFacts['namedInAnswerBatches'] = byUid.docs.flatMap((d) => {
    const names: unknown = d.get('props.names');
    const answerers: unknown = d.get('props.answerers');
    const at = Array.isArray(answerers) ? answerers.indexOf(uid) : -1;
    const name = Array.isArray(names) ? names[at] : undefined;
    return typeof name === 'string' ? [{ outboxId: d.id, name, byUid: true }] : [];
  });
  return [...found, ...byName.flat().filter((entry) => !found.some((f) => f.outboxId === entry.outboxId))];
}

/** What a note of a deleted planner's account says in place of their name. */
export const FORMER_PLANNER = 'A former planner';

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
    case 'detachOrganizer':
      batch.update(ref, {
        userId: null,
        organizerEmail: FieldValue.delete(),
        organizerName: FieldValue.delete(),
        // The stored words hold the organizer's email; these are the name's alone.
        searchWords: write.searchWords,
        organizerDeletedAt: FieldValue.serverTimestamp(),
      });
      return;
    case 'clearStamp':
      batch.update(ref, { [write.field]: null });
      return;
    case 'forgetNoteAuthor':
      batch.update(ref, { authorUid: FieldValue.delete(), authorName: FORMER_PLANNER });
      return;
    case 'forgetInviter':
      batch.update(ref, { invitedBy: FieldValue.delete() });
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
  const [{ responses, privateAnswers, notes, joinedUserIds, digest }, trip] = await Promise.all([
    readTripPointers(db, tripId),
    tripRef(db, tripId).get(),
  ]);
  const writes = planDeletedTripCleanup({
    tripId,
    responses: responses.map((d) => ({ id: d.id, createdAtMillis: d.createTime.toMillis() })),
    privateAnswers: privateAnswers.map((d) => ({ id: d.id, createdAtMillis: d.createTime.toMillis() })),
    notes: notes.map((d) => ({ id: d.id, createdAtMillis: d.createTime.toMillis() })),
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
