// A local stand-in for the slice of the Stripe API the functions use: create and retrieve
// Checkout Sessions, a plain "test checkout" page (card number, Pay / Cancel), and correctly
// signed webhooks. For trip money it also keeps what paying makes (Customer, PaymentMethod,
// PaymentIntent, Charge), Refunds that start pending and settle later, and Stripe's
// idempotency keys (same key and body: the first answer again; other body: an error).
// Nothing here is Stripe itself.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { functionsBase, PORTS } from '../local-endpoints.mjs';

export interface StripeStandinOptions {
  port?: number;
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string;
}

export interface StripeStandin {
  port: number;
  close(): Promise<void>;
}

export const DEFAULT_STANDIN_PORT = PORTS.stripe;
export const DEFAULT_WEBHOOK_URL = `${functionsBase()}/stripeWebhook`;
const WEBHOOK_ATTEMPTS = 3;
// Real Checkout Sessions expire after 24 hours unless `expires_at` says sooner; Stripe accepts
// an expires_at from 30 minutes to 24 hours after creation.
const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
const MIN_EXPIRES_IN_SECONDS = 30 * 60;

export interface StandinSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  mode: string;
  created: number;
  expires_at: number;
  livemode: false;
  product_name: string;
  payment_intent: string | null;
  customer: string | null;
  /** payment_intent_data as sent: metadata and setup_future_usage go on the PaymentIntent. */
  payment_intent_data: { metadata: Record<string, string>; setup_future_usage: string | null };
}

/** Stripe's test cards this stand-in knows: success, decline, and authentication required. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  authenticationRequired: '4000002500003155',
  /**
   * Stripe: "attaching this card to a Customer succeeds, but attempts to charge the customer
   * fail". Here Checkout's payment with it goes through (so a deposit saves it), and every
   * off-session charge of it is declined: the stand-in's way to a balance that fails.
   */
  attachesButDeclines: '4000000000000341',
} as const;

interface StandinPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded' | 'requires_payment_method' | 'requires_action';
  last_payment_error?: { code: string; message: string; type: 'card_error' };
  metadata: Record<string, string>;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  latest_charge: string | null;
  created: number;
  livemode: false;
}

interface StandinPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  /** The full test card number, kept to decide later off-session charges; never returned. */
  number: string;
}

interface StandinCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
  metadata: Record<string, string>;
  refunded: boolean;
  status: 'succeeded';
}

interface ApiAnswer {
  status: number;
  body: unknown;
}

function apiError(status: number, message: string, code?: string, param?: string): ApiAnswer {
  const type = status >= 500 ? 'api_error' : 'invalid_request_error';
  return { status, body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } } };
}

const stringsOf = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' ? value : {}).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );

interface StandinRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  failure_reason?: string;
  metadata: Record<string, string>;
  reason: string | null;
  created: number;
}

type Nested = { [key: string]: string | Nested };

/** Stripe's form encoding: a[b][0][c]=v -> { a: { b: { '0': { c: 'v' } } } }. */
export function parseStripeForm(body: string): Nested {
  const out: Nested = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
      } else {
        if (typeof node[part] !== 'object') node[part] = {};
        node = node[part] as Nested;
      }
    });
  }
  return out;
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const obj = (value: unknown): Nested => (value && typeof value === 'object' ? (value as Nested) : {});

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, message: string, code?: string, param?: string): void {
  const type = status >= 500 ? 'api_error' : 'invalid_request_error';
  json(res, status, { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } });
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function payPage(session: StandinSession, error?: string): string {
  const amount = `$${(session.amount_total / 100).toFixed(2)}`;
  const done = session.status !== 'open';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}input{font-size:1rem;padding:.4rem;margin:.3rem 0 1rem;display:block}</style>
</head><body>
<main>
<h1>Test checkout</h1>
<p>Local Stripe stand-in. No real payment is made.</p>
<p><strong>${escapeHtml(session.product_name)}</strong></p>
<p>Amount: <strong>${amount}</strong> ${escapeHtml(session.currency.toUpperCase())}</p>
${session.customer_email ? `<p>Email: ${escapeHtml(session.customer_email)}</p>` : ''}
${session.payment_intent_data.setup_future_usage ? '<p>Your card will be saved for later payments of this purchase.</p>' : ''}
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
${done ? `<p>This session is ${escapeHtml(session.status)} (${escapeHtml(session.payment_status)}).</p>` : ''}
<form method="post" action="/pay/${encodeURIComponent(session.id)}/complete" style="display:inline">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242">
<button type="submit"${done ? ' disabled' : ''}>Pay ${amount}</button></form>
<form method="post" action="/pay/${encodeURIComponent(session.id)}/cancel" style="display:inline"><button type="submit">Cancel</button></form>
</main>
</body></html>`;
}

const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;
const SESSION_STATUSES = ['open', 'complete', 'expired'] as const;

/** Applies `/_test/sessions/{id}/status` changes; unknown keys and wrong types are ignored. */
function applyTestPatch(session: StandinSession, patch: Record<string, unknown>): void {
  const { payment_status: paymentStatus, status, amount_total: amountTotal, currency, metadata } = patch;
  if (PAYMENT_STATUSES.includes(paymentStatus as StandinSession['payment_status']))
    session.payment_status = paymentStatus as StandinSession['payment_status'];
  if (SESSION_STATUSES.includes(status as StandinSession['status']))
    session.status = status as StandinSession['status'];
  if (typeof amountTotal === 'number' && Number.isInteger(amountTotal)) session.amount_total = amountTotal;
  if (typeof currency === 'string') session.currency = currency;
  if (metadata && typeof metadata === 'object') {
    session.metadata = {
      ...session.metadata,
      ...Object.fromEntries(Object.entries(metadata).filter((e): e is [string, string] => typeof e[1] === 'string')),
    };
  }
}

export function startStripeStandin(options: StripeStandinOptions): Promise<StripeStandin> {
  const port = options.port ?? DEFAULT_STANDIN_PORT;
  // Port 0 asks the system for a free port; the pages' own links need the real one.
  let listeningPort = port;
  const webhookUrl = options.webhookUrl ?? DEFAULT_WEBHOOK_URL;
  const signer = new Stripe(options.secretKey);
  const sessions = new Map<string, StandinSession>();
  const paymentIntents = new Map<string, StandinPaymentIntent>();
  const charges = new Map<string, StandinCharge>();
  const paymentMethods = new Map<string, StandinPaymentMethod>();
  const customers = new Map<string, { id: string; object: 'customer'; email: string | null }>();
  const refunds = new Map<string, StandinRefund>();
  // Stripe keeps the first answer to an idempotency key (errors included) and refuses the key
  // with other parameters.
  const idempotent = new Map<string, { fingerprint: string; answer: ApiAnswer }>();

  /**
   * The session as the API returns it: without the stand-in's own product_name, and without
   * payment_intent_data, which Stripe takes on creation and shows on the PaymentIntent only.
   */
  const publicSession = (session: StandinSession) => {
    const { product_name: _productName, payment_intent_data: _intentData, ...rest } = session;
    return rest;
  };

  async function sendWebhook(type: string, object: unknown): Promise<void> {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    // Like Stripe, retry when the endpoint fails (5xx or unreachable); a 4xx is final.
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt += 1) {
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          body: payload,
          signal: AbortSignal.timeout(20_000),
        });
        if (response.ok) return;
        console.warn(`[stripe-standin] webhook ${type} answered ${response.status} (attempt ${attempt})`);
        if (response.status < 500) return;
      } catch (err) {
        console.warn(
          `[stripe-standin] webhook ${type} failed (attempt ${attempt}): ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      if (attempt < WEBHOOK_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }

  function authorized(req: IncomingMessage): boolean {
    return req.headers.authorization === `Bearer ${options.secretKey}`;
  }

  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  const now = () => Math.floor(Date.now() / 1000);

  /** A card payment of `amount`: the PaymentMethod, the Charge and the PaymentIntent Stripe keeps. */
  function chargeCard(
    card: string,
    amount: number,
    currency: string,
    details: { customer: string | null; metadata: Record<string, string>; setupFutureUsage: string | null },
    paymentMethodId?: string,
  ): StandinPaymentIntent {
    const method =
      (paymentMethodId && paymentMethods.get(paymentMethodId)) ||
      ({
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: card.slice(-4), exp_month: 12, exp_year: 2034 },
        customer: details.setupFutureUsage ? details.customer : null,
        number: card,
      } satisfies StandinPaymentMethod);
    paymentMethods.set(method.id, method);
    const intentId = newId('pi');
    const charge: StandinCharge = {
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_refunded: 0,
      currency,
      payment_intent: intentId,
      payment_method: method.id,
      payment_method_details: { type: 'card', card: { brand: method.card.brand, last4: method.card.last4 } },
      metadata: details.metadata,
      refunded: false,
      status: 'succeeded',
    };
    charges.set(charge.id, charge);
    const intent: StandinPaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: amount,
      currency,
      status: 'succeeded',
      metadata: details.metadata,
      customer: details.customer,
      payment_method: method.id,
      setup_future_usage: details.setupFutureUsage,
      latest_charge: charge.id,
      created: now(),
      livemode: false,
    };
    paymentIntents.set(intent.id, intent);
    return intent;
  }

  /** `expand[]` as the SDK sends it: only the PaymentIntent's latest_charge and payment_method. */
  function expandedIntent(intent: StandinPaymentIntent, expand: string[]) {
    return {
      ...intent,
      latest_charge:
        expand.includes('latest_charge') && intent.latest_charge
          ? (charges.get(intent.latest_charge) ?? intent.latest_charge)
          : intent.latest_charge,
      payment_method:
        expand.includes('payment_method') && intent.payment_method
          ? publicMethod(paymentMethods.get(intent.payment_method))
          : intent.payment_method,
    };
  }
  const publicMethod = (method: StandinPaymentMethod | undefined) => {
    if (!method) return null;
    const { number: _number, ...rest } = method;
    return rest;
  };

  function createSession(form: Nested): ApiAnswer {
    const item = obj(obj(form.line_items)['0']);
    const priceData = obj(item.price_data);
    const amount = Number(str(priceData.unit_amount)) * Number(str(item.quantity) ?? '1');
    const successUrl = str(form.success_url);
    const cancelUrl = str(form.cancel_url);
    if (!Number.isInteger(amount) || amount <= 0 || !str(priceData.currency) || !successUrl || !cancelUrl) {
      return apiError(400, 'line_items[0][price_data], success_url and cancel_url are required.', 'parameter_missing');
    }
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const created = now();
    const expiresAt = str(form.expires_at) === null ? created + SESSION_LIFETIME_SECONDS : Number(form.expires_at);
    if (
      !Number.isInteger(expiresAt) ||
      expiresAt < created + MIN_EXPIRES_IN_SECONDS ||
      expiresAt > created + SESSION_LIFETIME_SECONDS
    ) {
      return apiError(
        400,
        'The `expires_at` timestamp must be between 30 minutes and 24 hours after Checkout Session creation.',
        'parameter_invalid_integer',
        'expires_at',
      );
    }
    const intentData = obj(form.payment_intent_data);
    const setupFutureUsage = str(intentData.setup_future_usage);
    if (setupFutureUsage !== null && !['on_session', 'off_session'].includes(setupFutureUsage))
      return apiError(
        400,
        'Invalid setup_future_usage.',
        'parameter_invalid',
        'payment_intent_data[setup_future_usage]',
      );
    const customer = str(form.customer);
    if (customer !== null && !customers.has(customer))
      return apiError(400, `No such customer: '${customer}'`, 'resource_missing', 'customer');
    const session: StandinSession = {
      id,
      object: 'checkout.session',
      url: `http://127.0.0.1:${listeningPort}/pay/${id}`,
      payment_status: 'unpaid',
      status: 'open',
      amount_total: amount,
      currency: (str(priceData.currency) as string).toLowerCase(),
      metadata: stringsOf(form.metadata),
      client_reference_id: str(form.client_reference_id),
      customer_email: str(form.customer_email),
      success_url: successUrl,
      cancel_url: cancelUrl,
      mode: str(form.mode) ?? 'payment',
      created,
      expires_at: expiresAt,
      livemode: false,
      product_name: str(obj(priceData.product_data).name) ?? 'Payment',
      payment_intent: null,
      customer,
      payment_intent_data: { metadata: stringsOf(intentData.metadata), setup_future_usage: setupFutureUsage },
    };
    sessions.set(id, session);
    return { status: 200, body: publicSession(session) };
  }

  /** POST /v1/payment_intents with confirm and off_session: charging a saved card later. */
  function createPaymentIntent(form: Nested): ApiAnswer {
    const amount = Number(str(form.amount));
    const currency = str(form.currency);
    const customer = str(form.customer);
    const methodId = str(form.payment_method);
    if (!Number.isInteger(amount) || amount <= 0 || !currency)
      return apiError(400, 'amount and currency are required.', 'parameter_missing');
    const method = methodId ? paymentMethods.get(methodId) : undefined;
    if (!method)
      return apiError(400, `No such PaymentMethod: '${methodId ?? ''}'`, 'resource_missing', 'payment_method');
    if (str(form.confirm) !== 'true')
      return apiError(400, 'The stand-in only confirms at creation (confirm=true).', 'parameter_invalid');
    const metadata = stringsOf(form.metadata);
    const failed = (code: string, message: string, status: StandinPaymentIntent['status']): ApiAnswer => {
      const intent: StandinPaymentIntent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: currency.toLowerCase(),
        status,
        metadata,
        customer,
        payment_method: method.id,
        setup_future_usage: null,
        latest_charge: null,
        last_payment_error: { code, message, type: 'card_error' },
        created: now(),
        livemode: false,
      };
      paymentIntents.set(intent.id, intent);
      void sendWebhook('payment_intent.payment_failed', intent);
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code,
            ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}),
            message,
            payment_intent: intent,
          },
        },
      };
    };
    if (
      method.number === TEST_CARDS.declined ||
      (method.number === TEST_CARDS.attachesButDeclines && str(form.off_session) === 'true')
    )
      return failed('card_declined', 'Your card was declined.', 'requires_payment_method');
    if (method.number === TEST_CARDS.authenticationRequired && str(form.off_session) === 'true')
      return failed(
        'authentication_required',
        'This payment required an authentication action to complete, but `off_session` was set to true.',
        'requires_action',
      );
    const intent = chargeCard(
      method.number,
      amount,
      currency.toLowerCase(),
      { customer, metadata, setupFutureUsage: null },
      method.id,
    );
    void sendWebhook('payment_intent.succeeded', intent);
    return { status: 200, body: intent };
  }

  /** POST /v1/refunds: never more than what is left of the charge; starts pending. */
  function createRefund(form: Nested): ApiAnswer {
    const intent = paymentIntents.get(str(form.payment_intent) ?? '');
    const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!intent || !charge)
      return apiError(
        400,
        `No such payment_intent: '${str(form.payment_intent) ?? ''}'`,
        'resource_missing',
        'payment_intent',
      );
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) return apiError(400, `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    const amount = str(form.amount) === null ? left : Number(str(form.amount));
    if (!Number.isInteger(amount) || amount <= 0)
      return apiError(400, 'Invalid positive integer', 'parameter_invalid_integer', 'amount');
    if (amount > left)
      return apiError(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
        'amount',
      );
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: StandinRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent.id,
      status: 'pending',
      metadata: stringsOf(form.metadata),
      reason: str(form.reason),
      created: now(),
    };
    refunds.set(refund.id, refund);
    void sendWebhook('refund.created', refund);
    return { status: 200, body: refund };
  }

  /** The API answers, before idempotency replays them. */
  async function api(method: string, path: string, url: URL, form: Nested): Promise<ApiAnswer> {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer' as const, email: str(form.email) };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    const found = (kind: string, id: string, value: unknown): ApiAnswer =>
      value ? { status: 200, body: value } : apiError(404, `No such ${kind}: '${id}'`, 'resource_missing', 'id');
    const one = /^\/v1\/(checkout\/sessions|payment_intents|refunds|customers|payment_methods|charges)\/([^/]+)$/.exec(
      path,
    );
    if (method === 'GET' && one) {
      const id = decodeURIComponent(one[2]);
      const expand = [...url.searchParams.entries()].filter(([key]) => key.startsWith('expand')).map(([, v]) => v);
      switch (one[1]) {
        case 'checkout/sessions': {
          const session = sessions.get(id);
          return found('checkout.session', id, session && publicSession(session));
        }
        case 'payment_intents': {
          const intent = paymentIntents.get(id);
          return found('payment_intent', id, intent && expandedIntent(intent, expand));
        }
        case 'refunds':
          return found('refund', id, refunds.get(id));
        case 'customers':
          return found('customer', id, customers.get(id));
        case 'payment_methods':
          return found('payment_method', id, publicMethod(paymentMethods.get(id)));
        default:
          return found('charge', id, charges.get(id));
      }
    }
    return apiError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Pressing Pay: the card decides (Checkout itself asks for authentication, so 3155 pays on-session). */
  async function completeSession(session: StandinSession, card: string): Promise<string | null> {
    if (card === TEST_CARDS.declined) return 'Your card was declined.';
    if (!/^\d{12,19}$/.test(card)) return 'Your card number is invalid.';
    const { setup_future_usage: setupFutureUsage, metadata } = session.payment_intent_data;
    if (!session.customer && setupFutureUsage) {
      const customer = { id: newId('cus'), object: 'customer' as const, email: session.customer_email };
      customers.set(customer.id, customer);
      session.customer = customer.id;
    }
    const intent = chargeCard(card, session.amount_total, session.currency, {
      customer: session.customer,
      metadata,
      setupFutureUsage,
    });
    session.payment_intent = intent.id;
    session.payment_status = 'paid';
    session.status = 'complete';
    session.url = null;
    await sendWebhook('checkout.session.completed', publicSession(session));
    return null;
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${listeningPort}`);
    const path = url.pathname;
    const method = req.method ?? 'GET';

    if (method === 'GET' && path === '/') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Stripe stand-in');
      return;
    }

    // Browsers ask every origin for a favicon; answer quietly instead of with a 404.
    if (method === 'GET' && path === '/favicon.ico') {
      res.writeHead(204);
      res.end();
      return;
    }

    if (path.startsWith('/v1/')) {
      if (!authorized(req)) {
        stripeError(res, 401, 'Invalid API Key provided.');
        return;
      }
      const body = method === 'POST' ? await readBody(req) : '';
      const key = req.headers['idempotency-key'];
      const fingerprint = `${method} ${path} ${body}`;
      if (method === 'POST' && typeof key === 'string') {
        const earlier = idempotent.get(key);
        if (earlier && earlier.fingerprint !== fingerprint) {
          json(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
          return;
        }
        if (earlier) {
          res.setHeader('idempotent-replayed', 'true');
          json(res, earlier.answer.status, earlier.answer.body);
          return;
        }
      }
      const answer = await api(method, path, url, parseStripeForm(body));
      if (method === 'POST' && typeof key === 'string') idempotent.set(key, { fingerprint, answer });
      json(res, answer.status, answer.body);
      return;
    }

    const pay = /^\/pay\/([^/]+)(?:\/(complete|cancel))?$/.exec(path);
    if (pay) {
      const session = sessions.get(decodeURIComponent(pay[1]));
      if (!session) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Unknown checkout session');
        return;
      }
      const action = pay[2];
      if (!action && method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(payPage(session));
        return;
      }
      if (action === 'complete' && method === 'POST') {
        if (session.status === 'open') {
          const card = (new URLSearchParams(await readBody(req)).get('card') ?? TEST_CARDS.success).replace(/\s+/g, '');
          const refused = await completeSession(session, card);
          if (refused) {
            res.writeHead(402, { 'content-type': 'text/html; charset=utf-8' });
            res.end(payPage(session, refused));
            return;
          }
        }
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        res.end();
        return;
      }
      if (action === 'cancel' && method === 'POST') {
        res.writeHead(303, { location: session.cancel_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        res.end();
        return;
      }
    }

    // Test-only controls (this is a local stand-in): adversarial tests change what "Stripe"
    // reports about a session, or forget every session.
    if (method === 'POST' && path === '/_test/reset') {
      for (const map of [sessions, paymentIntents, charges, paymentMethods, customers, refunds, idempotent])
        map.clear();
      json(res, 200, { reset: true });
      return;
    }
    // Lets the clock run out on an open session: it expires and Stripe's webhook says so.
    const expire = /^\/_test\/sessions\/([^/]+)\/expire$/.exec(path);
    if (expire && method === 'POST') {
      const session = sessions.get(decodeURIComponent(expire[1]));
      if (!session) {
        stripeError(res, 404, `No such checkout.session: '${expire[1]}'`, 'resource_missing', 'session');
        return;
      }
      if (session.status === 'open') {
        session.status = 'expired';
        session.url = null;
        await sendWebhook('checkout.session.expired', publicSession(session));
      }
      json(res, 200, publicSession(session));
      return;
    }
    // A pending refund settles the way the bank answers: refund.updated, plus refund.failed
    // when it failed (Stripe sends both for a failure).
    const settle = /^\/_test\/refunds\/([^/]+)\/settle$/.exec(path);
    if (settle && method === 'POST') {
      const refund = refunds.get(decodeURIComponent(settle[1]));
      let outcome: unknown;
      try {
        outcome = obj(JSON.parse((await readBody(req)) || '{}')).status;
      } catch {
        outcome = undefined;
      }
      if (!refund || (outcome !== 'succeeded' && outcome !== 'failed')) {
        stripeError(res, 400, 'Settle a known refund with { "status": "succeeded" | "failed" }.');
        return;
      }
      if (refund.status === 'pending') {
        refund.status = outcome;
        if (outcome === 'failed') {
          refund.failure_reason = 'lost_or_stolen_card';
          const charge = charges.get(refund.charge);
          if (charge) {
            charge.amount_refunded -= refund.amount;
            charge.refunded = false;
          }
        }
        await sendWebhook('refund.updated', refund);
        if (outcome === 'failed') await sendWebhook('refund.failed', refund);
      }
      json(res, 200, refund);
      return;
    }
    const control = /^\/_test\/sessions\/([^/]+)\/status$/.exec(path);
    if (control && method === 'POST') {
      const session = sessions.get(decodeURIComponent(control[1]));
      if (!session) {
        stripeError(res, 404, `No such checkout.session: '${control[1]}'`, 'resource_missing', 'session');
        return;
      }
      let patch: Record<string, unknown>;
      try {
        patch = obj(JSON.parse((await readBody(req)) || '{}'));
      } catch {
        stripeError(res, 400, 'The body must be JSON.');
        return;
      }
      applyTestPatch(session, patch);
      json(res, 200, publicSession(session));
      return;
    }

    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      if (!res.headersSent) stripeError(res, 500, err instanceof Error ? err.message : 'Stand-in error', 'api_error');
      else res.end();
    });
  });

  return new Promise((resolve, reject) => {
    const failed = (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `Stripe stand-in: port ${port} is already in use (is another stand-in, e.g. from \`npm start\` or Playwright, still running?)`,
            )
          : err,
      );
    };
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', failed);
      const address = server.address();
      if (address && typeof address === 'object') listeningPort = address.port;
      resolve({
        port: listeningPort,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((err) => (err ? fail(err) : done()));
          }),
      });
    });
  });
}
