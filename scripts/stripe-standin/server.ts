// CLI entry: `node --import tsx scripts/stripe-standin/server.ts` serves the Stripe stand-in.
// Defaults are the local-only key and webhook secret that functions/.secret.local also holds
// (scripts/local-config.mjs writes both); the environment may override each.
import { LOCAL_STRIPE } from '../local-config.mjs';
import { DEFAULT_WEBHOOK_URL, startStripeStandin } from './standin.js';

const port = Number(process.env.STRIPE_STANDIN_PORT || LOCAL_STRIPE.port);
const webhookUrl = process.env.STRIPE_WEBHOOK_URL || DEFAULT_WEBHOOK_URL;

try {
  const standin = await startStripeStandin({
    port,
    secretKey: process.env.STRIPE_SECRET_KEY || LOCAL_STRIPE.secretKey,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || LOCAL_STRIPE.webhookSecret,
    webhookUrl,
  });
  console.log(`Stripe stand-in listening on http://127.0.0.1:${standin.port} (webhooks to ${webhookUrl})`);
  const stop = () => {
    void standin.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
