// A local stand-in for the slice of the Stripe API the functions use: create and retrieve
// Checkout Sessions, a plain "test checkout" page (Pay / Cancel), and a correctly signed
// checkout.session.completed webhook when the page is paid. Nothing here is Stripe itself.
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

function payPage(session: StandinSession): string {
  const amount = `$${(session.amount_total / 100).toFixed(2)}`;
  const done = session.status !== 'open';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style>
</head><body>
<main>
<h1>Test checkout</h1>
<p>Local Stripe stand-in. No real payment is made.</p>
<p><strong>${escapeHtml(session.product_name)}</strong></p>
<p>Amount: <strong>${amount}</strong> ${escapeHtml(session.currency.toUpperCase())}</p>
${session.customer_email ? `<p>Email: ${escapeHtml(session.customer_email)}</p>` : ''}
${done ? `<p>This session is ${escapeHtml(session.status)} (${escapeHtml(session.payment_status)}).</p>` : ''}
<form method="post" action="/pay/${encodeURIComponent(session.id)}/complete" style="display:inline"><button type="submit"${done ? ' disabled' : ''}>Pay ${amount}</button></form>
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

  /** The session as the API returns it (without the stand-in's own product_name). */
  const publicSession = (session: StandinSession) => {
    const { product_name: _productName, ...rest } = session;
    return rest;
  };

  async function sendWebhook(type: string, session: StandinSession): Promise<void> {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: publicSession(session) },
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
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const form = parseStripeForm(await readBody(req));
        const item = obj(obj(form.line_items)['0']);
        const priceData = obj(item.price_data);
        const amount = Number(str(priceData.unit_amount)) * Number(str(item.quantity) ?? '1');
        const successUrl = str(form.success_url);
        const cancelUrl = str(form.cancel_url);
        if (!Number.isInteger(amount) || amount <= 0 || !str(priceData.currency) || !successUrl || !cancelUrl) {
          stripeError(
            res,
            400,
            'line_items[0][price_data], success_url and cancel_url are required.',
            'parameter_missing',
          );
          return;
        }
        const id = `cs_test_${randomBytes(16).toString('hex')}`;
        const now = Math.floor(Date.now() / 1000);
        const expiresAt = str(form.expires_at) === null ? now + SESSION_LIFETIME_SECONDS : Number(form.expires_at);
        if (
          !Number.isInteger(expiresAt) ||
          expiresAt < now + MIN_EXPIRES_IN_SECONDS ||
          expiresAt > now + SESSION_LIFETIME_SECONDS
        ) {
          stripeError(
            res,
            400,
            'The `expires_at` timestamp must be between 30 minutes and 24 hours after Checkout Session creation.',
            'parameter_invalid_integer',
            'expires_at',
          );
          return;
        }
        const metadata = Object.fromEntries(
          Object.entries(obj(form.metadata)).filter((e): e is [string, string] => typeof e[1] === 'string'),
        );
        const session: StandinSession = {
          id,
          object: 'checkout.session',
          url: `http://127.0.0.1:${listeningPort}/pay/${id}`,
          payment_status: 'unpaid',
          status: 'open',
          amount_total: amount,
          currency: (str(priceData.currency) as string).toLowerCase(),
          metadata,
          client_reference_id: str(form.client_reference_id),
          customer_email: str(form.customer_email),
          success_url: successUrl,
          cancel_url: cancelUrl,
          mode: str(form.mode) ?? 'payment',
          created: now,
          expires_at: expiresAt,
          livemode: false,
          product_name: str(obj(priceData.product_data).name) ?? 'Payment',
        };
        sessions.set(id, session);
        json(res, 200, publicSession(session));
        return;
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (method === 'GET' && retrieve) {
        const session = sessions.get(decodeURIComponent(retrieve[1]));
        if (!session)
          stripeError(res, 404, `No such checkout.session: '${retrieve[1]}'`, 'resource_missing', 'session');
        else json(res, 200, publicSession(session));
        return;
      }
      stripeError(res, 404, `Unrecognized request URL (${method}: ${path}).`);
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
          session.payment_status = 'paid';
          session.status = 'complete';
          session.url = null;
          await sendWebhook('checkout.session.completed', session);
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
      sessions.clear();
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
        await sendWebhook('checkout.session.expired', session);
      }
      json(res, 200, publicSession(session));
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
