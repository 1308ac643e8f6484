// Stripe settings. Secrets come from Secret Manager in production and from
// functions/.secret.local in the emulator (scripts/local-config.mjs writes it).
import { defineSecret, defineString } from 'firebase-functions/params';

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
export const APP_URL = defineString('APP_URL', { default: 'http://127.0.0.1:5173' });
// Empty means the real Stripe API; locally they point the SDK at scripts/stripe-standin.
export const STRIPE_API_HOST = defineString('STRIPE_API_HOST', { default: '' });
export const STRIPE_API_PORT = defineString('STRIPE_API_PORT', { default: '' });
export const STRIPE_API_PROTOCOL = defineString('STRIPE_API_PROTOCOL', { default: '' });
