// The SDK loads on first use, not with every function instance (most never call Stripe).
import type Stripe from 'stripe';
import { STRIPE_API_HOST, STRIPE_API_PORT, STRIPE_API_PROTOCOL, STRIPE_SECRET_KEY } from './config.js';

let cached: { key: string; client: Stripe } | undefined;

/** The Stripe SDK, pointed at the local stand-in when STRIPE_API_HOST is set. */
export async function stripeClient(): Promise<Stripe> {
  const key = STRIPE_SECRET_KEY.value();
  if (cached?.key === key) return cached.client;
  const { default: Stripe } = await import('stripe');
  const host = STRIPE_API_HOST.value();
  const protocol = STRIPE_API_PROTOCOL.value() === 'http' ? 'http' : 'https';
  const client = new Stripe(
    key,
    host ? { host, port: Number(STRIPE_API_PORT.value() || (protocol === 'http' ? 80 : 443)), protocol } : {},
  );
  cached = { key, client };
  return client;
}
