// The stand-in on its own: the real `stripe` SDK must be able to talk to it, and its webhook
// must verify with the SDK's constructEvent. Runs on free ports, beside the emulators.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startStripeStandin, type StripeStandin } from '../../scripts/stripe-standin/standin';
import { WEB_ORIGIN } from '../../scripts/local-endpoints.mjs';

const SECRET_KEY = 'sk_test_standin_selftest';
const WEBHOOK_SECRET = 'whsec_standin_selftest';

let standin: StripeStandin;
let receiver: Server;
const received: { body: string; signature: string }[] = [];
let stripe: Stripe;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature'] ?? ''),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const receiverPort = address && typeof address === 'object' ? address.port : 0;
  standin = await startStripeStandin({
    port: 0,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${receiverPort}/hook`,
  });
  stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: standin.port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await standin?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

function createSession(unitAmount = 2500, expiresAt?: number) {
  return stripe.checkout.sessions.create({
    ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: unitAmount, product_data: { name: 'Trip planning – domestic' } },
      },
    ],
    customer_email: 'ana@example.com',
    client_reference_id: 'uid-1',
    metadata: { tripId: 'ana-japan', uid: 'uid-1' },
    success_url: `${WEB_ORIGIN}/create?paid=true&tripId=ana-japan&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${WEB_ORIGIN}/create?canceled=true&tripId=ana-japan`,
  });
}

describe('Stripe stand-in', () => {
  it('creates and retrieves Checkout Sessions through the real SDK', async () => {
    const session = await createSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'unpaid',
      status: 'open',
      amount_total: 2500,
      currency: 'usd',
      metadata: { tripId: 'ana-japan', uid: 'uid-1' },
      client_reference_id: 'uid-1',
      customer_email: 'ana@example.com',
      url: `http://127.0.0.1:${standin.port}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.expires_at).toBeGreaterThan(session.created);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session);
  });

  it('takes expires_at from 30 minutes to 24 hours ahead, like Stripe, and refuses others', async () => {
    const now = Math.floor(Date.now() / 1000);
    const session = await createSession(2500, now + 31 * 60);
    expect(session.expires_at).toBe(now + 31 * 60);
    for (const expiresAt of [now + 10 * 60, now + 25 * 60 * 60]) {
      const refused = await createSession(2500, expiresAt).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(refused).toMatchObject({ statusCode: 400, param: 'expires_at' });
    }
  });

  it('expires an open session on request and sends checkout.session.expired', async () => {
    const session = await createSession();
    const before = received.length;
    const res = await fetch(`http://127.0.0.1:${standin.port}/_test/sessions/${session.id}/expire`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'expired', url: null });
    const delivery = received.slice(before).find((r) => r.body.includes(session.id));
    expect(delivery).toBeDefined();
    const event = stripe.webhooks.constructEvent(delivery!.body, delivery!.signature, WEBHOOK_SECRET);
    expect(event.type).toBe('checkout.session.expired');
  });

  it('answers like Stripe to an unknown session and to a wrong key', async () => {
    const unknown = await stripe.checkout.sessions.retrieve('cs_test_nope').catch((err: unknown) => err);
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown).toMatchObject({ statusCode: 404, code: 'resource_missing' });

    const wrongKey = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: standin.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const refused = await wrongKey.checkout.sessions.retrieve('cs_test_nope').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('pays on the test page: marks the session paid, sends a verifiable signed event, redirects', async () => {
    const session = await createSession(5000);
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Trip planning – domestic');
    expect(page).toContain('$50.00');

    received.length = 0;
    const res = await fetch(`${session.url}/complete`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `${WEB_ORIGIN}/create?paid=true&tripId=ana-japan&session_id=${session.id}`,
    );

    expect(received).toHaveLength(1);
    const event = stripe.webhooks.constructEvent(received[0].body, received[0].signature, WEBHOOK_SECRET);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      status: 'complete',
      amount_total: 5000,
    });
    expect(() => stripe.webhooks.constructEvent(received[0].body, received[0].signature, 'whsec_other')).toThrow();
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      payment_status: 'paid',
      status: 'complete',
    });

    // Paying twice sends nothing more.
    await fetch(`http://127.0.0.1:${standin.port}/pay/${session.id}/complete`, { method: 'POST', redirect: 'manual' });
    expect(received).toHaveLength(1);
  });

  it('saves a card at Checkout and charges it off-session as Stripe’s test cards say (0341 saved, then declined)', async () => {
    const offSession = async (card: string) => {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'Deposit' } } },
        ],
        payment_intent_data: { setup_future_usage: 'off_session' },
        success_url: `${WEB_ORIGIN}/ok`,
        cancel_url: `${WEB_ORIGIN}/no`,
      });
      const paid = await fetch(`${session.url}/complete`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `card=${card}`,
      });
      expect(paid.status).toBe(303);
      const intent = await stripe.paymentIntents.retrieve(
        (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string,
      );
      return stripe.paymentIntents.create({
        amount: 4000,
        currency: 'usd',
        customer: intent.customer as string,
        payment_method: intent.payment_method as string,
        off_session: true,
        confirm: true,
      });
    };
    expect(await offSession('4242424242424242')).toMatchObject({ status: 'succeeded', amount_received: 4000 });
    const declined = await offSession('4000000000000341').catch((err: unknown) => err);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({
      code: 'card_declined',
      raw: { payment_intent: { status: 'requires_payment_method' } },
    });
    const authentication = await offSession('4000002500003155').catch((err: unknown) => err);
    expect(authentication).toMatchObject({ code: 'authentication_required' });
  });

  it('test controls change what a session reports and reset forgets every session', async () => {
    const session = await createSession();
    const patched = await fetch(`http://127.0.0.1:${standin.port}/_test/sessions/${session.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payment_status: 'paid', amount_total: 1, metadata: { tripId: 'other' } }),
    });
    expect(patched.status).toBe(200);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      payment_status: 'paid',
      amount_total: 1,
      metadata: { tripId: 'other', uid: 'uid-1' },
    });

    expect((await fetch(`http://127.0.0.1:${standin.port}/_test/reset`, { method: 'POST' })).status).toBe(200);
    await expect(stripe.checkout.sessions.retrieve(session.id)).rejects.toMatchObject({ statusCode: 404 });
    expect((await fetch(session.url!)).status).toBe(404);
  });

  it('refuses to start on a busy port with a message that says so', async () => {
    await expect(
      startStripeStandin({ port: standin.port, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }),
    ).rejects.toThrow(/already in use/);
  });
});
