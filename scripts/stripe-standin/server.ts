// CLI entry: `node --import tsx scripts/stripe-standin/server.ts` serves the Stripe stand-in
// with the local-only key and webhook secret that functions/.secret.local also holds.
import { LOCAL_STRIPE } from '../local-config.mjs';
import { startStripeStandin } from './standin.js';

const port = Number(process.env.STRIPE_STANDIN_PORT ?? LOCAL_STRIPE.port);
const webhookUrl = process.env.STRIPE_STANDIN_WEBHOOK_URL;

const standin = await startStripeStandin({
  port,
  secretKey: LOCAL_STRIPE.secretKey,
  webhookSecret: LOCAL_STRIPE.webhookSecret,
  ...(webhookUrl ? { webhookUrl } : {}),
});
console.log(`Stripe stand-in listening on http://127.0.0.1:${standin.port}`);

const stop = () => {
  void standin.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
