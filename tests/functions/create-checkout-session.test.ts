import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  callFunction,
  clearFirestore,
  countDocs,
  createCheckout,
  getStandinSession,
  payOnStandin,
  signUp,
  validTrip,
} from './helpers/emulators';
import { runStripeStandinDuringTests } from './helpers/standin';
import { WEB_ORIGIN } from '../../scripts/local-endpoints.mjs';
import { collectionPath, docPath } from '@domain/collections';
import { storedTrip } from '../support/stored-trip';

runStripeStandinDuringTests();
beforeEach(clearFirestore);

describe('createCheckoutSession', () => {
  it('paying on the stand-in creates the trip from the stored record', async () => {
    const user = await signUp({ firstName: 'Ana' });
    const trip = validTrip({ tripName: 'Summer in Japan!' });
    const checkout = await createCheckout(user.token, trip);
    expect(checkout.tripId).toBe('ana-summer-in-japan');
    expect(checkout.sessionId).toMatch(/^cs_test_/);
    expect(checkout.url).toContain(`/pay/${checkout.sessionId}`);

    const record = (await adminDb().doc(docPath.checkout(checkout.sessionId)).get()).data();
    expect(record).toMatchObject({
      uid: user.uid,
      tripId: checkout.tripId,
      amount: 2500,
      currency: 'usd',
      status: 'pending',
    });

    const page = await (await fetch(checkout.url)).text();
    expect(page).toContain('Trip planning – domestic');
    expect(page).toContain('$25.00');
    expect(page).toMatch(/<button[^>]*>Pay/);
    expect(page).toMatch(/<button[^>]*>Cancel<\/button>/);

    const location = await payOnStandin(checkout.sessionId);
    expect(location).toBe(`${WEB_ORIGIN}/create?paid=true&tripId=${checkout.tripId}&session_id=${checkout.sessionId}`);

    const tripSnap = await adminDb().doc(docPath.trip(checkout.tripId)).get();
    expect(tripSnap.exists).toBe(true);
    const saved = tripSnap.data()!;
    expect(saved).toMatchObject({
      tripName: 'Summer in Japan!',
      userId: user.uid,
      organizerName: 'Ana',
      organizerEmail: user.email,
      status: 'draft',
      readyAt: null,
      joined: [],
      isBooked: false,
      isFinished: false,
      tripType: 'domestic',
    });
    // Payment facts stay in the server-only checkout record (attack 9).
    for (const field of ['paid', 'amountPaid', 'currency', 'paidAt', 'checkoutSessionId'])
      expect(saved, field).not.toHaveProperty(field);
    expect(saved.startDate.toDate().toISOString()).toBe(`${trip.startDate}T12:00:00.000Z`);
    expect(saved.endDate.toDate().toISOString()).toBe(`${trip.endDate}T12:00:00.000Z`);
    expect((await adminDb().doc(docPath.checkout(checkout.sessionId)).get()).get('status')).toBe('fulfilled');

    // The browser's return call is then a no-op success.
    const again = await callFunction('saveTripAfterPayment', {
      token: user.token,
      body: { sessionId: checkout.sessionId },
    });
    expect(again).toMatchObject({ status: 200, body: { tripId: checkout.tripId, created: false } });
  });

  it('charges 2500 cents for domestic and 5000 for international trips', async () => {
    const user = await signUp();
    const domestic = await createCheckout(user.token, validTrip({ tripType: 'domestic' }));
    const international = await createCheckout(user.token, validTrip({ tripType: 'international' }));
    expect(await getStandinSession(domestic.sessionId)).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'unpaid',
      status: 'open',
      amount_total: 2500,
      currency: 'usd',
      metadata: { tripId: domestic.tripId, uid: user.uid },
      client_reference_id: user.uid,
      customer_email: user.email,
      success_url: `${WEB_ORIGIN}/create?paid=true&tripId=${domestic.tripId}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${WEB_ORIGIN}/create?canceled=true&tripId=${domestic.tripId}`,
    });
    expect(await getStandinSession(international.sessionId)).toMatchObject({ amount_total: 5000, currency: 'usd' });
    expect(await (await fetch(international.url)).text()).toContain('$50.00');
    expect((await adminDb().doc(docPath.checkout(domestic.sessionId)).get()).get('amount')).toBe(2500);
    expect((await adminDb().doc(docPath.checkout(international.sessionId)).get()).get('amount')).toBe(5000);
  });

  it('cancelling on the stand-in returns to the form and creates nothing', async () => {
    const user = await signUp();
    const checkout = await createCheckout(user.token);
    const res = await fetch(`${checkout.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${WEB_ORIGIN}/create?canceled=true&tripId=${checkout.tripId}`);
    expect(await countDocs(collectionPath.trips)).toBe(0);
    expect(
      (await callFunction('saveTripAfterPayment', { token: user.token, body: { sessionId: checkout.sessionId } }))
        .status,
    ).toBe(402);
  });

  it('refuses a trip name that is already taken with 409', async () => {
    const user = await signUp({ firstName: 'Ana' });
    await adminDb()
      .doc(docPath.trip('ana-taken-trip'))
      .set(storedTrip({ tripName: 'Taken trip', userId: 'someone' }));
    const res = await callFunction('createCheckoutSession', {
      token: user.token,
      body: validTrip({ tripName: 'Taken Trip' }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'A trip with this name already exists. Please choose a different trip name.',
      field: 'tripName',
      code: 'tripNameTaken',
    });
    expect(await countDocs(collectionPath.checkouts)).toBe(0);
  });

  it('refuses an unverified email with 403 and writes nothing; the same trip from a verified account opens checkout', async () => {
    const unverified = await signUp({ firstName: 'Carol', verified: false });
    const trip = validTrip();
    const refused = await callFunction('createCheckoutSession', { token: unverified.token, body: trip });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Please verify your email address before paying.');
    expect(await countDocs(collectionPath.checkouts)).toBe(0);
    expect(await countDocs(collectionPath.tripIdHolds)).toBe(0);

    const verified = await signUp({ firstName: 'Carol' });
    const opened = await callFunction('createCheckoutSession', { token: verified.token, body: trip });
    expect(opened.status).toBe(200);
  });

  it('answers 401 without a token or with a bad one', async () => {
    const missing = await callFunction('createCheckoutSession', { body: validTrip() });
    expect(missing.status).toBe(401);
    expect(typeof missing.body.error).toBe('string');
    const bad = await callFunction('createCheckoutSession', { token: 'not-a-token', body: validTrip() });
    expect(bad.status).toBe(401);
    expect(await countDocs(collectionPath.checkouts)).toBe(0);
  });

  it('answers 405 to anything but POST', async () => {
    const user = await signUp();
    for (const name of ['createCheckoutSession', 'saveTripAfterPayment', 'stripeWebhook']) {
      const res = await callFunction(name, { method: 'GET', token: user.token });
      expect(res.status, name).toBe(405);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('refuses malformed bodies with a JSON 400 naming the field and writes nothing', async () => {
    const user = await signUp();
    const base = validTrip();
    const withoutKey = (key: string) => {
      const copy = { ...base };
      delete copy[key];
      return copy;
    };
    // That the handler answers the validator's refusal as a JSON 400 naming the field: one body of
    // each kind. Which field each bad body is refused for is the validator's own test
    // (tests/unit/trip-input.node.test.ts, validateTripInput), in plain Node.
    const cases: [string, unknown, string | undefined][] = [
      ['array body', [], undefined],
      ['unknown key', { ...base, admin: true }, 'admin'],
      ['missing plannedOptions', withoutKey('plannedOptions'), 'plannedOptions'],
      ['numPeople string', { ...base, numPeople: '4' }, 'numPeople'],
      ['startDate in the past', { ...base, startDate: '2020-01-01' }, 'startDate'],
      [
        'plannedOptions extra key',
        { ...base, plannedOptions: { ...(base.plannedOptions as object), spa: true } },
        'plannedOptions.spa',
      ],
      // Identity comes from the account: a body that names the organizer is refused.
      ['organizerEmail sent', { ...base, organizerEmail: 'ana@example.com' }, 'organizerEmail'],
    ];
    for (const [label, body, field] of cases) {
      const res = await callFunction('createCheckoutSession', { token: user.token, body });
      expect(res.status, label).toBe(400);
      expect(res.contentType, label).toContain('application/json');
      expect(typeof res.body.error, label).toBe('string');
      if (field) expect(res.body.field, label).toBe(field);
    }
    // Bodies that are not JSON objects, sent as text so they reach the function itself.
    for (const rawBody of ['{not json', '', 'tripName=x', '"hello"', 'null', '42']) {
      const res = await callFunction('createCheckoutSession', {
        token: user.token,
        rawBody,
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.status, `raw ${JSON.stringify(rawBody)}`).toBe(400);
      expect(res.contentType).toContain('application/json');
      expect(typeof res.body.error).toBe('string');
    }
    // Invalid JSON labelled application/json is refused by the platform's body parser before
    // our code runs (its answer is not ours to shape); it must still be a 400 with no writes.
    const platformRefused = await callFunction('createCheckoutSession', { token: user.token, rawBody: '{not json' });
    expect(platformRefused.status).toBe(400);
    expect(await countDocs(collectionPath.checkouts)).toBe(0);
  });
});
