import { afterAll, beforeAll, beforeEach } from 'vitest';
import { LOCAL_STRIPE } from '../../../scripts/local-config.mjs';
import { startStripeStandin, type StripeStandin } from '../../../scripts/stripe-standin/standin';
import { STANDIN_BASE } from './emulators';

/**
 * Runs the Stripe stand-in in-process for the current test file, on the port the functions
 * emulator is configured for (functions/.env.local). A busy port fails the file with a
 * message saying so, rather than testing against some other server.
 */
export function runStripeStandinDuringTests(): void {
  let standin: StripeStandin | undefined;
  beforeAll(async () => {
    standin = await startStripeStandin({
      port: LOCAL_STRIPE.port,
      secretKey: LOCAL_STRIPE.secretKey,
      webhookSecret: LOCAL_STRIPE.webhookSecret,
    });
  });
  beforeEach(async () => {
    const res = await fetch(`${STANDIN_BASE}/_test/reset`, { method: 'POST' });
    if (!res.ok) throw new Error(`Resetting the Stripe stand-in failed: ${res.status}`);
  });
  afterAll(async () => {
    await standin?.close();
  });
}
