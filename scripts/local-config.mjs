// Local-only Stripe stand-in settings. These are not secrets: the stand-in accepts them and
// nothing else does. Real keys live in Secret Manager (defineSecret) in production.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST, PORTS, WEB_ORIGIN } from './local-endpoints.mjs';

export const LOCAL_STRIPE = {
  secretKey: 'sk_test_local_standin',
  webhookSecret: 'whsec_local_standin',
  port: PORTS.stripe,
};

/** Writes functions/.env.local and functions/.secret.local, which the Functions emulator reads. */
export function writeFunctionsLocalEnv(rootDir) {
  writeFileSync(
    join(rootDir, 'functions', '.secret.local'),
    `STRIPE_SECRET_KEY=${LOCAL_STRIPE.secretKey}\nSTRIPE_WEBHOOK_SECRET=${LOCAL_STRIPE.webhookSecret}\n`,
  );
  writeFileSync(
    join(rootDir, 'functions', '.env.local'),
    `APP_URL=${WEB_ORIGIN}\nSTRIPE_API_HOST=${HOST}\nSTRIPE_API_PORT=${LOCAL_STRIPE.port}\nSTRIPE_API_PROTOCOL=http\n`,
  );
}
