// "Download my data" (GDPR articles 15 and 20): everything the product holds about an account,
// read from the same facts as account deletion (readAccountFacts), so what one exports is what
// the other removes (tests/functions/export-my-data.test.ts proves it against the plan).
// What is and is not included, and why: docs/download-my-data.md.
import type { Firestore } from 'firebase-admin/firestore';
import type { AccountFacts } from '../domain/account-deletion.js';
import { answerBatchId } from '../domain/answer-digest.js';
import { COLLECTIONS } from '../domain/collections.js';
import { readAccountFacts } from './cleanup-store.js';
import { exported } from './exported-document.js';
import { exportPlanData } from './export-plan.js';
import { exportQuestionData } from '../plan/questions-traces.js';
import { allBookingDetails, allRoomAssignments, allRoomWishes } from '../firestore-refs.js';
import { exportConversationData } from '../conversation/conversation-traces.js';
import { exportPlannerAnswers } from '../responses/planner-answers-traces.js';
import { exportPersonalRecords } from './personal-records.js';
import {
  EXPORT_FORMAT,
  type AccountExport,
  type ExportedDocument,
  type OrganizedTripExport,
} from '../domain/account-export.js';

const PLANNER_FIELDS = new Set(['authorUid', 'authorName', 'authorEmail', 'planner', 'plannerUid']);

/** What the export holds for account `uid` (email: its Auth address, for invitations and emails). */
export async function exportAccountData(
  db: Firestore,
  uid: string,
  email: string | null,
  now = new Date(),
): Promise<AccountExport> {
  const facts = await readAccountFacts(db, uid, email);
  return buildExport(db, facts, email, now);
}

export async function buildExport(
  db: Firestore,
  facts: AccountFacts,
  email: string | null,
  now: Date,
): Promise<AccountExport> {
  const { uid } = facts;
  const documents = new Set<string>();
  const add = (doc: ExportedDocument) => (documents.add(doc.path), doc);

  const userSnap = await db.collection(COLLECTIONS.users).doc(uid).get();
  const profile = userSnap.exists ? add(exported(userSnap)) : null;
  const acceptedTerms = userSnap.get('acceptedTerms');
  const acceptedAt = userSnap.get('acceptedTermsTimestamp');
  const plan = await exportPlanData(
    db,
    uid,
    [...facts.organizedTrips, ...facts.mentionedTrips].map((trip) => trip.tripId),
    add,
  );

  const tripsOrganized = await Promise.all(
    facts.organizedTrips.map(async (refs): Promise<OrganizedTripExport> => {
      const tripDoc = db.collection(COLLECTIONS.trips).doc(refs.tripId);
      const [trip, responses, privateAnswers, invitations, notes] = await Promise.all([
        tripDoc.get(),
        tripDoc.collection(COLLECTIONS.responses).get(),
        tripDoc.collection(COLLECTIONS.privateAnswers).get(),
        tripDoc.collection(COLLECTIONS.invitations).get(),
        tripDoc.collection(COLLECTIONS.notes).get(),
      ]);
      // Responses found by the deletion's reader but no longer listable are still named.
      const responseDocs = responses.docs.map((snap) =>
        add(
          snap.id === uid
            ? exported(snap)
            : exported(snap, { name: snap.get('name') ?? null, submittedAt: snap.get('submittedAt') ?? null }),
        ),
      );
      for (const id of refs.responseIds)
        if (!responseDocs.some((doc) => doc.path.endsWith(`/${id}`)))
          responseDocs.push(add({ path: `${tripDoc.path}/${COLLECTIONS.responses}/${id}`, data: {} }));
      // The private parts (medical notes and the like): the account's own in full, other
      // travelers' by path only (the deletion removes them with the trip).
      const privateDocs = privateAnswers.docs.map((snap) => add(snap.id === uid ? exported(snap) : exported(snap, {})));
      for (const id of refs.privateAnswerIds)
        if (!privateDocs.some((doc) => doc.path.endsWith(`/${id}`)))
          privateDocs.push(add({ path: `${tripDoc.path}/${COLLECTIONS.privateAnswers}/${id}`, data: {} }));
      if (refs.hasAnswerDigest) documents.add(`${COLLECTIONS.answerDigests}/${refs.tripId}`);
      return {
        trip: trip.exists ? add(exported(trip)) : null,
        responses: responseDocs,
        privateAnswers: privateDocs,
        invitations: invitations.docs.map((snap) => add(exported(snap))),
        plannerNotes: notes.docs.map((snap) =>
          add(
            exported(
              snap,
              Object.fromEntries(Object.entries(snap.data() ?? {}).filter(([key]) => !PLANNER_FIELDS.has(key))),
            ),
          ),
        ),
      };
    }),
  );

  const organizedIds = new Set(facts.organizedTrips.map((trip) => trip.tripId));
  const answersInOtherTrips = await Promise.all(
    [...new Set(facts.mentionedTrips.map((mention) => mention.tripId))]
      .filter((tripId) => !organizedIds.has(tripId))
      .map(async (tripId) => {
        const tripDoc = db.collection(COLLECTIONS.trips).doc(tripId);
        const [trip, response, privateAnswers] = await Promise.all([
          tripDoc.get(),
          tripDoc.collection(COLLECTIONS.responses).doc(uid).get(),
          tripDoc.collection(COLLECTIONS.privateAnswers).doc(uid).get(),
        ]);
        // The trip is listed as context (the deletion takes the uid out of its `joined`).
        if (trip.exists) documents.add(trip.ref.path);
        const tripName = trip.get('tripName');
        return {
          tripId,
          tripName: typeof tripName === 'string' ? tripName : null,
          response: response.exists ? add(exported(response)) : null,
          privateAnswers: privateAnswers.exists ? add(exported(privateAnswers)) : null,
        };
      }),
  );

  const read = (paths: string[]) => Promise.all([...new Set(paths)].map((path) => db.doc(path).get()));
  const [invitationsReceivedSnaps, checkouts, holds, notesWritten, outboxByUid, outboxByAddress] = await Promise.all([
    read(facts.invitationPaths),
    Promise.all(facts.checkoutIds.map((id) => db.collection(COLLECTIONS.checkouts).doc(id).get())),
    read(facts.heldTripIds.map((tripId) => `${COLLECTIONS.tripIdHolds}/${tripId}`)),
    read(facts.authoredNotePaths),
    Promise.all(facts.outboxIds.map((id) => db.collection(COLLECTIONS.outbox).doc(id).get())),
    email ? db.collection(COLLECTIONS.outbox).where('to', '==', email).get() : null,
  ]);
  const invitationsReceived = invitationsReceivedSnaps
    .filter((snap) => snap.exists)
    .map((snap) => ({
      tripId: snap.ref.parent.parent?.id ?? '',
      invitation: add(exported(snap)),
    }));
  const emailLog = new Map<string, ExportedDocument>();
  for (const snap of [...outboxByUid, ...(outboxByAddress?.docs ?? [])])
    if (snap.exists) emailLog.set(snap.ref.path, add(exported(snap)));

  // The organizer's digest lists the answer, and the notice batch the answer opened is named
  // after it (both are the organizer's email bookkeeping; the deletion removes the mention).
  const answerNoticeMentions = facts.answerDigests
    .filter((digest) => !organizedIds.has(digest.tripId))
    .flatMap((digest) => [
      `${COLLECTIONS.answerDigests}/${digest.tripId}`,
      `${COLLECTIONS.outbox}/${answerBatchId(digest.tripId, uid, digest.tripGeneration)}`,
    ]);
  // Answer notices of other travelers' answers that list the account's name beside theirs.
  for (const { outboxId } of facts.namedInAnswerBatches) answerNoticeMentions.push(`${COLLECTIONS.outbox}/${outboxId}`);
  for (const path of answerNoticeMentions) documents.add(path);

  // A planner's work: the trips they took, booked or finished, and the notes they wrote.
  const stamps = facts.plannerStamps.map(({ tripId, field }) => {
    documents.add(`${COLLECTIONS.trips}/${tripId}`);
    return { tripId, field };
  });

  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: { uid, email },
    profile,
    consent: {
      acceptedTerms: typeof acceptedTerms === 'boolean' ? acceptedTerms : null,
      acceptedTermsTimestamp: typeof acceptedAt === 'string' ? acceptedAt : null,
    },
    plan,
    emailPreferences: { optedOut: userSnap.get('emailOptOut') === true },
    tripsOrganized,
    answersInOtherTrips,
    invitationsReceived,
    payments: checkouts.filter((snap) => snap.exists).map((snap) => add(exported(snap))),
    tripIdHolds: holds.filter((snap) => snap.exists).map((snap) => add(exported(snap))),
    plannerWork: {
      stamps,
      notesWritten: notesWritten.filter((snap) => snap.exists).map((snap) => add(exported(snap))),
    },
    emailLog: [...emailLog.values()],
    answerNoticeMentions,
    planQuestions: await exportQuestionData(db, uid, add),
    bookingDetails: (await allBookingDetails(db).where('uid', '==', uid).get()).docs.map((snap) => add(exported(snap))),
    rooming: {
      wishes: (await allRoomWishes(db).where('uid', '==', uid).get()).docs.map((snap) => add(exported(snap))),
      rooms: (await allRoomAssignments(db).where('uid', '==', uid).get()).docs.map((snap) => add(exported(snap))),
    },
    plannerAnswers: await exportPlannerAnswers(db, uid, add),
    conversation: await exportConversationData(db, uid, add),
    byCollection: await exportPersonalRecords(db, uid, add),
    documents: [...documents].sort(),
  };
}
