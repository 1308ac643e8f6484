// A removed traveler who was invited by email gets no link made after their removal: removing
// them withdraws their invitation (the trip trigger), the organizer can withdraw one by hand
// (withdrawInvitation), and neither the organizer's reminder round nor the daily job reminds a
// withdrawn invitee, while the others are still reminded. What was queued is read from the outbox.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invitationHandlers } from '../../scripts/invitation-handlers.mjs';
import { adminDb, callFunction, clearFirestore, signUp } from './helpers/emulators';
import { eventually } from './helpers/firestore-scan';
import { collectionPath, docPath } from '@domain/collections';

type TestUser = Awaited<ReturnType<typeof signUp>>;
const DAY = 24 * 60 * 60 * 1000;
const handlers = await invitationHandlers();

let organizer: TestUser;
let bob: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [organizer, bob, stranger] = await Promise.all([signUp(), signUp(), signUp()]);
});
beforeEach(clearFirestore);

const withdraw = (token: string, body: Record<string, unknown>) => callFunction('withdrawInvitation', { token, body });

async function draftTrip(): Promise<string> {
  const tripId = `withdraw-trip-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await adminDb()
    .doc(docPath.trip(tripId))
    .set({
      tripName: 'Lisbon in spring',
      userId: organizer.uid,
      organizerEmail: organizer.email,
      organizerName: 'Ana',
      destination: 'Lisbon',
      numPeople: 5,
      status: 'draft',
      readyAt: null,
      joined: [organizer.uid],
      inviteKey: 'k3y-for-the-withdraw-tests_0123',
    });
  return tripId;
}

async function invitationOf(tripId: string, email: string) {
  const snap = await adminDb().collection(collectionPath.invitations(tripId)).where('email', '==', email).get();
  return snap.docs[0]?.data();
}

async function outboxTo(email: string, tripId: string) {
  const snap = await adminDb().collection(collectionPath.outbox).where('to', '==', email).get();
  return snap.docs.filter((d) => d.get('props.tripId') === tripId).map((d) => d.get('template') as string);
}

describe('withdrawn invitations', () => {
  it('a removed traveler gets nothing after removal, a link reset and both reminder rounds; others are still reminded', async () => {
    const tripId = await draftTrip();
    const invited = await callFunction('inviteTravelers', {
      token: organizer.token,
      body: { tripId, addresses: `${bob.email}, carol@example.com, dee@example.com` },
    });
    expect(invited.status).toBe(200);

    // Bob joins, then the organizer removes him (the app's batch: his response and his uid).
    const trip = adminDb().doc(docPath.trip(tripId));
    const bobsAnswer = adminDb().doc(docPath.response(tripId, bob.uid));
    await bobsAnswer.set({ uid: bob.uid, email: bob.email, name: 'Bob Stone', submittedAt: Timestamp.now() });
    await trip.update({ joined: FieldValue.arrayUnion(bob.uid) });
    const removal = adminDb().batch();
    removal.delete(bobsAnswer);
    removal.update(trip, { joined: FieldValue.arrayRemove(bob.uid) });
    await removal.commit();
    await eventually('the removal withdrew Bob’s invitation', async () =>
      Boolean((await invitationOf(tripId, bob.email))?.withdrawnAt),
    );

    const reset = await callFunction('resetInviteLink', { token: organizer.token, body: { tripId } });
    expect(reset.status).toBe(200);
    // Dee's invitation is withdrawn by hand.
    const byHand = await withdraw(organizer.token, { tripId, email: 'Dee@Example.com' });
    expect(byHand).toMatchObject({ status: 200, body: { email: 'dee@example.com', outcome: 'withdrawn' } });

    // The day-3 round of the daily job, then the organizer's round a week later.
    const invitedAt = new Date(Date.now() - 10 * DAY);
    const invitations = await adminDb().collection(collectionPath.invitations(tripId)).get();
    await Promise.all(invitations.docs.map((d) => d.ref.update({ invitedAt: Timestamp.fromDate(invitedAt) })));
    const [daily] = await handlers.runDailyReminders(new Date(invitedAt.getTime() + 3 * DAY + 60_000));
    expect(daily).toMatchObject({ tripId, reached: ['carol@example.com'] });
    expect([...daily.withdrawn].sort()).toEqual([bob.email, 'dee@example.com'].sort());
    const manual = await callFunction('remindTravelers', { token: organizer.token, body: { tripId } });
    expect(manual.status).toBe(200);
    expect(manual.body.reached).toEqual(['carol@example.com']);
    expect([...(manual.body.withdrawn as string[])].sort()).toEqual([bob.email, 'dee@example.com'].sort());

    // Bob had his invitation (the old link) and nothing since; Dee likewise; Carol both reminders.
    expect(await outboxTo(bob.email, tripId)).toEqual(['invitation']);
    expect(await outboxTo('dee@example.com', tripId)).toEqual(['invitation']);
    expect((await outboxTo('carol@example.com', tripId)).sort()).toEqual(['invitation', 'reminder', 'reminder']);
    expect(await invitationOf(tripId, 'carol@example.com')).toMatchObject({ remindersSent: 2 });
    expect(await invitationOf(tripId, bob.email)).toMatchObject({ remindersSent: 0 });
  });

  it('withdrawInvitation: the organizer only, an invited address only, and once', async () => {
    const tripId = await draftTrip();
    await callFunction('inviteTravelers', { token: organizer.token, body: { tripId, addresses: 'eve@example.com' } });
    const refusals = await Promise.all([
      callFunction('withdrawInvitation', { body: { tripId, email: 'eve@example.com' } }),
      withdraw(stranger.token, { tripId, email: 'eve@example.com' }),
      withdraw(organizer.token, { tripId, email: 'nobody@example.com' }),
      withdraw(organizer.token, { tripId, email: 'not an address' }),
      withdraw(organizer.token, { tripId, email: 'eve@example.com', extra: true }),
      withdraw(organizer.token, { tripId: 'no-such-trip', email: 'eve@example.com' }),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([401, 403, 404, 400, 400, 404]);
    expect(refusals.map((r) => r.body.field)).toEqual([undefined, undefined, 'email', 'email', 'extra', 'tripId']);
    expect(refusals[2].body.error).toBe('Nobody was invited at this address on this trip.');
    expect((await invitationOf(tripId, 'eve@example.com'))?.withdrawnAt).toBeUndefined();

    // The control: the organizer withdraws it; a second time changes nothing.
    expect((await withdraw(organizer.token, { tripId, email: 'eve@example.com' })).body.outcome).toBe('withdrawn');
    const first = (await invitationOf(tripId, 'eve@example.com'))?.withdrawnAt as Timestamp;
    expect((await withdraw(organizer.token, { tripId, email: 'eve@example.com' })).body.outcome).toBe(
      'already-withdrawn',
    );
    expect(((await invitationOf(tripId, 'eve@example.com'))?.withdrawnAt as Timestamp).isEqual(first)).toBe(true);
  });
});
