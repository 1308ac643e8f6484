// Attacks 3, 4 and 9 of issue 15, refused against the Functions + Firestore emulators and the
// Stripe stand-in: nobody organizes "as" someone else, two payers cannot buy the same trip id,
// and the trip document carries no payment facts.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  callFunction,
  clearFirestore,
  countDocs,
  createCheckout,
  expireOnStandin,
  getStandinSession,
  payOnStandin,
  signUp,
  validTrip,
} from './helpers/emulators';
import { runStripeStandinDuringTests } from './helpers/standin';
import { collectionPath, docPath } from '@domain/collections';

runStripeStandinDuringTests();
beforeEach(clearFirestore);

const BEING_PAID =
  'Someone is paying for a trip with this name right now. Please choose a different trip name, or try again in about half an hour.';
const start = (token: string, trip: Record<string, unknown>) =>
  callFunction('createCheckoutSession', { token, body: trip });
const save = (token: string, sessionId: string) => callFunction('saveTripAfterPayment', { token, body: { sessionId } });
const holdOf = async (tripId: string) => (await adminDb().doc(docPath.tripIdHold(tripId)).get()).data();

describe('identity comes from the account (attack 3)', () => {
  it('refuses a body that names the organizer, and writes nothing', async () => {
    const mallory = await signUp({ firstName: 'Mallory' });
    for (const [field, value] of [
      ['firstName', 'Ana'],
      ['organizerEmail', 'ana@example.com'],
    ]) {
      const res = await start(mallory.token, { ...validTrip(), [field]: value });
      expect(res, field).toMatchObject({ status: 400, body: { error: `Unexpected field: ${field}`, field } });
    }
    expect(await countDocs(collectionPath.checkouts)).toBe(0);
    expect(await countDocs(collectionPath.tripIdHolds)).toBe(0);
  });

  it("names the trip, the organizer and Stripe's receipt after the caller's own account", async () => {
    const mallory = await signUp({ firstName: 'Mallory' });
    const checkout = await createCheckout(mallory.token, validTrip({ tripName: 'Bali' }));
    expect(checkout.tripId).toBe('mallory-bali');
    expect((await getStandinSession(checkout.sessionId)).customer_email).toBe(mallory.email);
    await payOnStandin(checkout.sessionId);
    const trip = (await adminDb().doc(docPath.trip('mallory-bali')).get()).data();
    expect(trip).toMatchObject({ organizerName: 'Mallory', organizerEmail: mallory.email, userId: mallory.uid });
  });

  it("a profile without a first name gives a 'user-…' id and no organizer name", async () => {
    const nameless = await signUp();
    const checkout = await createCheckout(nameless.token, validTrip({ tripName: 'Bali' }));
    expect(checkout.tripId).toBe('user-bali');
    await payOnStandin(checkout.sessionId);
    expect((await adminDb().doc(docPath.trip('user-bali')).get()).data()).toMatchObject({
      organizerName: '',
      organizerEmail: nameless.email,
    });
  });
});

describe('the trip id is held while paying (attack 4)', () => {
  it('holds the id for the organizer until the session expires; another organizer gets 409 and is not charged', async () => {
    const ana = await signUp({ firstName: 'Ana' });
    const otherAna = await signUp({ firstName: 'Ana' });
    const before = Math.floor(Date.now() / 1000);
    const first = await createCheckout(ana.token, validTrip({ tripName: 'Bali' }));
    const session = await getStandinSession(first.sessionId);
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(session.expires_at).toBeLessThanOrEqual(before + 32 * 60);
    expect(await holdOf('ana-bali')).toMatchObject({ status: 'held', uid: ana.uid, sessionId: first.sessionId });

    const refused = await start(otherAna.token, validTrip({ tripName: 'Bali' }));
    expect(refused).toMatchObject({ status: 409, body: { error: BEING_PAID, field: 'tripName' } });
    expect(await countDocs(collectionPath.checkouts)).toBe(1);

    // The same organizer may start again (a new session, the hold moves to it).
    const again = await createCheckout(ana.token, validTrip({ tripName: 'Bali' }));
    expect(await holdOf('ana-bali')).toMatchObject({ status: 'held', uid: ana.uid, sessionId: again.sessionId });
  });

  it('two organizers starting at the same moment: exactly one holds the id', async () => {
    const organizers = await Promise.all([1, 2, 3, 4].map(() => signUp({ firstName: 'Ana' })));
    const answers = await Promise.all(organizers.map((o) => start(o.token, validTrip({ tripName: 'Bali' }))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = organizers[answers.findIndex((a) => a.status === 200)];
    expect(await holdOf('ana-bali')).toMatchObject({ status: 'held', uid: winner.uid });
    expect(await countDocs(collectionPath.checkouts)).toBe(1);
  });

  it('an expired session frees the id (checkout.session.expired)', async () => {
    const ana = await signUp({ firstName: 'Ana' });
    const otherAna = await signUp({ firstName: 'Ana' });
    const first = await createCheckout(ana.token, validTrip({ tripName: 'Bali' }));
    await expireOnStandin(first.sessionId);
    expect(await holdOf('ana-bali')).toBeUndefined();
    expect((await adminDb().doc(docPath.checkout(first.sessionId)).get()).get('status')).toBe('expired');
    const second = await createCheckout(otherAna.token, validTrip({ tripName: 'Bali' }));
    expect(second.tripId).toBe('ana-bali');
  });

  it('a hold past its time frees the id even if the expiry event never came', async () => {
    const ana = await signUp({ firstName: 'Ana' });
    const otherAna = await signUp({ firstName: 'Ana' });
    await createCheckout(ana.token, validTrip({ tripName: 'Bali' }));
    await adminDb()
      .doc(docPath.tripIdHold('ana-bali'))
      .update({ expiresAtMillis: Date.now() - 1000 });
    expect((await start(otherAna.token, validTrip({ tripName: 'Bali' }))).status).toBe(200);
  });

  it('the old session of an organizer whose hold ran out cannot take the id another organizer holds now', async () => {
    const ana = await signUp({ firstName: 'Ana' });
    const otherAna = await signUp({ firstName: 'Ana' });
    const late = await createCheckout(ana.token, validTrip({ tripName: 'Bali' }));
    await adminDb()
      .doc(docPath.tripIdHold('ana-bali'))
      .update({ expiresAtMillis: Date.now() - 1000 });
    const current = await createCheckout(otherAna.token, validTrip({ tripName: 'Bali' }));

    await payOnStandin(late.sessionId);
    expect((await save(ana.token, late.sessionId)).status).toBe(409);
    expect(await countDocs(collectionPath.trips)).toBe(0);
    await payOnStandin(current.sessionId);
    expect((await save(otherAna.token, current.sessionId)).body).toMatchObject({ tripId: 'ana-bali' });
    expect((await adminDb().doc(docPath.trip('ana-bali')).get()).get('userId')).toBe(otherAna.uid);
  });

  it('once the trip exists the hold keeps only which payment created it, not who', async () => {
    const ana = await signUp({ firstName: 'Ana' });
    const checkout = await createCheckout(ana.token, validTrip({ tripName: 'Bali' }));
    await payOnStandin(checkout.sessionId);
    const hold = await holdOf('ana-bali');
    expect(hold).toMatchObject({ status: 'fulfilled', sessionId: checkout.sessionId });
    expect(hold).not.toHaveProperty('uid');
    // A repeat of the return call is still recognised as this payment's own trip.
    expect((await save(ana.token, checkout.sessionId)).body).toMatchObject({ tripId: 'ana-bali', created: false });
  });
});

describe('payment facts stay off the trip (attack 9)', () => {
  it('the created trip has no payment field; the checkout record keeps them', async () => {
    const ana = await signUp({ firstName: 'Ana' });
    const checkout = await createCheckout(ana.token, validTrip({ tripName: 'Bali' }));
    await payOnStandin(checkout.sessionId);
    const trip = (await adminDb().doc(docPath.trip('ana-bali')).get()).data() ?? {};
    for (const field of ['paid', 'amountPaid', 'currency', 'paidAt', 'checkoutSessionId'])
      expect(trip, field).not.toHaveProperty(field);
    expect((await adminDb().doc(docPath.checkout(checkout.sessionId)).get()).data()).toMatchObject({
      amount: 2500,
      currency: 'usd',
      status: 'fulfilled',
    });
  });
});
