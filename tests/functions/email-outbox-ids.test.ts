// Outbox ids that cannot break their triggers (functions/src/email/outbox-id.ts): a trip with a
// very long id (made before trip ids were capped) still gets its answer notices and its invite
// link reset, and a trip deleted and created again under the same id is told its news again.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, callFunction, clearFirestore, signUp } from './helpers/emulators';
import { eventually } from './helpers/firestore-scan';
import { collectionPath, docPath } from '@domain/collections';

type TestUser = Awaited<ReturnType<typeof signUp>>;
let organizer: TestUser;
let traveler: TestUser;

beforeAll(async () => {
  organizer = await signUp();
  traveler = await signUp();
});
beforeEach(clearFirestore);

async function seedTrip(tripId: string, createdAt: Date, numPeople = 4): Promise<void> {
  await adminDb()
    .doc(docPath.trip(tripId))
    .set({
      tripName: 'Long weekend',
      userId: organizer.uid,
      organizerEmail: organizer.email,
      organizerName: 'Olivia',
      destination: 'Lisbon',
      numPeople,
      startDate: Timestamp.fromMillis(Date.parse('2027-05-01T12:00:00Z')),
      endDate: Timestamp.fromMillis(Date.parse('2027-05-04T12:00:00Z')),
      status: 'draft',
      readyAt: null,
      joined: [organizer.uid],
      inviteKey: 'k3y-for-the-tests_0123456789abcdef',
      createdAt: Timestamp.fromDate(createdAt),
    });
}

/** The traveler's join as the app writes it: the response and their uid in `joined`. */
async function join(tripId: string): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  batch.set(db.doc(docPath.response(tripId, traveler.uid)), {
    uid: traveler.uid,
    name: 'Tom Long',
    email: traveler.email,
    submittedAt: Timestamp.now(),
  });
  batch.update(db.doc(docPath.trip(tripId)), { joined: [organizer.uid, traveler.uid] });
  await batch.commit();
}

async function queued(tripId: string, template: string): Promise<string[]> {
  const snap = await adminDb()
    .collection(collectionPath.outbox)
    .where('template', '==', template)
    .where('props.tripId', '==', tripId)
    .get();
  return snap.docs.map((d) => d.id);
}

describe('a trip with a very long id', { timeout: 180_000 }, () => {
  it('queues exactly one answers email for a join, and its invite link can be reset', async () => {
    // 250 characters: past what the old `answers-{tripId}-{uid}` id and reset's 200 could take.
    const longId = `olivia-${'a-very-long-trip-name-'.repeat(11)}`.slice(0, 250);
    const shortId = `olivia-short-${Date.now()}`;
    await seedTrip(longId, new Date());
    await seedTrip(shortId, new Date());
    await join(longId);
    await join(shortId);

    await eventually('both answer notices were queued', async () => {
      const [long, short] = [await queued(longId, 'answers-received'), await queued(shortId, 'answers-received')];
      return long.length === 1 && short.length === 1;
    });
    const [longEmailId] = await queued(longId, 'answers-received');
    expect(longEmailId.length).toBeLessThanOrEqual(200);
    expect(longEmailId.startsWith('answers-olivia-')).toBe(true);

    const reset = await callFunction('resetInviteLink', { token: organizer.token, body: { tripId: longId } });
    expect(reset.status).toBe(200);
    expect(reset.body.tripId).toBe(longId);
    // The control: an ordinary trip's reset.
    expect((await callFunction('resetInviteLink', { token: organizer.token, body: { tripId: shortId } })).status).toBe(
      200,
    );
  });
});

describe('a trip deleted and created again under the same id', { timeout: 240_000 }, () => {
  it('is told "answers" and "everyone answered" again, in new outbox documents', async () => {
    const tripId = `olivia-again-${Date.now()}`;
    await seedTrip(tripId, new Date(Date.now() - 60_000), 1);
    await join(tripId);
    await eventually('the first trip’s answer notice and "everyone answered"', async () => {
      const [answers, all] = [await queued(tripId, 'answers-received'), await queued(tripId, 'all-answered')];
      return answers.length === 1 && all.length === 1;
    });

    // Deleted: onTripDeleted removes its responses and its answer digest.
    await adminDb().doc(docPath.trip(tripId)).delete();
    await eventually('the deleted trip was cleaned up', async () => {
      const [responses, digest] = await Promise.all([
        adminDb().collection(collectionPath.responses(tripId)).count().get(),
        adminDb().doc(docPath.answerDigest(tripId)).get(),
      ]);
      return responses.data().count === 0 && !digest.exists;
    });

    await seedTrip(tripId, new Date(), 1);
    await join(tripId);
    await eventually('the new trip’s answer notice and "everyone answered"', async () => {
      const [answers, all] = [await queued(tripId, 'answers-received'), await queued(tripId, 'all-answered')];
      return answers.length === 2 && all.length === 2;
    });
  });
});
