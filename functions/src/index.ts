export { createCheckoutSession } from './payments/create-checkout-session.js';
export { saveTripAfterPayment } from './payments/save-trip-after-payment.js';
export { stripeWebhook } from './payments/stripe-webhook.js';
