export { createCheckoutSession } from './payments/create-checkout-session.js';
export { saveTripAfterPayment } from './payments/save-trip-after-payment.js';
export { stripeWebhook } from './payments/stripe-webhook.js';
export { deleteAccount } from './account/delete-account.js';
export { onTripDeleted } from './account/on-trip-deleted.js';
export { resetInviteLink } from './invites/reset-invite-link.js';
export { onTripWrittenSyncInvite } from './invites/on-trip-written.js';
