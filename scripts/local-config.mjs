// @ts-check
// Local-only Stripe stand-in settings. These are not secrets: the stand-in accepts them and
// nothing else does. Real keys live in Secret Manager (defineSecret) in production.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_SETS, HOST, PORTS, WEB_ORIGIN } from './local-endpoints.mjs';

export const LOCAL_STRIPE = {
  secretKey: 'sk_test_local_standin',
  webhookSecret: 'whsec_local_standin',
  port: PORTS.stripe,
};

// Local email: maildev (started by `npm start` and the functions tests) is the SMTP server and
// the inbox; the unsubscribe secret is local-only like the Stripe values above.
export const LOCAL_EMAIL = {
  smtpPort: 1025,
  webPort: 1080,
  from: 'Tripwise <no-reply@tripwise.local>',
  unsubscribeSecret: 'local-unsubscribe-secret',
  // Every parameter needs a value here, or the Functions emulator stops to prompt for it.
  plannersEmail: 'planners@tripwise.local',
};

/** The ports `npm start` listens on (the app's emulators, the web app, Stripe stand-in, maildev). */
export const START_PORTS = [
  ...['auth', 'firestore', 'functions', 'hub', 'web', 'stripe'].map((name) => ({
    name,
    port: PORTS[/** @type {'auth'} */ (name)],
  })),
  { name: 'maildev SMTP', port: LOCAL_EMAIL.smtpPort },
  { name: 'maildev inbox', port: LOCAL_EMAIL.webPort },
];

/**
 * Writes what the Functions emulator reads: functions/.secret.local, functions/.env.local (the
 * settings every emulator set shares) and an `.env.<project id>` there per emulator set (the Stripe
 * stand-in's port: each set's functions talk to their own stand-in). The emulator gives
 * .env.local precedence over .env.<project id>, so the port is only in the latter.
 * @param {string} rootDir
 */
export function writeFunctionsLocalEnv(rootDir) {
  writeFileSync(
    join(rootDir, 'functions', '.secret.local'),
    `STRIPE_SECRET_KEY=${LOCAL_STRIPE.secretKey}\nSTRIPE_WEBHOOK_SECRET=${LOCAL_STRIPE.webhookSecret}\n` +
      `SMTP_URL=smtp://127.0.0.1:${LOCAL_EMAIL.smtpPort}\nUNSUBSCRIBE_SECRET=${LOCAL_EMAIL.unsubscribeSecret}\n`,
  );
  writeFileSync(
    join(rootDir, 'functions', '.env.local'),
    `APP_URL=${WEB_ORIGIN}\nSTRIPE_API_HOST=${HOST}\nSTRIPE_API_PROTOCOL=http\n` +
      `MAIL_FROM="${LOCAL_EMAIL.from}"\nPLANNERS_EMAIL=${LOCAL_EMAIL.plannersEmail}\n`,
  );
  for (const { projectId, stripePort } of Object.values(EMULATOR_SETS))
    writeFileSync(join(rootDir, 'functions', `.env.${projectId}`), `STRIPE_API_PORT=${stripePort}\n`);
}
