import { afterAll, beforeAll } from 'vitest';
import { LOCAL_STRIPE } from '../../../scripts/local-config.mjs';
import { startStripeStandin, type StripeStandin } from '../../../scripts/stripe-standin/standin';

/** Runs the Stripe stand-in in-process for the current test file. */
export function runStripeStandinDuringTests(): void {
  let standin: StripeStandin | undefined;
  beforeAll(async () => {
    standin = await startStripeStandin({ port: LOCAL_STRIPE.port, secretKey: LOCAL_STRIPE.secretKey, webhookSecret: LOCAL_STRIPE.webhookSecret });
  });
  afterAll(async () => {
    await standin?.close();
  });
}
