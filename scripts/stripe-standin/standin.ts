// A local stand-in for the slice of the Stripe API the functions use: create and retrieve
// Checkout Sessions, a plain "test checkout" page (Pay / Cancel), and a correctly signed
// checkout.session.completed webhook when the page is paid. Nothing here is Stripe itself.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

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

export const DEFAULT_WEBHOOK_URL = 'http://127.0.0.1:5001/demo-tripplanner/us-central1/stripeWebhook';

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

function stripeError(res: ServerResponse, status: number, message: string, code?: string): void {
  const type = status >= 500 ? 'api_error' : 'invalid_request_error';
  json(res, status, { error: { type, message, ...(code ? { code } : {}) } });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
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

export function startStripeStandin(options: StripeStandinOptions): Promise<StripeStandin> {
  const port = options.port ?? 12111;
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
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
        signal: AbortSignal.timeout(20_000),
      });
      if (!response.ok) console.warn(`[stripe-standin] webhook ${type} answered ${response.status}`);
    } catch (err) {
      console.warn(`[stripe-standin] webhook ${type} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  function authorized(req: IncomingMessage): boolean {
    return req.headers.authorization === `Bearer ${options.secretKey}`;
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
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
          stripeError(res, 400, 'line_items[0][price_data], success_url and cancel_url are required.', 'parameter_missing');
          return;
        }
        const id = `cs_test_${randomBytes(16).toString('hex')}`;
        const metadata = Object.fromEntries(Object.entries(obj(form.metadata)).filter((e): e is [string, string] => typeof e[1] === 'string'));
        const session: StandinSession = {
          id,
          object: 'checkout.session',
          url: `http://127.0.0.1:${port}/pay/${id}`,
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
          created: Math.floor(Date.now() / 1000),
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
        if (!session) stripeError(res, 404, `No such checkout.session: '${retrieve[1]}'`, 'resource_missing');
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

    const control = /^\/_test\/sessions\/([^/]+)$/.exec(path);
    if (control && method === 'POST') {
      const session = sessions.get(decodeURIComponent(control[1]));
      if (!session) {
        stripeError(res, 404, 'No such checkout.session', 'resource_missing');
        return;
      }
      const patch = JSON.parse((await readBody(req)) || '{}') as Partial<StandinSession>;
      if (patch.payment_status !== undefined) session.payment_status = patch.payment_status;
      if (patch.status !== undefined) session.status = patch.status;
      if (patch.amount_total !== undefined) session.amount_total = patch.amount_total;
      if (patch.currency !== undefined) session.currency = patch.currency;
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
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve({
        port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((err) => (err ? fail(err) : done()));
          }),
      });
    });
  });
}
